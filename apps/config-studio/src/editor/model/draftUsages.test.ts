import type { FormConfig } from "@ledgerline/schemas";
import { describe, expect, it } from "vitest";
import { draftOwnUsages, usagesOnDraft } from "./draftUsages";

const draft = {
  key: "ratios",
  version: "1.0.0",
  name: { en: "Ratios" },
  context: { category: "financial", periodType: "month", target: "client" },
  type: "covenants",
  clientTypes: ["MFI"],
  fields: [
    { internalName: "debt", name: { en: "Debt" }, type: "currency" },
    { internalName: "equity", name: { en: "Equity" }, type: "currency" },
    { internalName: "leverage", name: { en: "Leverage" }, type: "COVENANT", formula: "debt / equity" },
    { internalName: "twice", name: { en: "Twice" }, type: "currency", formula: "equity * 2" },
  ],
  validations: [
    { validationType: "error", validationMessage: "Equity", formula: "true", dependencies: ["equity"] },
  ],
} as FormConfig;

describe("the uses of a field inside the draft", () => {
  it("finds COVENANT fields' formulas and validation dependencies, leaving out the fields deleted with it", () => {
    expect(draftOwnUsages(draft, [], ["equity"], ["twice"])).toEqual([
      { kind: "formula", where: "ratios.leverage", formula: "debt / equity", field: "equity" },
      { kind: "validation", where: "ratios.validations[0]", formula: "true", field: "equity" },
    ]);
  });

  it("replaces the server's answer about the published form's own formulas with the draft's", () => {
    const own = draftOwnUsages(draft, [], ["debt"]);
    const server = [
      { kind: "formula", where: "ratios.oldRatio", formula: "debt / 2" },
      { kind: "formula", where: "other.share", formula: "ratios.debt / 3" },
      { kind: "covenant", where: "maxLeverage", formula: "ratios.debt / 4" },
    ];
    expect(usagesOnDraft("ratios", own, server).map((use) => use.where)).toEqual([
      "ratios.leverage",
      "other.share",
      "maxLeverage",
    ]);
  });
});
