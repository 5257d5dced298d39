// The rows of the investments export (spec 2 §7 createExportInvestments; spec 3 §3): one per investment
// outstanding in a chosen month that matches every filter, built from what the repositories read (the
// investments of the clients in scope, and their clients). Pure: the resolver reads, this decides.
import type { ReportingPeriodicity } from "@ledgerline/schemas";
import type { ClientDoc } from "../../../model/clients";
import type { InvestmentDoc } from "../../investments/model";
import { monthEnd, monthStart } from "../calendar-months";

export interface InvestmentsExportFilters {
  /** Calendar months, YYYYMM. */
  months: readonly number[];
  /** Each filter keeps everything when empty. */
  fundIds: readonly string[];
  /** Region ids (the client's worldRegion). */
  regionIds: readonly string[];
  periodicities: readonly ReportingPeriodicity[];
  managerIds: readonly string[];
}

export interface InvestmentsExportRow {
  investmentId: string;
  importedId: string;
  client: string;
  country: string;
  fund: string;
  product: string;
  currency: string;
  /** In units of the currency (stored in hundredths). */
  outstandingAmount: number;
  /** yyyymmdd */
  firstDisbursement: number;
  finalMaturity: number;
  endedAt: number | null;
  reportingPeriodicity: ReportingPeriodicity;
  investmentManagers: string;
  covenants: number;
}

/** Disbursed by the month's end and not ended before it began. */
function outstandingIn(investment: InvestmentDoc, month: number): boolean {
  return (
    investment.firstDisbursementDate <= monthEnd(month) &&
    (investment.endedAt === null || investment.endedAt >= monthStart(month))
  );
}

function matches(
  investment: InvestmentDoc,
  client: ClientDoc | undefined,
  filters: InvestmentsExportFilters,
): boolean {
  if (!client) return false;
  if (!filters.months.some((month) => outstandingIn(investment, month))) return false;
  if (filters.fundIds.length > 0 && !filters.fundIds.includes(investment.fund._id)) return false;
  if (filters.regionIds.length > 0 && !filters.regionIds.includes(client.worldRegion)) return false;
  if (filters.periodicities.length > 0 && !filters.periodicities.includes(investment.reportingPeriodicity))
    return false;
  return (
    filters.managerIds.length === 0 ||
    investment.investmentManagers.some((manager) => filters.managerIds.includes(manager._id))
  );
}

/** The matching investments as rows, by client, then TM1 id. */
export function investmentsExportRows(
  investments: readonly InvestmentDoc[],
  clients: readonly ClientDoc[],
  filters: InvestmentsExportFilters,
): InvestmentsExportRow[] {
  const clientById = new Map(clients.map((client) => [client._id, client]));
  return investments
    .filter((investment) => matches(investment, clientById.get(investment.client._id), filters))
    .map((investment): InvestmentsExportRow => ({
      investmentId: investment._id,
      importedId: investment.importedId,
      client: investment.client.name,
      country: investment.country,
      fund: investment.fund.name,
      product: investment.product.name,
      currency: investment.currency,
      outstandingAmount: investment.outstandingAmount / 100,
      firstDisbursement: investment.firstDisbursementDate,
      finalMaturity: investment.finalMaturityDate,
      endedAt: investment.endedAt,
      reportingPeriodicity: investment.reportingPeriodicity,
      investmentManagers: investment.investmentManagers.map((manager) => manager.name).join(", "),
      covenants: investment.covenants.length,
    }))
    .sort(
      (a, b) =>
        a.client.localeCompare(b.client) ||
        a.importedId.localeCompare(b.importedId) ||
        a.investmentId.localeCompare(b.investmentId),
    );
}
