// Text and formulas in a template, one rule for the download and the upload. What makes a cell run in Excel
// is its type, not its first character: a string cell shows its text as typed and is never evaluated, even
// "=1+1". So text that starts like a formula ("- new branch opened", "+44 20", "@home") is ordinary text, saved
// online as typed: the template writes every text as a string cell, and the upload takes a string cell back
// unchanged. Only a formula cell runs, and the upload refuses every one. A person who opens the template and
// saves it untouched keeps the string cells; one who re-types such a text makes Excel read it as a formula,
// which is refused with the cell to fix.
import type { CellValue } from "exceljs";

/**
 * A stored text as a template cell's value. exceljs writes a plain string as a string cell (`t="s"`), never
 * as a formula (that takes a `{ formula }` value), so no escaping is needed or wanted: an apostrophe would
 * become part of the text and come back on upload.
 */
export function textCell(text: string): CellValue {
  return text;
}

/** A cell Excel evaluates: a formula of its own, or a share of another cell's formula. */
export function isFormulaCell(value: CellValue): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    !(value instanceof Date) &&
    ("formula" in value || "sharedFormula" in value)
  );
}

/** The text of a string cell (plain or rich text), or null for any other kind of cell. */
export function cellText(value: CellValue): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "object" && value !== null && !(value instanceof Date) && "richText" in value)
    return value.richText.map((run) => run.text).join("");
  return null;
}
