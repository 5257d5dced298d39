// The command as the docs give it: `npx ledgerline-formula …` from the repository root, through the bin npm
// links at install (node_modules/.bin), never the public registry (`--no-install`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const repositoryRoot = fileURLToPath(new URL("../../..", import.meta.url));

beforeAll(() => {
  // `npm test` builds before the tests; a lone run of this file builds the package the same way.
  if (!existsSync(fileURLToPath(new URL("../dist/cli.js", import.meta.url)))) {
    spawnSync("npm", ["run", "build", "-w", "@ledgerline/formula-engine"], { cwd: repositoryRoot });
  }
}, 120_000);

describe("npx ledgerline-formula from the repository root", () => {
  it("is linked by npm and evaluates a formula", () => {
    const result = spawnSync(
      "npx",
      [
        "--no-install",
        "ledgerline-formula",
        "eval",
        "--data",
        "packages/formula-engine/examples/mfi.json",
        "--period",
        "2024-06",
        "round(roa * 100, 2)",
      ],
      { cwd: repositoryRoot, encoding: "utf8" },
    );
    expect({ code: result.status, stdout: result.stdout }).toEqual({ code: 0, stdout: "1.54\n" });
  });
});
