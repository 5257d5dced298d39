import react from "@vitejs/plugin-react";
import { defineConfig, mergeConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

export default mergeConfig(
  defineConfig({ plugins: [react()] }),
  defineConfig(
    sharedTestConfig({
      coverage: { statements: 76, branches: 66, functions: 71, lines: 79 },
      environment: "jsdom",
      setupFiles: ["./test/setup.ts"],
    }),
  ),
);
