// The rows of the covenants export (spec 3 §2, §9; docs/exports.md, "Covenants export"): one per covenant of
// an open investment whose central covenant has the chosen field type, with the stored hundredths as values.
import { formatDateNumber, waiverInEffect } from "@ledgerline/schemas";
import type { CovenantValueType } from "@ledgerline/schemas";
import type { InvestmentDoc, WaiverDoc } from "../../investments/model";
import { translate } from "../../reports/model";

export interface CovenantRow {
  client: string;
  investment: string;
  fund: string;
  currency: string;
  covenant: string;
  fieldType: CovenantValueType;
  /** Hundredths, as stored; null for an open end of the range. */
  min: number | null;
  max: number | null;
  alertThreshold: number;
  /** The waiver in effect on the day of the export, said in words; "" when none. */
  waiver: string;
}

function hundredthsLabel(value: number | null | undefined): string {
  return value === null || value === undefined ? "–" : (value / 100).toFixed(2);
}

/** "ALTER from 2025-01-01 to 2025-06-30: range 1.00 – 5.00, alert 0.50", and the like. */
export function waiverLabel(waiver: WaiverDoc, language: string): string {
  const span = `from ${formatDateNumber(waiver.startDate)} to ${formatDateNumber(waiver.endDate)}`;
  if (waiver.waiverType === "REPLACE" && waiver.centralCovenant)
    return `REPLACE ${span}: ${translate(waiver.centralCovenant.name, language, waiver.centralCovenant.internalName)}`;
  if (waiver.waiverType === "ALTER") {
    const range = `range ${hundredthsLabel(waiver.range?.min)} – ${hundredthsLabel(waiver.range?.max)}`;
    const alert =
      waiver.alertThreshold === undefined ? "" : `, alert ${hundredthsLabel(waiver.alertThreshold)}`;
    return `ALTER ${span}: ${range}${alert}`;
  }
  return `${waiver.waiverType} ${span}`;
}

/** Open investments (no end date, or one after today), sorted by client, investment and covenant. */
export function covenantRows(
  investments: readonly InvestmentDoc[],
  fieldType: CovenantValueType,
  today: number,
  language: string,
): CovenantRow[] {
  const rows: CovenantRow[] = [];
  for (const investment of investments) {
    if (investment.endedAt !== null && investment.endedAt <= today) continue;
    for (const covenant of investment.covenants) {
      if (covenant.centralCovenantId.fieldType !== fieldType) continue;
      const waiver = waiverInEffect(covenant.waivers, today);
      rows.push({
        client: investment.client.name,
        investment: investment.importedId,
        fund: investment.fund.name,
        currency: investment.currency,
        covenant: translate(
          covenant.centralCovenantId.name,
          language,
          covenant.centralCovenantId.internalName,
        ),
        fieldType,
        min: covenant.range.min,
        max: covenant.range.max,
        alertThreshold: covenant.alertThreshold,
        waiver: waiver ? waiverLabel(waiver, language) : "",
      });
    }
  }
  const collator = new Intl.Collator("en");
  return rows.sort(
    (a, b) =>
      collator.compare(a.client, b.client) ||
      collator.compare(a.investment, b.investment) ||
      collator.compare(a.covenant, b.covenant),
  );
}
