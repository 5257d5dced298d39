// The benchmark's three implementations agree on a small template (the full run checks the large one).
import { HyperFormula } from "hyperformula";
import { describe, expect, it } from "vitest";
import { createEngine, formatMonth, parseMonth } from "../src/index";
import { Floor, generateTemplate, hyperFormulaSheet, ledgerlineFields, sameNumber } from "../bench/template";

describe("benchmark template", () => {
  it("gives the same values in Ledgerline, HyperFormula and the floor, before and after an edit", () => {
    const template = generateTemplate(7, { inputs: 60, formulas: 40, months: 30 });
    const months = Array.from({ length: template.months }, (_, t) => formatMonth(parseMonth("2020-01") + t));
    const engine = createEngine({
      fields: ledgerlineFields(template),
      data: {
        get: (id, month) =>
          template.values[template.fields.findIndex((f) => f.id === id)]?.[
            parseMonth(month) - parseMonth("2020-01")
          ],
      },
    });
    const hf = HyperFormula.buildFromArray(hyperFormulaSheet(template), {
      licenseKey: "gpl-v3",
      smartRounding: false,
    });
    const floor = new Floor(template);
    const compare = () => {
      const ours = engine.evaluateRange("all", months);
      const theirs = hf.getSheetValues(0);
      let nulls = 0;
      template.fields.forEach((field, i) => {
        for (let t = 0; t < template.months; t++) {
          const a = ours[field.id]![t] as number | null;
          const raw = theirs[t]?.[i];
          const b = raw === undefined || raw === null ? null : (raw as number);
          const c = Number.isNaN(floor.columns[i]![t]) ? null : floor.columns[i]![t]!;
          expect(sameNumber(a, b), `${field.id}@${months[t]}: ${a} vs ${b}`).toBe(true);
          expect(sameNumber(a, c), `${field.id}@${months[t]}: ${a} vs floor ${c}`).toBe(true);
          if (a === null) nulls++;
        }
      });
      return nulls;
    };
    const nulls = compare();
    expect(nulls).toBeGreaterThan(0); // shifts and ltm before the data are null in all three
    expect(nulls).toBeLessThan(template.fields.length * template.months * 0.1);
    engine.setInput("in3", months[14]!, 12345.67);
    hf.setCellContents({ sheet: 0, col: 3, row: 14 }, [[12345.67]]);
    floor.setInput(3, 14, 12345.67);
    compare();
    hf.destroy();
  });
});
