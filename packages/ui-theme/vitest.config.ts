import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

export default defineConfig(
  sharedTestConfig({ coverage: { statements: 90, branches: 90, functions: 90, lines: 90 } }),
);
