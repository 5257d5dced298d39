// What a factsheet shows, read through the repositories: which clients, which forms, and each client's values
// per form, period and currency. Values come from the same formula engine and conversion as the form-data
// pages (modules/form-data/row-values.ts; exchange-rates/converter), so a cell equals what the portal shows.
import {
  CLIENT_CONFIG_TYPES,
  FACTSHEET_EXPORT_FORMS,
  FACTSHEET_IDENTIFICATION_FORM,
  FACTSHEET_RATIOS_FORM,
  configTypeOf,
  flattenFields,
  fromHundredths,
  toReportedValue,
} from "@ledgerline/schemas";
import type { FieldDefinition } from "@ledgerline/schemas";
import type { Access } from "../../access/access";
import type { ClientDoc } from "../../../model/clients";
import { CurrencyConverter } from "../../exchange-rates/converter";
import { rowValues } from "../../form-data/row-values";
import type { InvestmentsRepository } from "../../investments/repository";
import { formsForClient, historyStart, withEngine } from "../../reports/engine";
import { isOverdue } from "../../reports/model";
import type { FormConfigDoc, FormDataDoc, ReportInstanceDoc } from "../../reports/model";
import type { ReportingRepository, Templates } from "../../reports/repository";
import { clientsToExport } from "../export-clients";
import type { FactsheetPeriod, FactsheetRequest } from "./request";

/** A cell's value as written: numbers in display units (percent as the fraction), texts, yes/no. */
export type FactsheetValue = number | string | boolean | null;

/** A form's rows: its fields in tree order, with what the sheet needs to show each. */
export interface FactsheetRow {
  field: FieldDefinition;
  depth: number;
}

export interface FactsheetForm {
  form: FormConfigDoc;
  rows: FactsheetRow[];
}

export interface FactsheetReads {
  reporting: ReportingRepository;
  investments: InvestmentsRepository;
}

function valueType(field: Pick<FieldDefinition, "type" | "fieldType">): string {
  return field.type === "COVENANT" ? (field.fieldType ?? "numeric") : field.type;
}

/**
 * The clients of the export, by name: the chosen ones (CLIENT), those of the chosen countries (REGION/COUNTRY)
 * or those the chosen funds invest in (FUNDS), within the caller's scope, narrowed by region, country, client
 * status. A chosen client outside a limited user's scope refuses the export (FORBIDDEN).
 */
