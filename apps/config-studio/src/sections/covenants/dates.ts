// Covenant limits are stored in hundredths (percentual: hundredths of a percent, so 12.5 % is 1250) and typed
// as ordinary numbers: the last dot or comma is the decimal mark, at most two decimals.

/** A typed number → stored hundredths; null when empty, undefined when not a number. */
export function toStored(text: string | null | undefined): number | null | undefined {
  const cleaned = (text ?? "").replace(/\s+/g, "");
  if (cleaned === "") return null;
  if (!/^-?[0-9.,]*[0-9][0-9.,]*$/.test(cleaned)) return undefined;
  const negative = cleaned.startsWith("-");
  const body = negative ? cleaned.slice(1) : cleaned;
  const last = Math.max(body.lastIndexOf("."), body.lastIndexOf(","));
  const whole = (last < 0 ? body : body.slice(0, last)).replace(/[.,]/g, "") || "0";
  const decimals = last < 0 ? "" : body.slice(last + 1);
  if (decimals.length > 2) return undefined;
  const hundredths = Number(whole) * 100 + Number(decimals.padEnd(2, "0"));
  if (!Number.isSafeInteger(hundredths)) return undefined;
  return negative && hundredths !== 0 ? -hundredths : hundredths;
}

/** The decimal mark of a language ("." in English, "," in French). */
function decimalMark(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? "."
  );
}

/** Stored hundredths → the text of the input, in the language's notation without grouping (1250 → "12.5"). */
export function storedToInput(stored: number | null | undefined, language: string): string {
  if (stored === null || stored === undefined || !Number.isFinite(stored)) return "";
  const absolute = Math.abs(Math.round(stored));
  const cents = String(absolute % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${stored < 0 ? "-" : ""}${Math.floor(absolute / 100)}${cents ? decimalMark(language) + cents : ""}`;
}

/** Stored hundredths as the list shows them: "12.5%" for percentual, "1,234.5" otherwise; "" for none. */
export function limitLabel(stored: number | null | undefined, fieldType: string, language: string): string {
  if (stored === null || stored === undefined || !Number.isFinite(stored)) return "";
  if (fieldType === "percentual")
    return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(
      stored / 10000,
    );
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(stored / 100);
}

/** "min – max", a dash for an open bound, "" when neither is set. */
export function rangeLabel(
  range: { min: number | null; max: number | null },
  fieldType: string,
  language: string,
) {
  const min = limitLabel(range.min, fieldType, language);
  const max = limitLabel(range.max, fieldType, language);
  if (!min && !max) return "";
  return `${min || "—"} – ${max || "—"}`;
}

/** YYYYMMDD → "YYYY-MM-DD" (the date input's value); "" for none. */
export function dateNumberToInput(numeric: number | null | undefined): string {
  const text = numeric ? String(numeric) : "";
  return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : "";
}

/** "YYYY-MM-DD" → YYYYMMDD; null when not a date. */
export function inputToDateNumber(text: string): number | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? Number(text.replaceAll("-", "")) : null;
}
