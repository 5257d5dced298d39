// One input cell of an uploaded template → the value the wizard's save takes (display units, a yyyymmdd date,
// a dropdown value, a boolean), or why it cannot be one. Formula injection is refused here: a formula in an
// input cell, or a text starting with = + - @ (or a tab or carriage return) in a text field, would run when
// the stored text is exported to Excel again; refusing it, rather than storing it as text, keeps every
// export safe without escaping, and the person who typed it learns which cell to fix.
import { dateNumber, isDateNumber } from "@ledgerline/schemas";
import type { CellValue } from "exceljs";
import { BOOLEAN_WORDS, fillIn } from "./template-texts";
import { valueTypeOf } from "./template-rows";
import type { TemplateRow } from "./template-rows";
import { uploadTexts } from "./upload-texts";

export type CellReading =
  | { ok: true; raw: string | number | boolean | null }
  | { ok: false; shown: string; message: string; injection?: boolean };

const FORMULA_LEAD = /^[=+\-@\t\r]/;
const TEXT_TYPES = new Set(["text", "textarea", "dropdown"]);
/** Excel's serial day numbers of 1900-01-01 and 9999-12-31. */
const EXCEL_SERIAL = { min: 1, max: 2_958_465 };

/** A cell value as text, for messages. */
export function shownText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((run) => run.text).join("");
    if ("formula" in value || "sharedFormula" in value) {
      const formula = "formula" in value ? value.formula : value.sharedFormula;
      return `=${String(formula ?? "")}`;
    }
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("error" in value) return String(value.error);
  }
  return String(value);
}

function isFormula(value: CellValue): boolean {
  return typeof value === "object" && value !== null && ("formula" in value || "sharedFormula" in value);
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
  const words = uploadTexts(language);
  const shown = shownText(value);
  if (isFormula(value)) return { ok: false, shown, injection: true, message: words.cell.formula };
  if (value === null || value === undefined) return { ok: true, raw: null };
  if (typeof value === "object" && !(value instanceof Date) && "error" in value)
    return { ok: false, shown, message: fillIn(words.cell.excelError, { error: shown }) };

  const type = valueTypeOf(row.field);
  const text = typeof value === "object" && !(value instanceof Date) ? shown : null;
  if (TEXT_TYPES.has(type)) {
    const string =
      value instanceof Date ? shown : typeof value === "string" ? value : (text ?? String(value));
    // Only typed text can carry a formula: a number Excel stored (say -5) is not one.
    if (typeof value !== "number" && FORMULA_LEAD.test(string))
      return { ok: false, shown, injection: true, message: words.cell.formulaLike };
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
    if (BOOLEAN_WORDS.yes.has(word)) return { ok: true, raw: true };
    if (BOOLEAN_WORDS.no.has(word)) return { ok: true, raw: false };
    return { ok: false, shown, message: words.cell.yesOrNo };
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
    return { ok: false, shown, message: words.reasons.number };
  return { ok: true, raw: text ?? String(value) };
}
