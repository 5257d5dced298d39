import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { precompress } from "../../scripts/lib/vite-precompress.mjs";
import { sourceConditions } from "../../vitest.shared.ts";

const api = process.env.LEDGERLINE_API ?? "http://127.0.0.1:3000";

// Served by the API under /studio/.
export default defineConfig({
  plugins: [react(), precompress()],
  base: "/studio/",
  resolve: { conditions: [...sourceConditions, ...defaultClientConditions] },
  server: {
    port: 5174,
    proxy: Object.fromEntries(["/graphql", "/auth", "/api", "/health"].map((path) => [path, api])),
  },
  build: { outDir: "dist", sourcemap: "hidden", chunkSizeWarningLimit: 2000 },
});
