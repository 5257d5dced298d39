// The reads the form-data queries make themselves: the periods a form has data for, the funds and the
// investment managers. Form configs, reports and form data by report go through the reporting service
// (reports/repository.ts); the client search reads the kept clients (clients/client-list.ts).
import type { Db } from "mongodb";
import type { FormDataDoc } from "../reports/model";
import type { ReportingRepository } from "../reports/repository";

/** A fund as the funds list shows it. */
export interface FundDoc {
  _id: string;
  importedId?: string;
  name: string;
  reportingPeriodicity: string;
}

/** An investment's managers (all a managers list reads of an investment). */
export interface InvestmentManagersDoc {
  client: { _id: string };
  investmentManagers?: Array<{ _id: string; name: string }>;
}

/**
 * The form data of one form of a client, one entry per period, oldest first. Read by `_id` through the reporting
 * service (a search by client and form reads the whole collection on FerretDB): form data is filed through a
 * report, so its periods lie between the client's first and last report; each month of that span is looked up
 * once and kept by the form-data cache.
 */
export async function formDataPeriods(
  reporting: Pick<ReportingRepository, "templates" | "reportsSince" | "formDataOfForms">,
  clientId: string,
  configKey: string,
): Promise<FormDataDoc[]> {
  const templateKeys = [...new Set((await reporting.templates()).reports.map((report) => report.key))];
  const numerics = (await reporting.reportsSince([clientId], templateKeys, 0)).map(
    (report) => report.context.numeric,
  );
  if (numerics.length === 0) return [];
  const documents = await reporting.formDataOfForms(
    clientId,
    [configKey],
    Math.min(...numerics),
    Math.max(...numerics),
  );
  return documents.sort((a, b) => a.context.numeric - b.context.numeric);
}

/** Every fund, by name. */
export function fundList(db: Db): Promise<FundDoc[]> {
  return db.collection<FundDoc>("funds").find().sort({ name: 1 }).toArray();
}

/** The managers of every investment of the clients ("all": of every client). */
export function investmentManagersOf(
  db: Db,
  clientIds: readonly string[] | "all",
): Promise<InvestmentManagersDoc[]> {
  return db
    .collection<InvestmentManagersDoc>("investments")
    .find(clientIds === "all" ? {} : { "client._id": { $in: [...clientIds] } }, {
      projection: { investmentManagers: 1 },
    })
    .toArray();
}
