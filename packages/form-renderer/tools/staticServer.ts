// A tiny static file server on 127.0.0.1 for the built Storybook and the benchmark pages.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { Server } from "node:http";
import { extname, join, normalize } from "node:path";
import { chromiumLaunchOptions } from "@ledgerline/devtools/chromium";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/** Serves `root` on a free port of 127.0.0.1; resolves with the server and its base URL. */
export function serveStatic(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/")).replace(
      /^(\.\.[/\\])+/,
      "",
    );
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

/** Chromium flags: Debian's binary, no sandbox, no network chatter (shared with the end-to-end suite). */
export const CHROMIUM = chromiumLaunchOptions;

/** Benchmark only: frames are not held to the display's 60 Hz, so a double rAF measures work, not vsync. */
export const UNTHROTTLED_FRAMES = ["--disable-frame-rate-limit", "--disable-gpu-vsync"];
