// The built `ledgerline-formula` bin, run as a process: exit codes, stdout and stderr end to end.
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "tsup";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
// Inside the package (gitignored), so that the bundle resolves chevrotain from the package's node_modules.
const outDir = `${root}test-results/cli-build`;

beforeAll(async () => {
  await build({
    entry: { index: `${root}src/index.ts`, cli: `${root}src/cli.ts` },
    outDir,
    format: ["esm"],
    dts: false,
    clean: true,
    silent: true,
    config: false,
    target: "es2022",
  });
}, 60_000);

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [`${outDir}/cli.js`, ...args], { cwd: root, encoding: "utf8" });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("ledgerline-formula (built)", () => {
  it("is an executable node script; the library has no hashbang", () => {
    expect(readFileSync(`${outDir}/cli.js`, "utf8").split("\n")[0]).toBe("#!/usr/bin/env node");
    expect(statSync(`${outDir}/cli.js`).mode & 0o111).not.toBe(0);
    expect(readFileSync(`${outDir}/index.js`, "utf8").startsWith("#!")).toBe(false);
  });

  it("eval prints JSON and exits 0", () => {
    expect(cli("eval", "--data", "examples/mfi.json", "--period", "2024-06", "round(roa * 100, 2)")).toEqual({
      code: 0,
      stdout: "1.54\n",
      stderr: "",
    });
  });

  it("eval exits 2 on a parse error with the message on stderr", () => {
    expect(cli("eval", "--data", "examples/mfi.json", "--period", "2024-06", "1 +")).toEqual({
      code: 2,
      stdout: "",
      stderr: "line 1, column 4: expected an expression but found the end of the formula\n",
    });
  });

  it("explain prints the tree", () => {
    const result = cli(
      "explain",
      "--data",
      "examples/irregular-year.json",
      "--period",
      "2024-09",
      "ltmRevenue",
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("ltmRevenue @2024-09 = 1320  [ltm(revenue)]");
    expect(result.stdout).toContain("− revenue @2023-09 = 900");
  });

  it("check exits 1 with file: field: message lines", () => {
    const ok = cli("check", "examples/forms/balance-sheet.json", "examples/forms/income-statement.json");
    expect(ok.code).toBe(0);
    const bad = cli("check", "examples/forms/income-statement.json");
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(
      /^examples\/forms\/income-statement\.json: roa: line 1, column 44: unknown field/,
    );
  });
});
