#!/usr/bin/env node
// The `ledgerline-formula` bin: wires runCli to the process (the only file that uses Node's file system).
import { readFileSync } from "node:fs";
import { runCli } from "./cli/runCli";

process.exitCode = runCli(process.argv.slice(2), {
  readFile: (path) => readFileSync(path),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
