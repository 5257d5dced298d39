// createReportsExport (spec 2 §7): checks the input, reads the reports of the chosen months for the clients in
// scope, keeps those matching every filter and stores them as a workbook for the caller.
import type { ExportResult, MutationCreateReportsExportArgs, Resolvers } from "../../../generated/graphql";
import { securedOperation } from "../../../graphql/operation";
import { todayNumber } from "../../reports/model";
import { languageOf } from "../../reports/views";
import { deliverExport } from "../deliver";
import { monthEnd, monthSpan, monthsLabel } from "../calendar-months";
import { audienceLabel, clientsToExport } from "../export-clients";
import { readReportsExportInput } from "./input";
import type { ReportsExportInput } from "./input";
import { reportsExportRows } from "./rows";
import { writeReportsSheet } from "./workbook";

function filtersLine(input: ReportsExportInput): string {
  const parts = [
    input.templateKey ? `template ${input.templateKey}` : "",
    input.statuses.length > 0 ? `statuses ${input.statuses.join(", ")}` : "",
    input.regionIds.length > 0 ? `${input.regionIds.length} regions` : "",
    input.countryIds.length > 0 ? `${input.countryIds.length} countries` : "",
    input.clientStatuses.length > 0 ? `client status ${input.clientStatuses.join(", ")}` : "",
    input.dueFrom !== null || input.dueTo !== null
      ? `due ${input.dueFrom ?? "…"} to ${input.dueTo ?? "…"}`
      : "",
    input.overdue === null ? "" : input.overdue ? "overdue only" : "not overdue",
  ];
  return parts.filter((part) => part !== "").join("; ") || "none";
}

export const reportsExportResolvers: Resolvers = {
  Mutation: {
    createReportsExport: securedOperation(
      ["exports", "create"],
      "clients",
      async (args: MutationCreateReportsExportArgs, context, access): Promise<ExportResult> => {
        const { reporting } = context.services;
        const today = todayNumber();
        const reading = readReportsExportInput(args, await reporting.templates(), today);
        if (!reading.ok) return { success: false, error: reading.error, fileId: null, fileName: null };
        const { input } = reading;
        const clientIds = await clientsToExport(access, reporting, input.clients);
        const reports = await reporting.reportsOnPeriods(clientIds, input.months.map(monthEnd));
        const clients = await reporting.clientsByIds([
          ...new Set(reports.map((report) => report.client._id)),
        ]);
        const rows = reportsExportRows(
          reports,
          clients,
          { ...input, today },
          languageOf(args.language, access.user.language),
        );
        const chosen = await reporting.clientsByIds(input.clients);
        const single = chosen.length === 1 ? `-${chosen[0]!.key}` : "";
        return deliverExport(context.services, access, {
          action: "createReportsExport",
          description: "Reports exported",
          fileName: `reports${single}-${monthSpan(input.months)}.xlsx`,
          write: (workbook) =>
            writeReportsSheet(
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
          contents: () => `${rows.length} reports`,
        });
      },
    ),
  },
};
