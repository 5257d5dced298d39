// From the API's covenant checks to the limits the renderer judges with: one entry per covenant field, with
// the investment covenant's own limits and the waiver in effect, which the renderer applies at the period end.
import { effectiveLimits } from "@ledgerline/form-renderer";
import { describe, expect, it } from "vitest";
import type { CovenantCheck } from "./covenantLimits";
import { limitsByCovenant } from "./covenantLimits";

const PERIOD_END = 20250930;

function check(overrides: Partial<CovenantCheck> = {}): CovenantCheck {
  return {
    investmentId: "inv-1",
    importedId: "INV-1",
    covenantId: "ic-1",
    covenantInternalName: "covPar30",
    covenantRange: { min: 0, max: 500 },
    covenantAlertThreshold: 400,
    internalName: "covPar30",
    name: "Portfolio at risk > 30 days",
    fieldType: "percentual",
    value: 300,
    range: { min: 0, max: 500 },
    alertThreshold: 400,
    level: "ok",
    waiver: null,
    ...overrides,
  };
}

const waiver = (waiverType: string, extra: Partial<NonNullable<CovenantCheck["waiver"]>> = {}) => ({
  _id: `w-${waiverType}`,
  waiverType,
  startDate: 20250301,
  endDate: 20291031,
  range: null,
  alertThreshold: null,
  ...extra,
});

describe("limitsByCovenant", () => {
  it("takes the worst result per covenant when several investments test it", () => {
    const limits = limitsByCovenant([
      check({ covenantRange: { min: 0, max: 1000 }, covenantAlertThreshold: 800, level: "ok" }),
      check({ level: "breached", value: 600 }),
      check({ covenantRange: { min: 0, max: 600 }, level: "alerted" }),
    ]);
    expect(limits).toEqual({
      covPar30: { range: { min: 0, max: 500 }, alertThreshold: 400, waivers: [] },
    });
  });

  it("files a REPLACE waiver under the replaced covenant, naming the replacement and its limits", () => {
    const limits = limitsByCovenant([
      check({
        covenantInternalName: "covCar",
        covenantRange: { min: 1500, max: null },
        covenantAlertThreshold: 1700,
        internalName: "covEquityToAssets",
        name: "Equity to assets",
        range: { min: 2000, max: 100000 },
        alertThreshold: 2300,
        level: "alerted",
        waiver: waiver("REPLACE", { range: { min: 2000, max: 100000 }, alertThreshold: 2300 }),
      }),
    ]);
    expect(Object.keys(limits)).toEqual(["covCar"]);
    expect(limits.covCar).toMatchObject({ range: { min: 1500, max: null }, alertThreshold: 1700 });
    const effective = effectiveLimits(limits.covCar!, PERIOD_END);
    expect(effective).toMatchObject({
      range: { min: 2000, max: 100000 },
      alertThreshold: 2300,
      waiver: {
        waiverType: "REPLACE",
        endDate: 20291031,
        centralCovenant: { internalName: "covEquityToAssets", name: { en: "Equity to assets" } },
      },
    });
  });

  it("keeps the covenant's limits under an ALTER waiver and lets the renderer apply the waiver's", () => {
    const limits = limitsByCovenant([
      check({
        range: { min: 0, max: 1000 },
        alertThreshold: 800,
        waiver: waiver("ALTER", { range: { min: 0, max: 1000 }, alertThreshold: 800 }),
      }),
    ]);
    expect(limits.covPar30).toMatchObject({ range: { min: 0, max: 500 }, alertThreshold: 400 });
    expect(effectiveLimits(limits.covPar30!, PERIOD_END)).toMatchObject({
      range: { min: 0, max: 1000 },
      alertThreshold: 800,
      waiver: { waiverType: "ALTER" },
    });
  });

  it("gives a covenant waived everywhere its DISABLE waiver (shown as waived), and prefers any investment that tests it", () => {
    const disabled = check({ level: "waived", value: null, waiver: waiver("DISABLE") });
    const alone = limitsByCovenant([disabled]);
    expect(effectiveLimits(alone.covPar30!, PERIOD_END)).toMatchObject({
      range: null,
      waiver: { waiverType: "DISABLE", endDate: 20291031 },
    });
    const tested = limitsByCovenant([disabled, check({ level: "ok" })]);
    expect(tested.covPar30!.waivers).toEqual([]);
  });
});
