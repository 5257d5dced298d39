import type { FormConfig } from "@ledgerline/schemas";
import { describe, expect, it } from "vitest";
import { refusalLines } from "./refusals";

const form = {
  key: "extras",
  fields: [
    {
      internalName: "funding",
      name: { en: "Funding", fr: "Financement" },
      type: "fieldset",
      children: [
        {
          internalName: "largestLenderShare",
          name: { en: "Largest lender share", fr: "Part du premier prêteur" },
          type: "percentual",
          validations: { allowNegative: false, max: 100 },
        },
      ],
    },
    { internalName: "covPar30", name: { en: "PAR 30", fr: "PAR 30" }, type: "COVENANT", formula: "1" },
  ],
} as unknown as FormConfig;

describe("refusalLines", () => {
  it("names each refused field and words its rule as the field does, in the interface language", () => {
    expect(
      refusalLines(
        form,
        [
          { path: "largestLenderShare", code: "ABOVE_MAX", limit: 100, message: "must be at most 100" },
          { path: "largestLenderShare", code: "NEGATIVE", limit: null, message: "may not be negative" },
        ],
        "fr",
      ),
    ).toEqual([
      "Part du premier prêteur: La valeur doit être au plus 100.",
      "Part du premier prêteur: La valeur ne peut pas être négative.",
    ]);
  });

  it("keeps the API's words for other reasons, and the path where no field has it", () => {
    expect(
      refusalLines(
        form,
        [
          {
            path: "covPar30.breachMotivation",
            code: "NOT_EDITABLE",
            limit: null,
            message: "cannot be changed",
          },
          { path: "retired", code: "UNKNOWN_FIELD", limit: null, message: "no such field in extras" },
        ],
        "en",
      ),
    ).toEqual(["PAR 30: cannot be changed", "retired: no such field in extras"]);
  });
});
