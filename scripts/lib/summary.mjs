// Adds up the test reports every runner leaves behind into the one line `npm test` ends with.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 */

/** @param {string} file @returns {Counts} */
export function countVitest(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * The failed tests of a Vitest report, "file › full name", so the last lines of a red run say what failed.
 * @param {string} file
 * @param {string} root paths are shown relative to it
 * @returns {string[]}
 */
export function failedVitestTests(file, root) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  return (report.testResults ?? []).flatMap(
    (
      /** @type {{ name: string, message?: string, assertionResults?: { status: string, fullName: string }[] }} */ suite,
    ) => {
      const where = relative(root, suite.name);
      const failed = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
      if (failed.length > 0) return failed.map((test) => `${where} › ${test.fullName}`);
      // A file that failed before its tests ran (an import error, a hook) has no failed test of its own.
      return suite.message ? [`${where} › ${suite.message.split("\n")[0]}`] : [];
    },
  );
}

/** @param {string} file @returns {Counts} */
export function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

/** @param {Counts[]} parts @returns {Counts} */
export function addCounts(parts) {
  return parts.reduce(
    (total, part) => ({
      passed: total.passed + part.passed,
      failed: total.failed + part.failed,
      skipped: total.skipped + part.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** @param {Counts} counts */
export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed` + (skipped > 0 ? `, ${skipped} skipped` : "");
}

/**
 * The Vitest reports of every workspace that has one.
 * @param {string} root
 * @param {string[]} workspaceDirs relative to root
 */
export function vitestReports(root, workspaceDirs) {
  return workspaceDirs
    .map((dir) => join(root, dir, "test-results", "vitest.json"))
    .filter((file) => existsSync(file));
}
