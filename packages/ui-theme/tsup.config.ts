import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", "focus/index": "src/focus/index.ts" },
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  external: ["antd", "react"],
});
