// The reads the form-data queries make themselves: the periods a form has data for, the client search, the
// funds and the investment managers. Form configs, reports and form data by report go through the reporting
// service (reports/repository.ts).
import type { Db, Filter } from "mongodb";
import type { ClientDoc } from "../clients/model";
import type { FormDataDoc } from "../reports/model";

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

/** The form data of one form of a client, one entry per period, oldest first, with its report id. */
export function formDataPeriods(db: Db, clientId: string, configKey: string): Promise<FormDataDoc[]> {
  return db
    .collection<FormDataDoc>("formData")
    .find({ clientId, configKey }, { projection: { _id: 1, clientId: 1, reportId: 1, "context.numeric": 1 } })
    .sort({ "context.numeric": 1 })
    .toArray();
}

/** The first 20 clients by name that a scope filter admits, not removed, whose name, official name or key match. */
export function clientsMatching(db: Db, scope: Filter<ClientDoc>, pattern: RegExp): Promise<ClientDoc[]> {
  return db
    .collection<ClientDoc>("clients")
    .find({
      $and: [
        scope,
        { status: { $ne: "removed" } },
        { $or: [{ name: pattern }, { officialName: pattern }, { key: pattern }] },
      ],
    })
    .sort({ name: 1 })
    .limit(20)
    .toArray();
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
