import { describe, expect, it } from "vitest";
import { motivationChangesOf } from "./model";
import type { FieldChoice, WizardNote } from "./notes";
import { notesByField } from "./notes";

const choice = (field: string, step = 0): FieldChoice => ({
  configKey: "balanceSheet",
  field,
  label: field.toUpperCase(),
  step,
  stepName: "Balance sheet",
});
const note = (field: string, at: string, configKey = "balanceSheet"): WizardNote => ({
  _id: `${field}-${at}`,
  configKey,
  field,
  author: { fullName: "Ines Manager" },
  at,
  text: `${field} at ${at}`,
  rejectionId: null,
  resolvedBy: null,
  resolvedAt: null,
});

describe("notesByField", () => {
  it("groups notes by field in form order, oldest first, and keeps notes on fields no longer in the report", () => {
    const groups = notesByField(
      [choice("cash"), choice("loans")],
      [
        note("loans", "2025-10-02"),
        note("gone", "2025-10-01", "oldForm"),
        note("cash", "2025-10-03"),
        note("loans", "2025-10-01"),
      ],
    );
    expect(groups.map((group) => group.choice.field)).toEqual(["cash", "loans", "gone"]);
    expect(groups[1]!.notes.map((entry) => entry.at)).toEqual(["2025-10-01", "2025-10-02"]);
    expect(groups[2]!.choice.step).toBe(-1);
  });
});

describe("motivationChangesOf", () => {
  it("sends typed, changed and emptied motivations, and nothing for unchanged ones", () => {
    const changes = motivationChangesOf(
      { a: { breachMotivation: "same" }, b: { breachMotivation: "old" }, c: {} },
      {
        a: { breachMotivation: " same " },
        b: { breachMotivation: "" },
        c: { breachMotivation: "new plan" },
      },
    );
    expect(changes).toEqual([
      { path: "b.breachMotivation", change: null, base: "old" },
      { path: "c.breachMotivation", change: "new plan", base: null },
    ]);
  });
});
