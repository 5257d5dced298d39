import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    languages: "src/languages.ts",
    uploads: "src/uploads.ts",
    "covenant-limits": "src/covenant-limits.ts",
    "client-types": "src/client-types.ts",
    "coded-values": "src/coded-values.ts",
    "password/index": "src/password/index.ts",
    messages: "src/messages.ts",
  },
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
});
