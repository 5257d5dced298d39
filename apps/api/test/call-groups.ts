// Runs cases of operation-cases.ts as one caller, as a group: a test per call checks the answer, and the whole
// database is compared before and after the group. Calls that change nothing by design run first and must
// leave every document as it was: every call the declared requirement refuses, and every call without
// `writes`. Then the calls of flows that write by design (`writes`, made by a caller who gets past the
// requirement) run, and may change only what they declare.
//
// A snapshot reads the whole database (the template catalogue makes it a few hundred milliseconds), so the
// snapshot a comparison takes serves as the next part's "before" when no call has run since. A test between
// groups must therefore not write; if one did, the next comparison would show its change (a false alarm,
// never a change hidden).
import type { FastifyInstance } from "fastify";
import type { Db } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { changesBetween, snapshotDatabase } from "./database-snapshot";
import type { DatabaseSnapshot } from "./database-snapshot";
import { downloadWorkbook } from "./exports";
import { gql } from "./fixtures";
import { caseTitle, meetsRequirement, unexpectedChanges } from "./operation-cases";
import type { Check, CheckContext, OperationCase, Side } from "./operation-cases";

export interface CallGroup {
  app: () => FastifyInstance;
  db: () => Db;
  cases: readonly OperationCase[];
  /** The bearer token sent (none: no authorization header). */
  token: () => string | undefined;
  /** The user the token signs in and their roles; null when it signs in no one (none, forged). */
  callerId: () => string | null;
  roles: readonly string[] | null;
  /** The client whose data the calls reach for, and the caller's own one. */
  target: () => Side;
  home: () => Side;
  /** How each call must be answered. */
  expected: (testCase: OperationCase) => Check;
  /** Read before and after each call besides (the scope suite's snapshot of client B). */
  snapshotPerCall?: () => Promise<unknown>;
}

/** Per database: the snapshot the last comparison took, while no call has run since. */
const lastSnapshots = new Map<string, DatabaseSnapshot>();

/** Every cell of a workbook, as one text. */
async function workbookText(app: FastifyInstance, token: string | undefined, fileId: string) {
  if (!token) throw new Error("an export needs a signed-in caller");
  const workbook = await downloadWorkbook(app, token, fileId);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => {
    cells.push(sheet.name);
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text))));
  });
  return cells.join("\n");
}

function describePart(title: string, group: CallGroup, cases: readonly OperationCase[], mayWrite: boolean) {
  if (cases.length === 0) return;
  describe(title, () => {
    let before: DatabaseSnapshot;
    beforeAll(async () => {
      const db = group.db();
      before = lastSnapshots.get(db.databaseName) ?? (await snapshotDatabase(db));
    });
    for (const testCase of cases) {
      it(caseTitle(testCase), async () => {
        lastSnapshots.delete(group.db().databaseName);
        const token = group.token();
        const context: CheckContext = {
          target: group.target(),
          exportedText: (fileId) => workbookText(group.app(), token, fileId),
        };
        const was = await group.snapshotPerCall?.();
        const answer = await gql(
          group.app(),
          testCase.query,
          testCase.variables?.(group.target(), group.home()) ?? {},
          { token },
        );
        await group.expected(testCase)(answer, context);
        if (group.snapshotPerCall) expect(await group.snapshotPerCall()).toEqual(was);
      });
    }
    it(
      mayWrite ? "changes only what those flows may change" : "leaves the whole database as it was",
      async () => {
        const db = group.db();
        const after = await snapshotDatabase(db);
        lastSnapshots.set(db.databaseName, after);
        const changes = changesBetween(before, after);
        const writes = mayWrite ? cases.flatMap((testCase) => testCase.writes ?? []) : [];
        expect(
          unexpectedChanges(changes, writes, { callerId: group.callerId(), target: group.target() }),
        ).toEqual([]);
      },
    );
  });
}

/** The group's tests, in a describe block of their own. */
export function describeCalls(title: string, group: CallGroup): void {
  describe(title, () => {
    const writes = (testCase: OperationCase) =>
      testCase.writes !== undefined && meetsRequirement(testCase, group.roles);
    describePart(
      "calls that change nothing by design",
      group,
      group.cases.filter((testCase) => !writes(testCase)),
      false,
    );
    describePart("calls of flows that write by design", group, group.cases.filter(writes), true);
  });
}
