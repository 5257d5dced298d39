// Builds the template workbook (exceljs) from a TemplateModel: one sheet per form, hidden keys, typed and
// unlocked input cells, locked computed and comparison cells, sheet protection without a password (a guide
// for the person filling it, not security: the server checks everything again on upload), and the `versions`
// custom property added afterwards (versions-property.ts).
import ExcelJS from "exceljs";
import type { Cell, DataValidation, Worksheet } from "exceljs";
import { LARGEST_NUMBER_VALUE, dateParts, isDateNumber, numberBounds } from "@ledgerline/schemas";
import { fieldNumberFormat } from "../../platform/sheet";
import { displayOf } from "../reports/wizard";
import { COLUMN, FORM_MARKER, INDENT_PER_LEVEL, LISTS_SHEET, META, META_SHEET, ROW } from "./layout";
import type { FilledForm, TemplateModel } from "./template-data";
import { templateInfo, templateTexts } from "./template-texts";
import type { TemplateTexts } from "./template-texts";
import { valueTypeOf } from "./template-rows";
import type { TemplateRow } from "./template-rows";
import { textCell } from "./text-cells";
import { withVersions } from "./versions-property";

type Stored = number | string | boolean | null | undefined;

const LOCKED_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFEFEFEF" } } as const;
const HEADER_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFD9E2EC" } } as const;

