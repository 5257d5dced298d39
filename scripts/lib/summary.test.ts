import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addCounts, countPlaywright, countVitest, failedVitestTests, summaryLine } from "./summary.mjs";

function writeJson(value: unknown) {
  const file = join(mkdtempSync(join(tmpdir(), "summary-")), "report.json");
  writeFileSync(file, JSON.stringify(value));
  return file;
}

describe("the npm test summary", () => {
  it("adds Vitest and Playwright reports into one line", () => {
    const vitest = countVitest(
      writeJson({ numPassedTests: 10, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 }),
    );
    const playwright = countPlaywright(
      writeJson({ stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 } }),
    );
    expect(summaryLine(addCounts([vitest, playwright]))).toBe("14 passed, 2 failed, 3 skipped");
  });

  it("leaves out skipped when nothing was skipped", () => {
    expect(summaryLine({ passed: 5, failed: 0, skipped: 0 })).toBe("5 passed, 0 failed");
  });

  it("names each failed test with its file, and a file that failed before its tests ran", () => {
    const report = writeJson({
      testResults: [
        {
          name: "/repo/apps/api/test/a.test.ts",
          assertionResults: [
            { status: "passed", fullName: "a passes" },
            { status: "failed", fullName: "a burst › lands every save" },
          ],
        },
        { name: "/repo/apps/api/test/b.test.ts", message: "Hook timed out\nat …", assertionResults: [] },
        { name: "/repo/apps/api/test/c.test.ts", assertionResults: [{ status: "passed", fullName: "c" }] },
      ],
    });
    expect(failedVitestTests(report, "/repo")).toEqual([
      "apps/api/test/a.test.ts › a burst › lands every save",
      "apps/api/test/b.test.ts › Hook timed out",
    ]);
  });
});
