// Compression of the API's own answers (GraphQL, JSON) by @fastify/compress. The web apps' files are
// compressed once at build time instead (scripts/lib/vite-precompress.mjs) and their routes are registered
// before this plugin (app.ts), so it never touches them; any answer that already has a Content-Encoding is
// passed through as it is.
import { constants } from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";

export const compressionOptions: FastifyCompressOptions = {
  global: true,
  // Request bodies are read as sent, as before: only answers are compressed.
  globalDecompression: false,
  // Smaller answers fit in a packet or two: compressing them costs more than it saves.
  threshold: 1024,
  encodings: ["br", "gzip"],
  // Quality 4: the answers are computed per request, and quality 11 (the build's) costs ~20× the CPU for a
  // few percent fewer bytes. gzip keeps zlib's default level (6).
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  },
};
