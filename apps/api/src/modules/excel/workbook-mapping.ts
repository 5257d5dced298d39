// Finds each form's sheet and each field's row of an uploaded template by the hidden keys (row 1: the form
// key; column A: field keys), never by labels or positions, and reports every mismatch at once: sheets and
// keys that are missing, unknown, duplicated or moved to another form's sheet, and labels that no longer
// match their key (a row pasted over another). Labels are compared in the template's own language; the
// problems are worded in the request's.
import { apiText } from "../../i18n/texts";
import type { TextArgs } from "../../i18n/texts";
import type { FieldMismatch } from "./answers";
import { shownText } from "./cell-values";
import { COLUMN, FORM_MARKER, LISTS_SHEET, META, META_SHEET, ROW } from "./layout";
import type { TemplateForm, TemplateRow } from "./template-rows";
import type { UploadedCell, UploadedSheet, UploadedWorkbook } from "./workbook-reader";

export interface TemplateMeta {
  settings: Partial<Record<(typeof META.settings)[number], string>>;
}

export interface MappedRow {
  row: TemplateRow;
  rowNumber: number;
  /** The value cell (column C). */
  cell: UploadedCell;
}

export interface MappedForm {
  form: TemplateForm;
  sheet: UploadedSheet;
  /** Input rows found in the sheet. */
  inputs: MappedRow[];
}

export interface WorkbookMapping {
  forms: MappedForm[];
  problems: FieldMismatch[];
}

const EMPTY: UploadedCell = { value: null };

function cellOf(sheet: UploadedSheet, row: number, column: number): UploadedCell {
  return sheet.rows.get(row)?.[column - 1] ?? EMPTY;
}

function textOf(sheet: UploadedSheet, row: number, column: number): string {
  return shownText(cellOf(sheet, row, column).value).trim();
}

/** The template settings written in the very hidden meta sheet (empty when the sheet is gone). */
export function readMeta(workbook: UploadedWorkbook): TemplateMeta {
  const sheet = workbook.sheets.find((candidate) => candidate.name === META_SHEET);
  const settings: TemplateMeta["settings"] = {};
  for (const rowNumber of sheet?.rows.keys() ?? []) {
    const key = textOf(sheet!, rowNumber, 1);
    if ((META.settings as readonly string[]).includes(key))
      settings[key as (typeof META.settings)[number]] = textOf(sheet!, rowNumber, 2);
  }
  return { settings };
}

function formKeyOf(sheet: UploadedSheet): string | null {
  if (textOf(sheet, ROW.form, COLUMN.key) !== FORM_MARKER) return null;
  return textOf(sheet, ROW.form, 2);
}

const normalised = (text: string) => text.replace(/\s+/g, " ").trim();

export function mapWorkbook(
  workbook: UploadedWorkbook,
  forms: readonly TemplateForm[],
  options: { lenient: boolean; language: string },
): WorkbookMapping {
  const say = (id: string, values?: TextArgs) => apiText(options.language, id, values);
  const problems: FieldMismatch[] = [];
  const formByKey = new Map(forms.map((form) => [form.key, form]));
  const sheetsByForm = new Map<string, UploadedSheet>();
  for (const sheet of workbook.sheets) {
    if (sheet.name === META_SHEET || sheet.name === LISTS_SHEET) continue;
    const key = formKeyOf(sheet);
    if (key === null) continue; // a sheet the person added (notes, workings): not part of the template
    if (!formByKey.has(key)) {
      if (!options.lenient)
        problems.push({
          incorrect: say("upload-field-sheet-form", {
            sheet: sheet.name,
            form: key || say("upload-field-empty-key"),
          }),
          correct: say("upload-field-not-a-form"),
        });
      continue;
    }
    const first = sheetsByForm.get(key);
    if (first) {
      problems.push({
        incorrect: say("upload-field-sheet-form-again", { sheet: sheet.name, form: key }),
        correct: say("upload-field-only-sheet", { sheet: first.name }),
      });
      continue;
    }
    sheetsByForm.set(key, sheet);
  }

  // Which form each field key belongs to, to tell a moved row from an unknown one.
  const formOfKey = new Map<string, TemplateForm>();
  for (const form of forms)
    for (const row of form.rows) if (!formOfKey.has(row.key)) formOfKey.set(row.key, form);

  const mapped: MappedForm[] = [];
  for (const form of forms) {
    const sheet = sheetsByForm.get(form.key);
    if (!sheet) {
      if (!options.lenient)
        problems.push({
          incorrect: say("upload-field-missing-sheet", { form: form.key }),
          correct: say("upload-field-form-sheet", { sheet: form.name, form: form.key }),
        });
      continue;
    }
    const expected = new Map(form.rows.map((row) => [row.key, row]));
    const seen = new Map<string, number>();
    const inputs: MappedRow[] = [];
    for (const rowNumber of [...sheet.rows.keys()].sort((a, b) => a - b)) {
      if (rowNumber < ROW.firstField) continue;
      const key = textOf(sheet, rowNumber, COLUMN.key);
      if (key === "") continue;
      const at = `${sheet.name}!A${rowNumber}`;
      const row = expected.get(key);
      if (!row) {
        if (options.lenient) continue;
        const owner = formOfKey.get(key);
        problems.push({
          incorrect: say("upload-field-cell-key", { cell: at, key }),
          correct: owner
            ? say("upload-field-form-sheet", { sheet: owner.name, form: owner.key })
            : say("upload-field-no-such-field", { form: form.name }),
        });
        continue;
      }
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push({
          incorrect: say("upload-field-cell-key-again", { cell: at, key }),
          correct: say("upload-field-only-row", { row: first }),
        });
        continue;
      }
      seen.set(key, rowNumber);
      const label = normalised(shownText(cellOf(sheet, rowNumber, COLUMN.label).value));
      if (!options.lenient && label !== normalised(row.label)) {
        problems.push({
          incorrect: say("upload-field-cell-label", { cell: `${sheet.name}!B${rowNumber}`, label }),
          correct: say("upload-field-label-of-field", { label: row.label, field: `${form.key}.${key}` }),
        });
        continue;
      }
      if (row.kind === "input") inputs.push({ row, rowNumber, cell: cellOf(sheet, rowNumber, COLUMN.value) });
    }
    if (!options.lenient) {
      for (const row of form.rows) {
        if (row.kind === "input" && !seen.has(row.key))
          problems.push({
            incorrect: say("upload-field-missing-field", { field: `${form.key}.${row.key}` }),
            correct: say("upload-field-row-with-key", { sheet: sheet.name, label: row.label, key: row.key }),
          });
      }
    }
    mapped.push({ form, sheet, inputs });
  }
  return { forms: mapped, problems };
}
