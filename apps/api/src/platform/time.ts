// Timestamps are stored and returned as ISO 8601 strings in UTC (`2024-01-31T10:00:00.000Z`), as the shared
// schemas describe them; they sort and compare correctly as strings.

export function isoNow(): string {
  return new Date().toISOString();
}

export function isoIn(milliseconds: number, from: Date = new Date()): string {
  return new Date(from.getTime() + milliseconds).toISOString();
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
