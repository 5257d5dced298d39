import type { FormConfig } from "@ledgerline/schemas";
import { describe, expect, it } from "vitest";
import { findField } from "./fieldTree";
import { renameEverywhere, renameInFormula } from "./renameReferences";

describe("renaming a field everywhere in its form", () => {
  it("changes only field tokens that mean the field", () => {
    expect(
      renameInFormula("assets + balance.assets + other.assets + assets[-1M]", "balance", "assets", "total"),
    ).toBe("total + balance.total + other.assets + total[-1M]");
    // A string, a function of the same name, a form called like the field: untouched.
    expect(
      renameInFormula('if(assets > 0, "assets", assets(1)) + assets.x', "balance", "assets", "total"),
    ).toBe('if(total > 0, "assets", assets(1)) + assets.x');
  });

  it("rewrites formulas, validations with their dependencies and chart fields", () => {
    const config = Object.freeze({
      key: "balance",
      version: "1.0.0",
      name: { en: "Balance" },
      context: { category: "financial", periodType: "month", target: "client" },
      type: "form",
      clientTypes: ["MFI"],
      fields: [
        { internalName: "assets", name: { en: "Assets" }, type: "numeric" },
        {
          internalName: "group",
          name: { en: "Group" },
          type: "fieldset",
          children: [
            { internalName: "double", name: { en: "Double" }, type: "numeric", formula: "assets * 2" },
          ],
        },
      ],
      validations: [
        { validationType: "warn", validationMessage: "m", formula: "assets >= 0", dependencies: ["assets"] },
      ],
      chartFields: [{ field: "assets", chartType: "bar" }],
    }) as FormConfig;
    const result = renameEverywhere(config, "assets", "totalAssets");
    if (!result.ok) throw new Error(result.reason);
    expect(findField(result.config, "double")?.field.formula).toBe("totalAssets * 2");
    expect(result.config.validations?.[0]).toMatchObject({
      formula: "totalAssets >= 0",
      dependencies: ["totalAssets"],
    });
    expect(result.config.chartFields?.[0]?.field).toBe("totalAssets");
    expect(config.fields[0]?.internalName).toBe("assets");
  });
});
