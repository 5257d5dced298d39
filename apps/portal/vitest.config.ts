import react from "@vitejs/plugin-react";
import { defineConfig, mergeConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

export default mergeConfig(
  defineConfig({ plugins: [react()] }),
  defineConfig(
    sharedTestConfig({
      coverage: { statements: 92, branches: 80, functions: 91, lines: 94 },
      environment: "jsdom",
      setupFiles: ["./test/setup.ts"],
    }),
  ),
);
