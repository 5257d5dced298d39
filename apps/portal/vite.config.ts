import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { precompress } from "../../scripts/lib/vite-precompress.mjs";
import { sourceConditions } from "../../vitest.shared.ts";

// In development the API runs on :3000 and Vite proxies every API path to it.
const api = process.env.LEDGERLINE_API ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), precompress()],
  base: "/",
  resolve: { conditions: [...sourceConditions, ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ["/graphql", "/auth", "/api", "/download", "/health", "/dev"].map((path) => [path, api]),
    ),
  },
  // The manifest (dist/.vite/manifest.json, not served) feeds the bundle budget (scripts/budget.mjs).
  build: { outDir: "dist", sourcemap: "hidden", manifest: true },
});
