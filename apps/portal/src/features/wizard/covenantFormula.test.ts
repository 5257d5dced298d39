// Which investment covenant explains a covenant field's value: one that tests the field's own formula.
import { describe, expect, it } from "vitest";
import { explainedCovenants } from "./covenantFormula";

function check(investmentId: string, covenantInternalName: string, internalName = covenantInternalName) {
  return {
    investmentId,
    covenantId: `${investmentId}-${covenantInternalName}`,
    covenantInternalName,
    internalName,
  };
}

describe("explainedCovenants", () => {
  it("takes the first investment testing each covenant field", () => {
    expect(
      explainedCovenants([check("inv-1", "covPar30"), check("inv-2", "covPar30"), check("inv-2", "covOss")]),
    ).toEqual({
      covPar30: { investmentId: "inv-1", covenantId: "inv-1-covPar30" },
      covOss: { investmentId: "inv-2", covenantId: "inv-2-covOss" },
    });
  });

  it("skips a covenant replaced under a waiver: it tests another formula than the field's", () => {
    expect(
      explainedCovenants([check("inv-1", "covCar", "covEquityToAssets"), check("inv-2", "covCar")]),
    ).toEqual({
      covCar: { investmentId: "inv-2", covenantId: "inv-2-covCar" },
    });
    expect(explainedCovenants([check("inv-1", "covCar", "covEquityToAssets")])).toEqual({});
  });
});