/** Excel's sheet-name rules: at most 31 characters, none of : \ / ? * [ ], unique (case-insensitive). */
export function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>([META_SHEET, LISTS_SHEET]);
  return names.map((name) => {
    const base =
      name
        .replace(/[:\\/?*[\]]/g, " ")
        .replace(/^'+|'+$/g, "")
        .trim()
        .slice(0, 31) || "Form";
    let candidate = base;
    for (let i = 2; used.has(candidate.toLowerCase()); i++)
      candidate = `${base.slice(0, 31 - String(i).length - 1)} ${i}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** Percentages are in their cells as typed (5 for 5 %), so the upload reads them like the wizard's input. */
export function numberFormatOf(
  row: Pick<TemplateRow, "field">,
  texts: Pick<TemplateTexts, "units">,
): string | undefined {
  const type = valueTypeOf(row.field);
  if (type === "date") return "yyyy-mm-dd";
  return fieldNumberFormat(type, row.field.settings, "percent", (unit) => texts.units[unit]);
}

/** A stored value as the cell shows it: display units for numbers, a Date, a dropdown label, yes/no. */
export function cellValueOf(
  row: TemplateRow,
  form: FilledForm,
  scale: number,
  stored: Stored,
  texts: TemplateTexts,
): ExcelJS.CellValue {
  if (stored === null || stored === undefined || stored === "") return null;
  const type = valueTypeOf(row.field);
  if (type === "date" && typeof stored === "number" && isDateNumber(stored)) {
    const { year, month, day } = dateParts(stored);
    return new Date(Date.UTC(year, month - 1, day));
  }
  if (type === "dropdown" && typeof stored === "string")
    return textCell(row.options.find((option) => option.value === stored)?.label ?? stored);
  if (type === "boolean" && typeof stored === "boolean") return stored ? texts.yes : texts.no;
  const shown = displayOf(row.field, form.form, scale, stored);
  if (typeof shown === "string") return textCell(shown);
  return shown === null ? null : shown;
}

function validationOf(
  row: TemplateRow,
  listRange: string | undefined,
  texts: TemplateTexts,
): DataValidation | undefined {
  const type = valueTypeOf(row.field);
  const rules = row.field.validations ?? {};
  if (type === "numeric" || type === "currency" || type === "percentual") {
    // A side without a rule is bounded by the largest value a number can have.
    const { minimum = -LARGEST_NUMBER_VALUE, maximum = LARGEST_NUMBER_VALUE } = numberBounds(rules);
    return {
      type: "decimal",
      operator: "between",
      allowBlank: true,
      showErrorMessage: true,
      formulae: [minimum, maximum],
    };
  }
  if (type === "date")
    return {
      type: "date",
      operator: "greaterThan",
      allowBlank: true,
      showErrorMessage: true,
      formulae: [new Date(Date.UTC(1900, 0, 1))],
    };
  if (type === "dropdown" && listRange)
    return { type: "list", allowBlank: true, showErrorMessage: true, formulae: [listRange] };
  if (type === "boolean")
    return {
      type: "list",
      allowBlank: true,
      showErrorMessage: true,
      formulae: [`"${texts.yes},${texts.no}"`],
    };
  if ((type === "text" || type === "textarea") && typeof rules.maxLength === "number")
    return {
      type: "textLength",
      operator: "lessThanOrEqual",
      allowBlank: true,
      showErrorMessage: true,
      formulae: [rules.maxLength],
    };
  return undefined;
}

function lockedStyle(cell: Cell, format: string | undefined): void {
  cell.fill = LOCKED_FILL;
  cell.protection = { locked: true };
  if (format) cell.numFmt = format;
}

async function writeFormSheet(
  sheet: Worksheet,
  form: FilledForm,
  model: TemplateModel,
  texts: TemplateTexts,
  lists: Worksheet,
): Promise<void> {
  sheet.columns = [
    { key: "key", width: 24, hidden: true },
    { key: "label", width: 56 },
    { key: "value", width: 20 },
    ...form.comparisons.map(() => ({ width: 16 })),
  ];
  const formRow = sheet.getRow(ROW.form);
  formRow.values = [FORM_MARKER, form.key, form.version];
  formRow.hidden = true;

  const title = sheet.getCell(ROW.title, COLUMN.label);
  title.value = form.name;
  title.font = { bold: true, size: 14 };
  sheet.getCell(ROW.info, COLUMN.label).value = templateInfo(model.language, {
    client: model.clientName,
    period: model.period,
    currency: model.currency,
    scale: model.scale,
  });
  const note = sheet.getCell(ROW.info, COLUMN.value);
  note.value = texts.guide;
  note.font = { italic: true, color: { argb: "FF555555" } };

  const header = sheet.getRow(ROW.header);
  header.getCell(COLUMN.label).value = texts.field;
  header.getCell(COLUMN.value).value = texts.value;
  form.comparisons.forEach((scope, index) => {
    header.getCell(COLUMN.firstComparison + index).value = scope;
  });
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
  });

  let rowNumber = ROW.firstField;
  for (const row of form.rows) {
    const excelRow = sheet.getRow(rowNumber++);
    excelRow.getCell(COLUMN.key).value = row.key;
    const label = excelRow.getCell(COLUMN.label);
    label.value = row.label;
    label.alignment = { indent: (row.depth - 1) * INDENT_PER_LEVEL };
    if (row.kind === "section" || row.field.gridConfig?.bold) label.font = { bold: true };
    if (row.kind === "section") continue;

    const format = numberFormatOf(row, texts);
    const value = excelRow.getCell(COLUMN.value);
    const stored = row.kind === "computed" ? form.current.computed[row.key] : form.current.values[row.key];
    value.value = cellValueOf(row, form, model.scale, stored, texts);
    if (row.kind === "input") {
      value.protection = { locked: false };
      if (format) value.numFmt = format;
      let listRange: string | undefined;
      if (row.options.length > 0) {
        const column = lists.columnCount + 1;
        row.options.forEach((option, index) => {
          lists.getCell(index + 1, column).value = option.label;
        });
        const letter = lists.getColumn(column).letter;
        listRange = `'${LISTS_SHEET}'!$${letter}$1:$${letter}$${row.options.length}`;
      }
      const validation = validationOf(row, listRange, texts);
      if (validation) value.dataValidation = validation;
      if (valueTypeOf(row.field) === "textarea") value.alignment = { wrapText: true };
    } else {
      lockedStyle(value, format);
    }

    form.comparisons.forEach((scope, index) => {
      const data = form.comparisonData[scope];
      const cell = excelRow.getCell(COLUMN.firstComparison + index);
      const earlier = row.kind === "computed" ? data?.computed[row.key] : data?.values[row.key];
      cell.value = cellValueOf(row, form, model.scale, earlier, texts);
      lockedStyle(cell, format);
    });
  }
  sheet.views = [{ state: "frozen", xSplit: COLUMN.label, ySplit: ROW.header }];
  // No password: the protection guides the person filling the sheet to the input cells; the upload trusts
  // none of the locked cells (computed fields are recomputed, labels and keys are checked).
  await sheet.protect("", {
    selectLockedCells: true,
    selectUnlockedCells: true,
    formatColumns: true,
    formatRows: true,
  });
}

function writeMetaSheet(sheet: Worksheet, model: TemplateModel, names: readonly string[]): void {
  sheet.state = "veryHidden";
  sheet.addRow(["key", "value"]);
  const settings: Record<(typeof META.settings)[number], string | number> = {
    reportId: model.reportId,
    clientId: model.clientId,
    numeric: model.numeric,
    language: model.language,
    currency: model.currency,
    reportingScale: model.scale,
  };
  for (const key of META.settings) sheet.addRow([key, settings[key]]);
  model.forms.forEach((form, index) => sheet.addRow([META.formRow, names[index], form.key, form.version]));
}

/** The template as an .xlsx file, with its `versions` property. */
export async function buildTemplate(model: TemplateModel): Promise<Buffer> {
  const texts = templateTexts(model.language);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Ledgerline";
  workbook.title = `${model.clientName} ${model.period}`;
  workbook.created = new Date();
  const names = sheetNames(model.forms.map((form) => form.name));
  const sheets = model.forms.map((_form, index) => workbook.addWorksheet(names[index]));
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: "hidden" });
  for (const [index, form] of model.forms.entries()) {
    await writeFormSheet(sheets[index]!, form, model, texts, lists);
  }
  await lists.protect("", { selectLockedCells: true, selectUnlockedCells: true });
  writeMetaSheet(workbook.addWorksheet(META_SHEET), model, names);
  const written = await workbook.xlsx.writeBuffer();
  return withVersions(
    new Uint8Array(written as ArrayBuffer),
    Object.fromEntries(model.forms.map((form) => [form.key, form.version])),
  );
}
