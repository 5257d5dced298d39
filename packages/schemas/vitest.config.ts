import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

export default defineConfig(
  sharedTestConfig({ coverage: { statements: 91, branches: 80, functions: 91, lines: 93 } }),
);
