// The template's value cells follow the field's settings (decimals, unit) in their number format only: the
// cell keeps the number, so an upload of the untouched template reads back what was stored.
import { LARGEST_NUMBER_VALUE } from "@ledgerline/schemas";
import type { FieldDefinition } from "@ledgerline/schemas";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { FormConfigDoc } from "../reports/model";
import { COLUMN, ROW } from "./layout";
import { buildTemplate, numberFormatOf } from "./template-builder";
import type { FilledForm, TemplateModel } from "./template-data";
import type { TemplateRow } from "./template-rows";
import { templateTexts } from "./template-texts";
import { checkUpload } from "./upload-check";

function row(key: string, field: Partial<FieldDefinition> & Pick<FieldDefinition, "type">): TemplateRow {
  return {
    key,
    label: key,
    depth: 1,
    kind: "input",
    field: { internalName: key, name: { en: key }, ...field } as FieldDefinition,
    options: [],
  };
}

const ROWS = [
  row("days", { type: "numeric", settings: { decimals: 1, unit: "days" } }),
  row("share", { type: "percentual", settings: { decimals: 1 } }),
  row("cash", { type: "currency", settings: { decimals: 0 } }),
  row("plain", { type: "numeric" }),
];

function model(language: "en" | "fr", values: Record<string, number>): TemplateModel {
  const form: FilledForm = {
    key: "kpis",
    version: "1",
    name: "KPIs",
    form: { key: "kpis", settings: {} } as unknown as FormConfigDoc,
    comparisons: [],
    rows: ROWS,
    current: { values, computed: {} },
    comparisonData: {},
  };
  return {
    language,
    reportId: "r1",
    clientId: "c1",
    clientName: "Andes",
    numeric: 20240331,
    period: "March 2024",
    currency: "PEN",
    scale: 1,
    forms: [form],
  };
}

describe("numberFormatOf", () => {
  const en = templateTexts("en");

  it("shows the field's decimals on every number type, two when unset", () => {
    expect(numberFormatOf(ROWS[0]!, en)).toBe('#,##0.0" days"');
    expect(numberFormatOf(ROWS[1]!, en)).toBe('#,##0.0" %"');
    expect(numberFormatOf(ROWS[2]!, en)).toBe("#,##0");
    expect(numberFormatOf(ROWS[3]!, en)).toBe("#,##0.00");
  });

  it("says the unit in the template's language", () => {
    expect(numberFormatOf(ROWS[0]!, templateTexts("fr"))).toBe('#,##0.0" jours"');
  });
});

describe("buildTemplate with field settings", () => {
  const stored = { days: 1234, share: 1255, cash: 987654, plain: 5 };

  it("writes the unrounded value with the field's format, and an untouched upload reads it back", async () => {
    const file = await buildTemplate(model("en", stored));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const cell = workbook.getWorksheet("KPIs")!.getCell(ROW.firstField, COLUMN.value);
    expect(cell.value).toBe(12.34);
    expect(cell.numFmt).toBe('#,##0.0" days"');

    const plan = await checkUpload(file, {
      formsIn: () => model("en", stored).forms,
      language: "en",
      scale: 1,
      acceptOutdated: false,
      validate: async () => [],
    });
    expect(plan.forms[0]!.changes).toEqual([
      { path: "days", change: 12.34 },
      { path: "share", change: 12.55 },
      { path: "cash", change: 9876.54 },
      { path: "plain", change: 0.05 },
    ]);
  });
});

describe("buildTemplate's number rules", () => {
  it("lets Excel accept what the form and the save accept: no negatives below a negative min", async () => {
    const rows = [
      row("loans", { type: "currency", validations: { allowNegative: false, min: -5 } }),
      row("ratio", { type: "numeric", validations: { min: 1, max: 9 } }),
    ];
    const base = model("en", {});
    const file = await buildTemplate({ ...base, forms: [{ ...base.forms[0]!, rows }] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("KPIs")!;
    expect(sheet.getCell(ROW.firstField, COLUMN.value).dataValidation).toMatchObject({
      formulae: [0, LARGEST_NUMBER_VALUE],
    });
    expect(sheet.getCell(ROW.firstField + 1, COLUMN.value).dataValidation).toMatchObject({
      formulae: [1, 9],
    });
  });
});