export async function exportedClients(
  request: FactsheetRequest,
  access: Access,
  reads: FactsheetReads,
): Promise<ClientDoc[]> {
  let clients: ClientDoc[];
  if (request.exportType === "CLIENT") {
    const ids = await clientsToExport(access, reads.reporting, request.clients);
    clients = await reads.reporting.clientsByIds(ids === "all" ? [] : ids);
  } else if (request.exportType === "REGION/COUNTRY") {
    // The chosen countries are applied below, with the other filters.
    clients = await reads.reporting.clientsInScope(access);
  } else {
    const inScope = await reads.reporting.clientIdsInScope(access);
    const funds = new Set(request.fundIds);
    const investments = await reads.investments.ofClients(inScope);
    const ids = investments
      .filter((investment) => funds.has(investment.fund._id))
      .map((investment) => investment.client._id);
    clients = await reads.reporting.clientsByIds([...new Set(ids)]);
  }
  return clients
    .filter((client) => request.clientStatuses.includes(client.status))
    .filter((client) => request.regionIds.length === 0 || request.regionIds.includes(client.worldRegion))
    .filter(
      (client) => request.countryIds.length === 0 || request.countryIds.includes(client.address.country),
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
}

/**
 * The forms to export, in order (spec 2 §9): the chosen ones, else the export forms of the clients' template
 * families; identification first for a CLIENT export of one client, ratios after them for a FUNDS export with
 * MFI clients. Fields hidden from the form (visible false) and, for client users, admin-only fields are left out.
 */
export function exportedForms(
  request: FactsheetRequest,
  clients: readonly ClientDoc[],
  templates: Templates,
  isProvider: boolean,
): FactsheetForm[] {
  const families = new Set(clients.map((client) => configTypeOf(client.clientType)));
  const keys: string[] =
    request.formKeys.length > 0
      ? [...request.formKeys]
      : CLIENT_CONFIG_TYPES.flatMap((family) => (families.has(family) ? FACTSHEET_EXPORT_FORMS[family] : []));
  if (request.exportType === "CLIENT" && clients.length === 1) keys.unshift(FACTSHEET_IDENTIFICATION_FORM);
  if (request.exportType === "FUNDS" && families.has("MFI")) keys.push(FACTSHEET_RATIOS_FORM);
  return [...new Set(keys)].flatMap((key) => {
    const form = templates.form(key);
    if (!form) return [];
    const rows = flattenFields(form.fields)
      .filter(({ field }) => field.visible !== false && (isProvider || !field.adminOnly))
      .map(({ field, depth }) => ({ field, depth }));
    return [{ form, rows }];
  });
}

/** Whether the form is one of the client's (its type's, or its template family's). */
export function formAppliesTo(form: FormConfigDoc, client: ClientDoc): boolean {
  const types = form.clientTypes as string[];
  return types.includes(client.clientType) || types.includes(client.clientConfigType);
}

/** A stored value (hundredths; percent in hundredths of a percent) as the sheet shows it. */
export function displayValue(
  field: Pick<FieldDefinition, "type" | "fieldType">,
  stored: number | string | boolean | null | undefined,
  scale: number,
): FactsheetValue {
  if (stored === null || stored === undefined) return null;
  if (typeof stored !== "number") return stored;
  const type = valueType(field);
  if (type === "currency") return fromHundredths(toReportedValue(stored, scale));
  if (type === "percentual") return stored / 10000;
  if (type === "numeric") return fromHundredths(stored);
  return stored;
}

/** The converter for every period of the export: one read of the months' rates. */
export async function converterFor(
  reporting: ReportingRepository,
  periods: readonly FactsheetPeriod[],
): Promise<CurrencyConverter> {
  return new CurrencyConverter(await reporting.exchangeRates(periods.map((period) => period.numeric)));
}

/** One client's values: by form key, then currency, then period (as the request orders them), row by row. */
export interface ClientValues {
  client: ClientDoc;
  /** The client has an overdue report on one of the periods. */
  overdue: boolean;
  values: Map<string, Map<string, FactsheetValue[][]>>;
}

/**
 * Reads one client's form data (the periods and the history their formulas need) and reports, keeps the data
 * of reports in the chosen statuses (data without a report, imported history, counts as approved), and
 * computes each form's rows per period and currency. A period without such data stays empty rather than
 * showing what formulas make of nothing.
 */
export async function readClientValues(
  client: ClientDoc,
  forms: readonly FactsheetForm[],
  request: FactsheetRequest,
  context: {
    reporting: ReportingRepository;
    templates: Templates;
    converter: CurrencyConverter;
    today: number;
  },
): Promise<ClientValues> {
  const { reporting, templates, converter } = context;
  const numerics = request.periods.map((period) => period.numeric);
  const first = Math.min(...numerics);
  const last = Math.max(...numerics);
  const documents = await reporting.formDataRange(client, historyStart(first), last);
  // One equality read of the client's reports; the periods are kept in memory.
  const reports = await reporting.reportsOnPeriods(
    [client._id],
    [...new Set([...numerics, ...documents.map((document) => document.context.numeric)])],
  );
  const reportById = new Map(reports.map((report) => [report._id, report]));
  const statuses = new Set<string>(request.reportStatuses);
  const kept = documents.filter((document) => {
    if (!document.reportId) return statuses.has("approved");
    const report = reportById.get(document.reportId);
    return report !== undefined && statuses.has(report.status);
  });
  const periods = new Set(numerics);
  const overdue = reports.some(
    (report) => periods.has(report.context.numeric) && isOverdue(report, context.today),
  );
  const withData = new Set(kept.map((document) => document.context.numeric));
  const currencyAt = reportedCurrencyByPeriod(client, kept, reportById);
  const own = forms.filter(({ form }) => formAppliesTo(form, client));
  const values = withEngine(formsForClient(templates, client), client, kept, (engine) => {
    const byForm = new Map<string, Map<string, FactsheetValue[][]>>();
    for (const { form, rows } of own) {
      const byCurrency = new Map<string, FactsheetValue[][]>();
      for (const currency of request.currencies)
        byCurrency.set(
          currency,
          request.periods.map((period) => {
            if (!withData.has(period.numeric)) return rows.map(() => null);
            const computed = rowValues(engine, form, period.month, period.numeric, {
              calendarYear: period.year && request.periodType === "c",
              converter,
              from: currencyAt.get(period.numeric) ?? client.settings.currency,
              to: currency,
            }).values;
            return rows.map(({ field }) =>
              field.type === "fieldset"
                ? null
                : displayValue(field, computed[field.internalName], request.scale),
            );
          }),
        );
      byForm.set(form.key, byCurrency);
    }
    return byForm;
  });
  return { client, overdue, values };
}

/** The currency each period's data was reported in: its report's, else the client's (as the form-data pages). */
function reportedCurrencyByPeriod(
  client: ClientDoc,
  documents: readonly FormDataDoc[],
  reportById: ReadonlyMap<string, ReportInstanceDoc>,
): Map<number, string> {
  const out = new Map<number, string>();
  for (const document of documents) {
    const report = document.reportId ? reportById.get(document.reportId) : undefined;
    if (!out.has(document.context.numeric))
      out.set(document.context.numeric, report?.settings.currency ?? client.settings.currency);
  }
  return out;
}
