// Display helpers of the catalogue: stored hundredths shown /100 (percent sign for percentual covenants).
import { limitLabel } from "../investments/format";
import type { CentralCovenant } from "./types";

/** "min – max" with a dash for an open bound; "" when neither is set. */
export function rangeLabel(covenant: Pick<CentralCovenant, "range" | "fieldType">, language: string): string {
  const min = limitLabel(covenant.range.min, covenant.fieldType, language);
  const max = limitLabel(covenant.range.max, covenant.fieldType, language);
  if (min === null && max === null) return "";
  return `${min ?? "—"} – ${max ?? "—"}`;
}

/** True when the typed number has at most 2 decimals (the last separator is the decimal mark). */
export function hasAtMostTwoDecimals(text: string | null | undefined): boolean {
  const cleaned = (text ?? "").replace(/\s+/g, "");
  const last = Math.max(cleaned.lastIndexOf("."), cleaned.lastIndexOf(","));
  return last < 0 || cleaned.length - last - 1 <= 2;
}

/** The API's field path (`links.0.uri`, `range.min`) as the form's name path. */
export function formPathOf(field: string): Array<string | number> | null {
  if (field === "range.min") return ["min"];
  if (field === "range.max") return ["max"];
  if (field === "range") return ["min"];
  if (field === "alertThreshold") return ["alert"];
  const parts = field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const head = parts[0];
  if (
    head === "name" ||
    head === "guide" ||
    head === "links" ||
    head === "internalName" ||
    head === "fieldType" ||
    head === "formula" ||
    head === "clientType"
  )
    return parts;
  return null;
}
