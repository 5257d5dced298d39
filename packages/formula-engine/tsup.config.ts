import { defineConfig } from "tsup";

// Two entries: the library (with type declarations) and the `ledgerline-formula` bin. The bin keeps the
// `#!/usr/bin/env node` line of src/cli.ts (esbuild preserves an entry's hashbang; the library has none).
export default defineConfig({
  entry: { index: "src/index.ts", cli: "src/cli.ts" },
  format: ["esm"],
  dts: { entry: { index: "src/index.ts" } },
  sourcemap: true,
  clean: true,
  target: "es2022",
});
