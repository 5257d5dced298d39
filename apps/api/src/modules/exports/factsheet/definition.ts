// The client factsheet export (spec 2 §7 createExport; docs/exports.md, "Client factsheet export") on the
// export pipeline: its request, the clients in scope and their values computed one client at a time, and a
// sheet per form and currency.
import { setImmediate as nextTurn } from "node:timers/promises";
import { message } from "@ledgerline/schemas/messages";
import type { MutationCreateExportArgs } from "../../../generated/graphql";
import { forbidden } from "../../../platform/errors";
import type { ClientDoc } from "../../../model/clients";
import type { InvestmentsRepository } from "../../investments/repository";
import { translate } from "../../reports/model";
import type { ReportingRepository } from "../../reports/repository";
import { monthSpan } from "../calendar-months";
import { audienceLabel, singleClientKey } from "../export-clients";
import type { ExportDefinition } from "../pipeline/definition";
import { refusalOf } from "../pipeline/input";
import type { ExportSheet } from "../pipeline/sheets";
import { converterFor, exportedClients, exportedForms, formAppliesTo, readClientValues } from "./data";
import type { ClientValues, FactsheetForm } from "./data";
import { FILL_IN_ALL, readFactsheetRequest } from "./request";
import type { FactsheetRequest } from "./request";
import { MAX_COLUMNS, factsheetSheet, sheetName } from "./workbook";
import type { FactsheetHeader } from "./workbook";

export const TOO_MANY_COLUMNS = message("export-too-many-columns", { max: MAX_COLUMNS - 1 });

/** Clients computed at once: reads overlap, and only this many clients' documents are in memory. */
const CLIENTS_AT_ONCE = 8;

interface FactsheetReads {
  reporting: ReportingRepository;
  investments: InvestmentsRepository;
}

interface FactsheetData {
  /** The clients the export is of, by name. */
  clients: ClientDoc[];
  forms: FactsheetForm[];
  /** The clients' values, those the overdue choice leaves out removed. */
  read: ClientValues[];
  header: FactsheetHeader;
}

export const factsheetExport: ExportDefinition<
  MutationCreateExportArgs,
  FactsheetRequest,
  FactsheetData,
  FactsheetReads
> = {
  action: "createExport",
  description: "Client factsheet exported",
  async read(args, { services, today }) {
    const reading = readFactsheetRequest(args, await services.reporting.templates(), today);
    return reading.ok ? { ok: true, input: reading.request } : reading;
  },
  async collect(request, { services, access, today, language }) {
    // Spec 2 §6: a client user exports their own client's factsheet, nothing wider.
    if (access.profile.isClient && request.exportType !== "CLIENT") throw forbidden();
    const { reporting } = services;
    // Read again, not carried in the input from `read`: the input is posted to the workbook's thread, so it
    // holds plain data only. The repository keeps the templates for 30 s, so both steps see the same version
    // unless a publication falls between them; a form `read` checked that is gone by then is left out.
    const templates = await reporting.templates();
    const clients = await exportedClients(request, access, services);
    if (clients.length === 0) return refusalOf("clients", FILL_IN_ALL);
    const forms = exportedForms(request, clients, templates, access.profile.isProvider);
    const columns = (clients.length + (request.summaryType ? 1 : 0)) * request.periods.length;
    if (columns >= MAX_COLUMNS) return refusalOf("clients", TOO_MANY_COLUMNS);

    const converter = await converterFor(reporting, request.periods);
    const read: ClientValues[] = [];
    for (let at = 0; at < clients.length; at += CLIENTS_AT_ONCE) {
      // The formulas run on this thread: between batches it answers others, also when every read is served
      // from memory (the form-data cache), which would otherwise let no request in until the last client.
      if (at > 0) await nextTurn();
      const batch = await Promise.all(
        clients
          .slice(at, at + CLIENTS_AT_ONCE)
          .map((client) =>
            readClientValues(client, forms, request, { reporting, templates, converter, today }),
          ),
      );
      read.push(...batch.filter((entry) => request.overdue === null || entry.overdue === request.overdue));
    }
    const header: FactsheetHeader = {
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
      language,
    };
    return { clients, forms, read, header };
  },
  file: ({ clients, forms, read, header }, request) => ({
    name: [
      "factsheet",
      request.exportType === "CLIENT" ? singleClientKey(clients) : null,
      monthSpan(request.periods.map((period) => period.numeric)),
    ],
    sheets: factsheetSheets(forms, read, header, request),
    contents: `${read.length} clients, ${forms.length} forms, ${request.currencies.join(", ")}`,
  }),
};

/** A sheet per form and currency, laid out one at a time as the pipeline writes them. */
function* factsheetSheets(
  forms: readonly FactsheetForm[],
  read: readonly ClientValues[],
  header: FactsheetHeader,
  request: FactsheetRequest,
): Generator<ExportSheet> {
  const taken = new Set<string>();
  for (const form of forms)
    for (const currency of request.currencies) {
      const formName = translate(form.form.name, header.language, form.form.key);
      yield factsheetSheet(
        sheetName(formName, currency, request.currencies.length > 1, taken),
        { form, currency, clients: read.filter((entry) => formAppliesTo(form.form, entry.client)) },
        header,
        request.summaryType,
      );
    }
}
