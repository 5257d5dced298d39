import { describe, expect, it } from "vitest";
import { previewPeriods } from "./previewPeriods";

describe("preview periods", () => {
  it("offers the ends of the 24 months before today's month, last month first", () => {
    const periods = previewPeriods(new Date(2026, 2, 15));
    expect(periods).toHaveLength(24);
    expect(periods[0]).toEqual({ month: "2026-02", numeric: 20260228 });
    expect(periods[1]).toEqual({ month: "2026-01", numeric: 20260131 });
    expect(periods[23]).toEqual({ month: "2024-03", numeric: 20240331 });
  });
});
