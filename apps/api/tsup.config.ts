import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/server.ts", "src/seed.ts", "src/load-catalogue.ts"],
  // Development tooling (the embedded database the seed may start) stays out of the bundle.
  external: ["@ledgerline/devtools"],
  format: ["esm"],
  sourcemap: true,
  clean: true,
  target: "node20",
  platform: "node",
});
