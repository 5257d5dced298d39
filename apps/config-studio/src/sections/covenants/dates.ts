// Archive dates travel as YYYYMMDD numbers; the date input speaks YYYY-MM-DD.

/** YYYYMMDD → "YYYY-MM-DD" (the date input's value); "" for none. */
export function dateNumberToInput(numeric: number | null | undefined): string {
  const text = numeric ? String(numeric) : "";
  return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : "";
}

/** "YYYY-MM-DD" → YYYYMMDD; null when not a date. */
export function inputToDateNumber(text: string): number | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? Number(text.replaceAll("-", "")) : null;
}
