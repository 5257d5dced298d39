import react from "@vitejs/plugin-react";
import { defineConfig, mergeConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

export default mergeConfig(
  defineConfig({ plugins: [react()] }),
  defineConfig(
    sharedTestConfig({
      coverage: { statements: 76, branches: 66, functions: 71, lines: 79 },
      environment: "jsdom",
      // The files a worker runs share the studio's modules (antd, CodeMirror, the form renderer), imported once
      // instead of once a file, and one window. So a test replaces no module (a vi.mock does not reach a module
      // an earlier file imported), only fetch (test/fakeApi.ts); each render makes its own query client, and
      // the set-up puts fetch back and clears the storage after every test.
      isolate: false,
      setupFiles: ["./test/setup.ts"],
    }),
  ),
);
