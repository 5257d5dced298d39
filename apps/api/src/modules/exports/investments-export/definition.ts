// The investments export (spec 2 §7 createExportInvestments; docs/exports.md, "Investments export") on the
// export pipeline: its input, the investments of the clients in scope outstanding in a chosen month that
// match every filter, and its one sheet.
import type { MutationCreateExportInvestmentsArgs } from "../../../generated/graphql";
import type { InvestmentsRepository } from "../../investments/repository";
import type { ReportingRepository } from "../../reports/repository";
import { monthSpan, monthsLabel } from "../calendar-months";
import type { ExportAudience } from "../export-clients";
import { exportAudience } from "../export-clients";
import type { ExportDefinition } from "../pipeline/definition";
import { filtersLabel } from "../pipeline/sheets";
import type { InvestmentsExportInput } from "./input";
import { readInvestmentsExportInput } from "./input";
import type { InvestmentsExportRow } from "./rows";
import { investmentsExportRows } from "./rows";
import { investmentsSheet } from "./workbook";

interface InvestmentsExportReads {
  reporting: ReportingRepository;
  investments: InvestmentsRepository;
}

interface InvestmentsExportData {
  audience: ExportAudience;
  rows: InvestmentsExportRow[];
}

function filtersLine(input: InvestmentsExportInput): string {
  return filtersLabel([
    input.fundIds.length > 0 ? `${input.fundIds.length} funds` : "",
    input.regionIds.length > 0 ? `${input.regionIds.length} regions` : "",
    input.periodicities.length > 0 ? `reporting ${input.periodicities.join(", ")}` : "",
    input.managerIds.length > 0 ? `${input.managerIds.length} investment managers` : "",
  ]);
}

export const investmentsExport: ExportDefinition<
  MutationCreateExportInvestmentsArgs,
  InvestmentsExportInput,
  InvestmentsExportData,
  InvestmentsExportReads
> = {
  action: "createExportInvestments",
  description: "Investments exported",
  read: (args, { today }) => readInvestmentsExportInput(args, today),
  async collect(input, { services: { reporting, investments }, access }) {
    const audience = await exportAudience(access, reporting, input.clients);
    const found = await investments.ofClients(audience.clientIds);
    const clients = await investments.clientsByIds([
      ...new Set(found.map((investment) => investment.client._id)),
    ]);
    return { audience, rows: investmentsExportRows(found, clients, input) };
  },
  file: ({ audience, rows }, input) => ({
    name: ["investments", audience.fileKey, monthSpan(input.months)],
    sheets: [
      investmentsSheet(
        { forWhom: audience.forWhom, periods: monthsLabel(input.months), filters: filtersLine(input) },
        rows,
      ),
    ],
    contents: `${rows.length} investments`,
  }),
};
