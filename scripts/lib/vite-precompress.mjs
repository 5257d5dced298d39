// A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy next to every compressible file of a
// production build, so the API serves them as they are (@fastify/static `preCompressed`) instead of
// compressing the same bytes on every request. Node built-ins only.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; source maps (`.map`) never are: they are not served in production. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".webmanifest"]);

/** Below this size the compressed copy saves less than a packet; the API sends such files as they are. */
const MIN_SIZE = 1024;

/**
 * Compresses the output of `vite build` (every file of the output folder, the copied public folder too)
 * once it is written. Does nothing under `vite` (the dev server).
 * @returns {import("vite").Plugin}
 */
export function precompress() {
  return {
    name: "ledgerline:precompress",
    apply: "build",
    async writeBundle(options) {
      if (options.dir) await precompressDirectory(options.dir);
    },
  };
}

/**
 * Writes `file.br` (brotli quality 11, text mode) and `file.gz` (gzip level 9) next to every compressible
 * file of at least {@link MIN_SIZE} bytes under `dir`.
 * @param {string} dir
 * @returns {Promise<string[]>} the files compressed, relative to `dir`
 */
export async function precompressDirectory(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  const compressed = await Promise.all(files.map(compressFile));
  return files.filter((_file, index) => compressed[index]).map((file) => relative(dir, file));
}

/**
 * @param {string} file
 * @returns {Promise<boolean>} whether the file was big enough to compress
 */
async function compressFile(file) {
  const content = await readFile(file);
  if (content.length < MIN_SIZE) return false;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}
