// Timestamps are stored and returned as ISO 8601 strings in UTC (`2024-01-31T10:00:00.000Z`), as the shared
// schemas describe them; they sort and compare correctly as strings.

export function isoNow(): string {
  return new Date().toISOString();
}

export function isoIn(milliseconds: number, from: Date = new Date()): string {
  return new Date(from.getTime() + milliseconds).toISOString();
}

/** Whether two of these timestamps fall in the same UTC minute (what the screens show of a time). */
export function sameMinute(a: string | null | undefined, b: string): boolean {
  // "2024-01-31T10:00": the date, the hour and the minute.
  return typeof a === "string" && a.length >= 16 && a.slice(0, 16) === b.slice(0, 16);
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
