import type { ReportConfig } from "@ledgerline/schemas";
import { describe, expect, it } from "vitest";
import {
  addStep,
  moveStep,
  newReportConfig,
  setReportClientTypes,
  setStepClientTypes,
  setTranslation,
} from "./reportConfig";

const withSteps = (): ReportConfig =>
  addStep(addStep(newReportConfig("r"), { key: "a", version: "1.0.0" }), { key: "b", version: "2.1.0" });

describe("report config edits", () => {
  it("adds a form once, at its published version, and moves steps within bounds", () => {
    const config = withSteps();
    expect(addStep(config, { key: "a", version: "9.0.0" })).toBe(config);
    expect(config.steps.map((step) => step.config)).toEqual([
      { key: "a", version: "1.0.0" },
      { key: "b", version: "2.1.0" },
    ]);
    expect(moveStep(config, 1, -1).steps.map((step) => step.config.key)).toEqual(["b", "a"]);
    expect(moveStep(config, 0, -1)).toBe(config);
  });

  it("keeps each step's client types within the report's, absent meaning all", () => {
    const config = setStepClientTypes(withSteps(), 0, ["AGRO"]);
    expect(config.steps[0]!.clientTypes).toEqual(["AGRO"]);
    expect(setStepClientTypes(config, 0, ["MFI", "BANK", "AGRO"]).steps[0]).not.toHaveProperty("clientTypes");
    const narrowed = setReportClientTypes(config, ["MFI", "BANK"]);
    expect(narrowed.steps[0]).not.toHaveProperty("clientTypes");
  });

  it("drops an emptied translation but keeps English", () => {
    expect(setTranslation({ en: "Name", fr: "Nom" }, "fr", "")).toEqual({ en: "Name" });
    expect(setTranslation({ en: "Name", fr: "Nom" }, "en", "")).toEqual({ en: "", fr: "Nom" });
    expect(setTranslation({ en: "x" }, "en", "")).toBeUndefined();
  });
});
