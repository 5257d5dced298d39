import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

// One FerretDB (or the server in MONGODB_URI) for the whole run; each test file uses its own database name.
export default defineConfig(
  sharedTestConfig({
    globalSetup: ["./test/global-setup.ts"],
    // The files a worker runs share the app's modules, imported once instead of once a file (220 s of the
    // suite, 20 s so). What a module keeps between requests (compiled engines, kept engine states, texts) is
    // keyed by what it was made from and checked against the data it is given, so a file never meets
    // another's state as its own.
    isolate: false,
    // Functions 91, not 92: the exports' sheet layouts and the upload's file reading run on worker threads
    // (platform/worker-pool), where their tests exercise them but coverage, which sees this thread, does not.
    coverage: { statements: 89, branches: 78, functions: 91, lines: 92 },
  }),
);
