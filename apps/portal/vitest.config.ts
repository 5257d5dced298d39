import react from "@vitejs/plugin-react";
import { defineConfig, mergeConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

export default mergeConfig(
  defineConfig({ plugins: [react()] }),
  defineConfig(sharedTestConfig({ environment: "jsdom", setupFiles: ["./test/setup.ts"] })),
);
