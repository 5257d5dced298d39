// Reporting test data: the template catalogue, exchange rates and covenant configs of the demo portfolio,
// and a few of its clients with their reports, form data and investments, written straight into a test database.
import { generateDemo } from "@ledgerline/schemas";
import type { DemoData } from "@ledgerline/schemas";
import type { Db, Document } from "mongodb";
import { CLIENT_CHANGES } from "../src/modules/clients/client-catalog";
import { EXCHANGE_RATE_CHANGES } from "../src/modules/exchange-rates/rate-catalog";
import type { ReportInstanceDoc } from "../src/modules/reports/model";
import { withFormDataKeys, withReportKeys } from "../src/modules/reports/model";
import { FORM_DATA_CHANGES } from "../src/modules/reports/repository/form-data-cache";
import { REPORT_CHANGES } from "../src/modules/reports/repository/report-catalog";
import { recordChange, recordChanges } from "../src/platform/change-feed";
import { locatorOf } from "../src/modules/reports/repository/report-locators";
import { newId } from "../src/platform/ids";

let demo: DemoData | null = null;

export function demoData(): DemoData {
  demo ??= generateDemo();
  return demo;
}

export const DEMO_CLIENTS = {
  andes: "andes-microcredito",
  sahyog: "sahyog-microfinance",
  jamii: "jamii-finance",
  nica: "fondo-nica-de-desarrollo",
  altoMayo: "cooperativa-alto-mayo",
} as const;

async function insert(db: Db, name: string, documents: readonly object[]) {
  for (let i = 0; i < documents.length; i += 1000) {
    const slice = documents.slice(i, i + 1000);
    if (slice.length > 0)
      await db.collection(name).insertMany(slice.map((document) => ({ ...document }) as Document));
  }
}

/** Templates, rates, covenants, regions and countries, and the given demo clients with all their data. */
export async function seedReporting(db: Db, clientKeys: readonly string[] = Object.values(DEMO_CLIENTS)) {
  const data = demoData();
  const clients = data.clients.filter((client) => clientKeys.includes(client.key));
  const ids = new Set(clients.map((client) => client._id));
  await insert(db, "regions", data.regions);
  await insert(db, "countries", data.countries);
  await insert(db, "funds", data.funds);
  await insert(db, "formConfigs", data.formConfigs);
  await insert(db, "reportConfigs", data.reportConfigs);
  await insert(db, "covenantConfigs", data.covenantConfigs);
  await insert(db, "exchangeRates", data.exchangeRates);
  await recordChanges(
    db,
    EXCHANGE_RATE_CHANGES,
    data.exchangeRates.map((rates) => rates._id),
  );
  await insert(db, "clients", clients);
  // Recorded, so that an app that already read its clients lists them too.
  await recordChanges(
    db,
    CLIENT_CHANGES,
    clients.map((client) => client._id),
  );
  // As stored: with the flat query keys the API writes (docs/reporting.md, "Performance").
  const reports = data.reportInstances.filter((report) => ids.has(report.client._id)).map(withReportKeys);
  await insert(db, "reportInstances", reports);
  await insert(db, "reportLocators", reports.map(locatorOf));
  await insert(
    db,
    "formData",
    data.formData.filter((document) => ids.has(document.clientId)).map(withFormDataKeys),
  );
  await insert(
    db,
    "investments",
    data.investments.filter((investment) => ids.has(investment.client._id)),
  );
  const byKey = Object.fromEntries(clients.map((client) => [client.key, client]));
  return { data, clients: byKey };
}

let month = 0;

type ReportClient = { _id: string; key: string; name: string; officialName: string };

/** A report of the client on a month of its own (counting back from 2015), in the given status. */
function newReport(
  client: ReportClient,
  status: ReportInstanceDoc["status"],
  overrides: Partial<ReportInstanceDoc> = {},
): ReportInstanceDoc {
  const data = demoData();
  const template = data.reportInstances.find((report) => report.config.key === "mfiFinancialMonthly")!;
  month += 1;
  const year = 2015 - Math.floor(month / 12);
  const m = 12 - (month % 12);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const numeric = year * 10000 + m * 100 + last;
  return withReportKeys({
    ...(template as unknown as ReportInstanceDoc),
    _id: newId(),
    client: { _id: client._id, key: client.key, name: client.name, officialName: client.officialName },
    context: { ...template.context, numeric, text: `${year}-${m}` },
    schedule: { due: numeric + 30 > 99999999 ? numeric : Number(`${year + 1}0101`) },
    status,
    overdue: false,
    reportedBy: null,
    auditedBy: null,
    revision: 0,
    ...overrides,
  });
}

/** Inserts a report as `newReport` makes it, and records it in the report feed. */
export async function insertReport(
  db: Db,
  client: ReportClient,
  status: ReportInstanceDoc["status"],
  overrides: Partial<ReportInstanceDoc> = {},
): Promise<ReportInstanceDoc> {
  const [report] = await insertReports(db, client, status, 1, overrides);
  return report!;
}

/** `count` reports as `newReport` makes them, in one insert and one run of feed entries. */
export async function insertReports(
  db: Db,
  client: ReportClient,
  status: ReportInstanceDoc["status"],
  count: number,
  overrides: Partial<ReportInstanceDoc> = {},
): Promise<ReportInstanceDoc[]> {
  const reports = Array.from({ length: count }, () => newReport(client, status, overrides));
  await db.collection<ReportInstanceDoc>("reportInstances").insertMany(reports);
  await recordChanges(
    db,
    REPORT_CHANGES,
    reports.map((report) => report._id),
  );
  return reports;
}

/**
 * Sets a report's status as a script would: written, then recorded in the report change feed. The report is
 * named by `_id` or by client, template and period.
 */
export async function setReportStatus(
  db: Db,
  report: string | { clientId: string; configKey: string; numeric: number },
  status: ReportInstanceDoc["status"],
): Promise<void> {
  const reports = db.collection<ReportInstanceDoc>("reportInstances");
  const found = await reports.findOne(typeof report === "string" ? { _id: report } : report);
  if (!found) throw new Error(`no report ${JSON.stringify(report)}`);
  await reports.updateOne({ _id: found._id }, { $set: { status } });
  await recordChange(db, REPORT_CHANGES, found._id);
}

/**
 * Records form data written straight into the database (a fixture), as the API's writers do: every running
 * API process then reads it again.
 */
export async function recordFormDataChanges(db: Db, ids: readonly string[]): Promise<void> {
  await recordChanges(db, FORM_DATA_CHANGES, ids);
}
