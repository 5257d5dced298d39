import react from "@vitejs/plugin-react";
import { defineConfig, mergeConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

export default mergeConfig(
  defineConfig({ plugins: [react()] }),
  defineConfig(
    sharedTestConfig({
      coverage: { statements: 92, branches: 80, functions: 91, lines: 94 },
      environment: "jsdom",
      // The files a worker runs share the portal's modules, imported once instead of once a file (importing,
      // the jsdom environments and the set-up took 180 s of the suite, 22 s so); each render makes its own
      // query client and atom store (test/renderApp.tsx), and the set-up clears the storage after every test.
      isolate: false,
      setupFiles: ["./test/setup.ts"],
    }),
  ),
);
