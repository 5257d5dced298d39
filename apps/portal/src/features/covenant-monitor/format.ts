// How the monitor writes its figures: covenant values as the wizard shows them (stored hundredths → /100,
// a percent sign for percentual ones, the language's separators, the decimals and unit of the covenant's
// template field), periods MMM/YYYY and dates DD/MMM/YYYY (spec 3 §2) in the interface language, headroom in
// percent of the binding limit.
import type { Language } from "@ledgerline/schemas";
import dayjs from "dayjs";
import { fieldNumber } from "../dashboard/chartFormat";
import type { NumberSettings } from "../dashboard/chartFormat";
import type { MonitorRow } from "./api";

/**
 * A stored covenant value or limit as the wizard shows it; -n.a.- without one. Limits are written without
 * `settings` (the type's default and no unit), as the wizard's covenant rows write them.
 */
export function covenantNumber(
  stored: number | null,
  fieldType: string,
  language: Language,
  settings: NumberSettings = {},
): string {
  // A no-break space: "5.00 %" never wraps between the number and its sign.
  return fieldNumber(stored === null ? null : stored / 100, fieldType, language, settings).replace(
    " %",
    "\u00a0%",
  );
}

/** The tested covenant: a REPLACE waiver's replacement, else the covenant itself. */
export function testedCovenant(
  row: Pick<MonitorRow, "covenant" | "waiver">,
): MonitorRow["covenant"] | NonNullable<NonNullable<MonitorRow["waiver"]>["replacement"]> {
  return row.waiver?.replacement ?? row.covenant;
}

/** The field type of the tested value: a REPLACE waiver's replacement, else the covenant's own. */
export function testedFieldType(row: Pick<MonitorRow, "covenant" | "waiver">): string {
  return testedCovenant(row).fieldType;
}

function dateOf(numeric: number) {
  const text = String(numeric);
  return dayjs(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8) || "01"}`);
}

/** yyyymmdd or YYYY-MM → MMM/YYYY. */
export function periodText(period: number | string): string {
  return (typeof period === "number" ? dateOf(period) : dayjs(`${period}-01`)).format("MMM/YYYY");
}

/** yyyymmdd → DD/MMM/YYYY. */
export function dateText(numeric: number): string {
  return dateOf(numeric).format("DD/MMM/YYYY");
}

/** Headroom with one decimal and its sign: "+12.5 %", "−3.0 %". */
export function headroomText(headroom: number, language: Language): string {
  return `${new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  }).format(headroom)}\u00a0%`;
}

/** Worst first, as the API orders them. */
export const STATUS_ORDER = ["breached", "alerted", "unknown", "waived", "ok"] as const;

export function statusRank(status: string): number {
  const rank = (STATUS_ORDER as readonly string[]).indexOf(status);
  return rank < 0 ? STATUS_ORDER.length : rank;
}

/** Headroom ascending, covenants without one after every number. */
export function compareHeadroom(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}

/**
 * The limit the covenant is held to, as the API measures headroom against it: the bound the value crossed,
 * else the one the alert threshold sits near, else the only one.
 */
export function bindingLimit(row: Pick<MonitorRow, "value" | "range" | "alertThreshold">): number | null {
  const { min, max } = row.range;
  if (row.value !== null && max !== null && row.value > max) return max;
  if (row.value !== null && min !== null && row.value < min) return min;
  if (min === null || max === null) return max ?? min;
  const alert = row.alertThreshold;
  return alert === null || alert - min >= max - alert ? max : min;
}
