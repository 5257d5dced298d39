// One input cell of an uploaded template → the value the wizard's save takes (display units, a yyyymmdd date,
// a dropdown value, a boolean), or why it cannot be one. Formula cells are refused here, whatever they compute;
// text in a string cell is taken as it is, even when it starts with = + - @ (text-cells.ts says why).
import { dateNumber, isDateNumber } from "@ledgerline/schemas";
import type { CellValue } from "exceljs";
import { apiText } from "../../i18n/texts";
import type { TextArgs } from "../../i18n/texts";
import { cellText, isFormulaCell } from "./text-cells";
import { booleanWordsOf } from "./template-texts";
import { valueTypeOf } from "./template-rows";
import type { TemplateRow } from "./template-rows";

export type CellReading =
  | { ok: true; raw: string | number | boolean | null }
  | { ok: false; shown: string; message: string; injection?: boolean };

const TEXT_TYPES = new Set(["text", "textarea", "dropdown"]);
/** Excel's serial day numbers of 1900-01-01 and 9999-12-31. */
const EXCEL_SERIAL = { min: 1, max: 2_958_465 };

/** What Excel shows in a date cell whose number is no date it can show (before 1900, after 9999). */
const IMPOSSIBLE_DATE = "########";

function isValidDate(value: Date): boolean {
  return !Number.isNaN(value.getTime());
}

/** A cell value as text, for messages. */
export function shownText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return isValidDate(value) ? value.toISOString().slice(0, 10) : IMPOSSIBLE_DATE;
  const text = cellText(value);
  if (text !== null) return text;
  if (typeof value === "object") {
    if ("formula" in value || "sharedFormula" in value) {
      const formula = "formula" in value ? value.formula : value.sharedFormula;
      return `=${String(formula ?? "")}`;
    }
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("error" in value) return String(value.error);
  }
  return String(value);
}

function excelSerialToDate(serial: number): number | null {
  if (!Number.isInteger(serial) || serial < EXCEL_SERIAL.min || serial > EXCEL_SERIAL.max) return null;
  const date = new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000);
  return dateNumber(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** A percentage format Excel applied itself (the user typed "5%"): the cell then holds the fraction 0.05. */
function isExcelPercentFormat(numFmt: string | undefined): boolean {
  return typeof numFmt === "string" && /%/.test(numFmt.replace(/"[^"]*"/g, ""));
}

/** Messages in `language`, the request's. */
export function readInputCell(
  row: TemplateRow,
  value: CellValue,
  language: string,
  numFmt?: string,
): CellReading {
  const say = (id: string, args?: TextArgs) => apiText(language, id, args);
  const shown = shownText(value);
  if (isFormulaCell(value)) return { ok: false, shown, injection: true, message: say("upload-cell-formula") };
  if (value === null || value === undefined) return { ok: true, raw: null };
  // A number formatted as a date beyond what a Date holds: exceljs reads it as an invalid Date.
  if (value instanceof Date && !isValidDate(value))
    return { ok: false, shown, message: say("upload-reason-date") };
  if (typeof value === "object" && !(value instanceof Date) && "error" in value)
    return { ok: false, shown, message: say("upload-cell-excel-error", { error: shown }) };

  const type = valueTypeOf(row.field);
  const text = typeof value === "object" && !(value instanceof Date) ? shown : null;
  if (TEXT_TYPES.has(type)) {
    const string = cellText(value) ?? (value instanceof Date ? shown : (text ?? String(value)));
    if (type === "dropdown") {
      const option =
        row.options.find((candidate) => candidate.label === string.trim()) ??
        row.options.find((candidate) => candidate.value === string.trim());
      return { ok: true, raw: option ? option.value : string };
    }
    return { ok: true, raw: string };
  }
  if (type === "boolean") {
    if (typeof value === "boolean") return { ok: true, raw: value };
    const word = (text ?? String(value)).trim().toLowerCase();
    const words = booleanWordsOf();
    if (words.yes.has(word)) return { ok: true, raw: true };
    if (words.no.has(word)) return { ok: true, raw: false };
    return { ok: false, shown, message: say("upload-cell-yes-or-no") };
  }
  if (type === "date") {
    if (value instanceof Date)
      return {
        ok: true,
        raw: dateNumber(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()),
      };
    if (typeof value === "number")
      return { ok: true, raw: isDateNumber(value) ? value : (excelSerialToDate(value) ?? value) };
    return { ok: true, raw: text ?? String(value) };
  }
  // Numbers: typed numbers as they are, texts parsed by the wizard's rules (digits, minus, dot, comma).
  if (typeof value === "number") {
    if (type === "percentual" && isExcelPercentFormat(numFmt)) return { ok: true, raw: value * 100 };
    return { ok: true, raw: value };
  }
  if (value instanceof Date || typeof value === "boolean")
    return { ok: false, shown, message: say("upload-reason-number") };
  return { ok: true, raw: text ?? String(value) };
}
