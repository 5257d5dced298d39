import react from "@vitejs/plugin-react";
import { defineConfig, mergeConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

export default mergeConfig(
  defineConfig({ plugins: [react()] }),
  defineConfig(
    sharedTestConfig({
      coverage: { statements: 89, branches: 80, functions: 91, lines: 93 },
      environment: "jsdom",
    }),
  ),
);
