import { defineConfig } from "tsup";

export default defineConfig({
  // worker.ts is the worker threads' entry: the pool finds dist/worker.js beside the bundled app.
  entry: ["src/server.ts", "src/seed.ts", "src/load-catalogue.ts", "src/worker.ts"],
  // Development tooling (the embedded database the seed may start) stays out of the bundle.
  external: ["@ledgerline/devtools"],
  format: ["esm"],
  sourcemap: true,
  clean: true,
  target: "node20",
  platform: "node",
});
