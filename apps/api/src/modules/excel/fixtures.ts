// Test helpers of the Excel module (used by its tests, never by the app): multipart
// bodies, and filling a template's input cells with stored values the way a person would type them.
import { dateParts, flattenFields, isDateNumber } from "@ledgerline/schemas";
import type { FieldDefinition } from "@ledgerline/schemas";
import ExcelJS from "exceljs";
import type { FormConfigDoc } from "../reports/model";
import { translate } from "../reports/model";
import { COLUMN, FORM_MARKER, ROW } from "./layout";
import { readVersions, withVersions } from "./versions-property";

type Stored = number | string | boolean | null | undefined;

/** A multipart/form-data body with one file and text fields, for app.inject. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ledgerline${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A stored value as a person types it in the template (scale 1, labels of dropdowns in `language`). */
export function typedValue(field: FieldDefinition, stored: Stored, language: string): ExcelJS.CellValue {
  if (stored === null || stored === undefined) return null;
  const type = field.type === "COVENANT" ? (field.fieldType ?? "numeric") : field.type;
  if (type === "date" && typeof stored === "number" && isDateNumber(stored)) {
    const { year, month, day } = dateParts(stored);
    return new Date(Date.UTC(year, month - 1, day));
  }
  if (type === "dropdown") {
    const option = field.dropdownVals?.find((candidate) => candidate.value === stored);
    return option ? translate(option.label, language, option.value) : String(stored);
  }
  if ((type === "numeric" || type === "currency" || type === "percentual") && typeof stored === "number")
    return stored / 100;
  return stored;
}

export interface FillOptions {
  language: string;
  /** Stored values by form key and field name. */
  values: Record<string, Record<string, Stored>>;
  forms: readonly FormConfigDoc[];
}

/**
 * Types `values` into every unlocked value cell of the template's form sheets and saves it as Excel does:
 * Excel keeps the custom document properties of a file it saves, exceljs drops them, so the template's
 * `versions` property is carried over with jszip (exactly what the app writes).
 */
export async function fillTemplate(template: Buffer, options: FillOptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  fillWorkbook(workbook, options);
  return saveAsExcel(workbook, template);
}

/** The workbook as a file, with the `versions` property of `template` kept (see fillTemplate). */
export async function saveAsExcel(workbook: ExcelJS.Workbook, template: Buffer): Promise<Buffer> {
  const written = Buffer.from(await workbook.xlsx.writeBuffer());
  const versions = await readVersions(template);
  return versions ? withVersions(written, versions) : written;
}

export function fillWorkbook(workbook: ExcelJS.Workbook, options: FillOptions): void {
  for (const sheet of workbook.worksheets) {
    const marker = sheet.getRow(ROW.form);
    if (marker.getCell(COLUMN.key).value !== FORM_MARKER) continue;
    const formKey = String(marker.getCell(2).value);
    const form = options.forms.find((candidate) => candidate.key === formKey);
    if (!form) continue;
    const fields = new Map(
      flattenFields(form.fields).map((entry) => [entry.field.internalName, entry.field]),
    );
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber < ROW.firstField) return;
      const field = fields.get(String(row.getCell(COLUMN.key).value ?? ""));
      const cell = row.getCell(COLUMN.value);
      if (!field || cell.protection?.locked !== false) return;
      cell.value = typedValue(field, options.values[formKey]?.[field.internalName], options.language);
    });
  }
}

/** The cell of a field's value in a template sheet (for tests that break one cell). */
export function valueCell(workbook: ExcelJS.Workbook, formKey: string, fieldKey: string): ExcelJS.Cell {
  for (const sheet of workbook.worksheets) {
    if (sheet.getRow(ROW.form).getCell(2).value !== formKey) continue;
    let found: ExcelJS.Cell | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(COLUMN.key).value === fieldKey) found = row.getCell(COLUMN.value);
    });
    if (found) return found;
  }
  throw new Error(`no cell for ${formKey}.${fieldKey}`);
}
