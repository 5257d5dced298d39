import { describe, expect, it, vi } from "vitest";
import type { FormConfig, StoredValue } from "@ledgerline/schemas";
import { buildFieldModel } from "../core/fieldModel";
import { widgetsForm, widgetsValues } from "../fixtures/widgetsForm";
import { breachedValues, covenantForm, covenantLimits } from "../fixtures/covenantForm";
import { FormStore } from "./FormStore";

function makeStore(
  values: Record<string, StoredValue> = { ...widgetsValues },
  form: FormConfig = widgetsForm,
) {
  const model = buildFieldModel(form);
  return new FormStore({
    model,
    month: "2025-09",
    values,
    valueContext: { language: "en", scale: 1, currencyScaled: true, dateFormat: "DD-MM-YYYY" },
  });
}

describe("FormStore", () => {
  it("computes formula fields from the initial values", () => {
    const store = makeStore();
    expect(store.getValue("par30Ratio")).toBe(344); // 432,000 / 12,543,000 = 3.44 %
  });

  it("updates only the atoms of the typed field and its dependents", () => {
    const store = makeStore();
    const notified: string[] = [];
    for (const row of store.model.rows)
      if (row.valued) store.jotai.sub(store.valueAtom(row.name), () => notified.push(row.name));
    store.setText("par30", "627150");
    expect(store.getValue("par30Ratio")).toBe(500);
    expect(notified.sort()).toEqual(["par30", "par30Ratio"]);
  });

  it("recomputes through the engine's incremental setInput, not a full evaluation", () => {
    const store = makeStore();
    const evaluate = vi.spyOn(store.engine, "evaluate");
    const setInput = vi.spyOn(store.engine, "setInput");
    store.setText("numberOfLoans", "100");
    expect(setInput).toHaveBeenCalledTimes(1);
    expect(evaluate).not.toHaveBeenCalled();
    expect(store.getValue("averageLoan")).toBe(12543000);
  });

  it("checks the step without showing problems until it is submitted", () => {
    const store = makeStore({ ...widgetsValues, contactEmail: null, par30: 2000000000 });
    const report = store.check();
    expect(report.valid).toBe(false);
    expect(report.problems.map((p) => [p.field, p.severity, p.messageId ?? p.text])).toEqual([
      ["grossLoanPortfolio", "error", "PAR 30 cannot exceed the gross loan portfolio."],
      ["par30", "error", "PAR 30 cannot exceed the gross loan portfolio."],
      ["par30", "warning", "PAR 30 above 10 % of the portfolio: please check."],
      ["contactEmail", "error", "error-required"],
    ]);
    expect(store.jotai.get(store.problemsAtom("contactEmail"))).toEqual([]);
    store.submit();
    expect(store.jotai.get(store.problemsAtom("contactEmail"))).toHaveLength(1);
    store.setText("contactEmail", "cfo@example.org");
    expect(store.jotai.get(store.problemsAtom("contactEmail"))).toEqual([]);
  });

  it("reports text that does not parse and keeps the last good value", () => {
    const store = makeStore();
    store.setText("numberOfLoans", "12x");
    expect(store.getValue("numberOfLoans")).toBe(1843200);
    expect(store.check().problems).toContainEqual({
      field: "numberOfLoans",
      severity: "error",
      source: "parse",
      messageId: "error-number",
    });
  });

  it("stores the last day of a chosen month and tells the month number", () => {
    const store = makeStore();
    const changes: unknown[] = [];
    store.subscribe((c) => changes.push(c));
    store.setValue("fiscalYearEnd", 20250630, 6);
    expect(changes).toEqual([{ field: "fiscalYearEnd", value: 20250630, monthNumber: 6 }]);
  });

  it("judges a covenant under a REPLACE waiver on the replacement formula the host gives", () => {
    const model = buildFieldModel(covenantForm);
    const leverage = {
      _id: "68f57b80d72a2677d6000777",
      internalName: "covLeverage",
      name: { en: "Assets to equity" },
      archived: null,
      fieldType: "numeric" as const,
    };
    const store = new FormStore({
      model,
      month: "2025-09",
      values: { ...breachedValues },
      valueContext: { language: "en", scale: 1, currencyScaled: true, dateFormat: "DD-MM-YYYY" },
      covenants: {
        ...covenantLimits,
        covPar30: {
          ...covenantLimits.covPar30!,
          waivers: [
            {
              _id: "68f57b80d72a2677d6000999",
              waiverType: "REPLACE",
              startDate: 20250101,
              endDate: 20251231,
              centralCovenant: leverage,
              range: { min: null, max: 800 }, // assets at most 8 times equity
              alertThreshold: 700,
            },
          ],
          replacementFormulas: { covLeverage: "divide(totalAssets, totalEquity)" },
        },
      },
    });
    // 15,000,000 / 2,100,000 = 7.14: alerted, though PAR 30 (6.5 %) breaches its own limit.
    expect(store.jotai.get(store.assessmentAtom("covPar30"))).toMatchObject({
      level: "alerted",
      replacement: { value: expect.closeTo(7.142857, 5) },
    });
    store.setValue("totalEquity", 150000000); // 1,500,000: 10 times
    expect(store.getCovenantStatus().covPar30).toEqual({ breached: true, alerted: false });
    store.setValue("totalEquity", 300000000); // 5 times
    expect(store.jotai.get(store.assessmentAtom("covPar30")).level).toBe("ok");
  });
});
