#!/usr/bin/env node
// The committed entry of the `ledgerline-formula` bin. npm links a package's bins when it installs, before any
// build, and skips a bin whose file does not exist yet; this file always exists and loads the built CLI, so
// `npx ledgerline-formula` works from the repository once the packages are built (`npm test` and `npm start`
// build them).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const built = new URL("../dist/cli.js", import.meta.url);
if (existsSync(fileURLToPath(built))) {
  await import(built.href);
} else {
  process.stderr.write(
    "ledgerline-formula is not built yet: run `npm run build -w @ledgerline/formula-engine` (or `npm test`) first.\n",
  );
  process.exitCode = 1;
}
