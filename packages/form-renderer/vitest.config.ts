import react from "@vitejs/plugin-react";
import { defineConfig, mergeConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

export default mergeConfig(
  defineConfig({ plugins: [react()] }),
  defineConfig(
    sharedTestConfig({
      coverage: { statements: 89, branches: 80, functions: 91, lines: 93 },
      environment: "jsdom",
      // The files a worker runs share the renderer's modules and one window (importing them and making a jsdom
      // environment for each file took 40 % of the suite); each test makes its own store and render.
      isolate: false,
    }),
  ),
);
