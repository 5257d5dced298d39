// createExportInvestments (spec 2 §7): checks the input, reads the investments of the clients in scope, keeps
// those outstanding in a chosen month that match every filter and stores them as a workbook for the caller.
import type {
  ExportResult,
  MutationCreateExportInvestmentsArgs,
  Resolvers,
} from "../../../generated/graphql";
import { securedOperation } from "../../../graphql/operation";
import { todayNumber } from "../../reports/model";
import { deliverExport } from "../deliver";
import { monthSpan, monthsLabel } from "../calendar-months";
import { audienceLabel, clientsToExport } from "../export-clients";
import { readInvestmentsExportInput } from "./input";
import type { InvestmentsExportInput } from "./input";
import { investmentsExportRows } from "./rows";
import { writeInvestmentsSheet } from "./workbook";

function filtersLine(input: InvestmentsExportInput): string {
  const parts = [
    input.fundIds.length > 0 ? `${input.fundIds.length} funds` : "",
    input.regionIds.length > 0 ? `${input.regionIds.length} regions` : "",
    input.periodicities.length > 0 ? `reporting ${input.periodicities.join(", ")}` : "",
    input.managerIds.length > 0 ? `${input.managerIds.length} investment managers` : "",
  ];
  return parts.filter((part) => part !== "").join("; ") || "none";
}

export const investmentsExportResolvers: Resolvers = {
  Mutation: {
    createExportInvestments: securedOperation(
      ["exports", "create"],
      "clients",
      async (args: MutationCreateExportInvestmentsArgs, context, access): Promise<ExportResult> => {
        const { reporting, investments } = context.services;
        const reading = readInvestmentsExportInput(args, todayNumber());
        if (!reading.ok) return { success: false, error: reading.error, fileId: null, fileName: null };
        const { input } = reading;
        const clientIds = await clientsToExport(access, reporting, input.clients);
        const found = await investments.ofClients(clientIds);
        const clients = await investments.clientsByIds(found.map((investment) => investment.client._id));
        const rows = investmentsExportRows(found, clients, input);
        const chosen = await reporting.clientsByIds(input.clients);
        const single = chosen.length === 1 ? `-${chosen[0]!.key}` : "";
        return deliverExport(context.services, access, {
          action: "createExportInvestments",
          description: "Investments exported",
          fileName: `investments${single}-${monthSpan(input.months)}.xlsx`,
          write: (workbook) =>
            writeInvestmentsSheet(
              workbook,
              {
                forWhom: audienceLabel(
                  chosen.map((client) => client.name),
                  access,
                ),
                periods: monthsLabel(input.months),
                filters: filtersLine(input),
                generatedAt: new Date(),
              },
              rows,
            ),
          contents: () => `${rows.length} investments`,
        });
      },
    ),
  },
};
