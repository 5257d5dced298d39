import { describe, expect, it } from "vitest";
import type { Waiver } from "@ledgerline/schemas";
import { assessCovenant, effectiveLimits } from "./covenants";

const limits = { range: { min: null, max: 500 }, alertThreshold: 400 };
const waiver = (
  waiverType: Waiver["waiverType"],
  startDate: number,
  endDate: number,
  extra: Partial<Waiver> = {},
): Waiver => ({
  _id: "68f57b80d72a2677d6000999",
  waiverType,
  startDate,
  endDate,
  ...extra,
});

describe("assessCovenant", () => {
  it("is breached outside the range and alerted past the alert threshold", () => {
    expect(assessCovenant(0.065, "percentual", limits, 20250930).level).toBe("breached");
    expect(assessCovenant(0.045, "percentual", limits, 20250930).level).toBe("alerted");
    expect(assessCovenant(0.03, "percentual", limits, 20250930).level).toBe("ok");
    expect(assessCovenant(null, "percentual", limits, 20250930).level).toBeNull();
  });
});

describe("effectiveLimits", () => {
  it("applies the first waiver in effect on the date, by start date", () => {
    const alter = waiver("ALTER", 20250101, 20251231, {
      range: { min: null, max: 800 },
      alertThreshold: 600,
    });
    const later = waiver("DISABLE", 20250601, 20251231);
    expect(effectiveLimits({ ...limits, waivers: [later, alter] }, 20250930)).toMatchObject({
      range: { max: 800 },
      alertThreshold: 600,
      waiver: { waiverType: "ALTER" },
    });
    expect(assessCovenant(0.065, "percentual", { ...limits, waivers: [alter] }, 20250930).level).toBe(
      "alerted",
    );
  });

  it("switches the test off under DISABLE and ignores waivers out of their dates", () => {
    expect(
      assessCovenant(
        0.065,
        "percentual",
        { ...limits, waivers: [waiver("DISABLE", 20250101, 20251231)] },
        20250930,
      ).level,
    ).toBeNull();
    expect(
      assessCovenant(
        0.065,
        "percentual",
        { ...limits, waivers: [waiver("DISABLE", 20240101, 20241231)] },
        20250930,
      ).level,
    ).toBe("breached");
  });

  it("tests a REPLACE waiver's own range", () => {
    const replace = waiver("REPLACE", 20250101, 20251231, {
      range: { min: 1000, max: null },
      alertThreshold: 1200,
    });
    expect(effectiveLimits({ ...limits, waivers: [replace] }, 20250930).range).toEqual({
      min: 1000,
      max: null,
    });
  });

  it("judges the replacement covenant's value, of its own type, under a REPLACE waiver", () => {
    const replace = waiver("REPLACE", 20250101, 20251231, {
      centralCovenant: {
        _id: "68f57b80d72a2677d6000888",
        internalName: "covDscr",
        name: { en: "Debt service coverage" },
        archived: null,
        fieldType: "numeric",
      },
      range: { min: 120, max: null },
      alertThreshold: 130,
    });
    const replaced = { ...limits, waivers: [replace] };
    // PAR 30 at 6.5 % would be breached; the replacement DSCR of 1.25 is within 1.2 but under the 1.3 alert.
    const assessment = assessCovenant(0.065, "percentual", replaced, 20250930, 1.25);
    expect(assessment.level).toBe("alerted");
    expect(assessment.replacement).toMatchObject({ covenant: { internalName: "covDscr" }, value: 1.25 });
    expect(assessCovenant(0.01, "percentual", replaced, 20250930, 1.1).level).toBe("breached");
    expect(assessCovenant(0.065, "percentual", replaced, 20250930, null).level).toBeNull();
    // Out of its dates the waiver changes nothing.
    expect(assessCovenant(0.065, "percentual", replaced, 20260115, 1.25)).toMatchObject({
      level: "breached",
      replacement: null,
    });
  });
});
