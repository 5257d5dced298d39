import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

export default defineConfig(
  sharedTestConfig({ coverage: { statements: 93, branches: 88, functions: 94, lines: 94 } }),
);
