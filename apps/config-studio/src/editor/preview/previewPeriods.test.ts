import { describe, expect, it } from "vitest";
import { periodsWithData, previewPeriods } from "./previewPeriods";

describe("preview periods", () => {
  it("offers the ends of the 24 months before today's month, last month first", () => {
    const periods = previewPeriods(new Date(2026, 2, 15));
    expect(periods).toHaveLength(24);
    expect(periods[0]).toEqual({ month: "2026-02", numeric: 20260228 });
    expect(periods[1]).toEqual({ month: "2026-01", numeric: 20260131 });
    expect(periods[23]).toEqual({ month: "2024-03", numeric: 20240331 });
  });

  const fallback = previewPeriods(new Date(2026, 2, 15));

  it("offers the months with data of the form, newest first, each once", () => {
    const documents = [
      { formKey: "balanceSheet", numeric: 20240131 },
      { formKey: "profitLoss", numeric: 20251231 },
      { formKey: "balanceSheet", numeric: 20250630 },
      { formKey: "balanceSheet", numeric: 20250615 },
      { formKey: "balanceSheet", numeric: 20241231 },
    ];
    expect(periodsWithData(documents, "balanceSheet", fallback)).toEqual([
      { month: "2025-06", numeric: 20250630 },
      { month: "2024-12", numeric: 20241231 },
      { month: "2024-01", numeric: 20240131 },
    ]);
  });

  it("offers the months of the client's other forms for a form it has never filed", () => {
    const documents = [
      { formKey: "profitLoss", numeric: 20250131 },
      { formKey: "balanceSheet", numeric: 20251231 },
    ];
    expect(periodsWithData(documents, "newForm", fallback).map((period) => period.month)).toEqual([
      "2025-12",
      "2025-01",
    ]);
  });

  it("offers the whole window to a client without data", () => {
    expect(periodsWithData([], "balanceSheet", fallback)).toEqual(fallback);
  });
});
