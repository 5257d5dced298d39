import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "../vitest.shared.ts";

export default defineConfig(
  sharedTestConfig({ coverage: { statements: 51, branches: 43, functions: 49, lines: 54 } }),
);
