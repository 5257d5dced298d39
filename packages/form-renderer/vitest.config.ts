import react from "@vitejs/plugin-react";
import { defineConfig, mergeConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

export default mergeConfig(
  defineConfig({ plugins: [react()], test: { setupFiles: ["./test/setup.ts"] } }),
  defineConfig(sharedTestConfig({ environment: "jsdom" })),
);
