import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "../../vitest.shared.ts";

// One FerretDB (or the server in MONGODB_URI) for the whole run; each test file uses its own database name.
export default defineConfig(
  sharedTestConfig({
    globalSetup: ["./test/global-setup.ts"],
    coverage: { statements: 89, branches: 78, functions: 92, lines: 92 },
  }),
);
