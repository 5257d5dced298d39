// createExport (spec 2 §7): checks the input, finds the clients in scope, reads and computes their values one
// client at a time and stores the factsheet workbook for the caller.
import { message } from "@ledgerline/schemas/messages";
import type { ExportResult, MutationCreateExportArgs, Resolvers } from "../../../generated/graphql";
import { securedOperation } from "../../../graphql/operation";
import { Problems, forbidden } from "../../../platform/errors";
import type { Text } from "../../../platform/errors";
import { todayNumber, translate } from "../../reports/model";
import { languageOf } from "../../reports/views";
import { deliverExport } from "../deliver";
import { monthSpan } from "../calendar-months";
import { audienceLabel } from "../export-clients";
import { converterFor, exportedClients, exportedForms, formAppliesTo, readClientValues } from "./data";
import type { ClientValues } from "./data";
import { FILL_IN_ALL, readFactsheetRequest } from "./request";
import { MAX_COLUMNS, sheetName, writeFactsheetSheet } from "./workbook";

export const TOO_MANY_COLUMNS = message("export-too-many-columns", { max: MAX_COLUMNS - 1 });

/** Clients computed at once: reads overlap, and only this many clients' documents are in memory. */
const CLIENTS_AT_ONCE = 8;

const failure = (field: string, problem: Text): ExportResult => {
  const problems = new Problems();
  problems.add(field, problem);
  return { ...problems.toError(problem), fileId: null, fileName: null };
};

export const factsheetExportResolvers: Resolvers = {
  Mutation: {
    createExport: securedOperation(
      ["exports", "create"],
      "clients",
      async (args: MutationCreateExportArgs, context, access): Promise<ExportResult> => {
        const { reporting, investments } = context.services;
        const templates = await reporting.templates();
        const today = todayNumber();
        const reading = readFactsheetRequest(args, templates, today);
        if (!reading.ok) return { success: false, error: reading.error, fileId: null, fileName: null };
        const { request } = reading;
        // Spec 2 §6: a client user exports their own client's factsheet, nothing wider.
        if (access.profile.isClient && request.exportType !== "CLIENT") throw forbidden();
        const clients = await exportedClients(request, access, { reporting, investments });
        if (clients.length === 0) return failure("clients", FILL_IN_ALL);
        const forms = exportedForms(request, clients, templates, access.profile.isProvider);
        const columns = (clients.length + (request.summaryType ? 1 : 0)) * request.periods.length;
        if (columns >= MAX_COLUMNS) return failure("clients", TOO_MANY_COLUMNS);

        const converter = await converterFor(reporting, request.periods);
        const read: ClientValues[] = [];
        for (let at = 0; at < clients.length; at += CLIENTS_AT_ONCE) {
          const batch = await Promise.all(
            clients
              .slice(at, at + CLIENTS_AT_ONCE)
              .map((client) =>
                readClientValues(client, forms, request, { reporting, templates, converter, today }),
              ),
          );
          read.push(
            ...batch.filter((entry) => request.overdue === null || entry.overdue === request.overdue),
          );
        }

        const language = languageOf(args.language, access.user.language);
        const single = request.exportType === "CLIENT" && clients.length === 1 ? `-${clients[0]!.key}` : "";
        const header = {
          forWhom:
            request.exportType === "CLIENT"
              ? audienceLabel(
                  clients.map((client) => client.name),
                  access,
                )
              : `${request.exportType === "FUNDS" ? "Funds" : "Countries"}: ${read.length} clients`,
          periods: request.periods,
          periodType: request.periodType,
          scale: request.scale,
          data: `Reports ${request.reportStatuses.join(", ")}`,
          generatedAt: new Date(),
          language,
        };
        return deliverExport(context.services, access, {
          action: "createExport",
          description: "Client factsheet exported",
          fileName: `factsheet${single}-${monthSpan(request.periods.map((period) => period.numeric))}.xlsx`,
          write: async (workbook) => {
            const taken = new Set<string>();
            for (const form of forms)
              for (const currency of request.currencies) {
                const formName = translate(form.form.name, language, form.form.key);
                writeFactsheetSheet(
                  workbook,
                  sheetName(formName, currency, request.currencies.length > 1, taken),
                  {
                    form,
                    currency,
                    clients: read.filter((entry) => formAppliesTo(form.form, entry.client)),
                  },
                  header,
                  request.summaryType,
                );
              }
          },
          contents: () => `${read.length} clients, ${forms.length} forms, ${request.currencies.join(", ")}`,
        });
      },
    ),
  },
};
