// The filing rush's users (bench-rush.ts): one client user per client of the bench portfolio, stored once,
// and what each has on screen when the rush starts — signed in, its client's open report started and opened
// in the wizard, as a user about to press "save" has — all through the API, the way the portal asks.
import type { Db, Document } from "mongodb";
import { WIZARD, WIZARD_START_SUBMISSION } from "../../portal/src/api/documents";
import { nameAccount } from "../src/modules/users/repository";
import { sha256 } from "../src/platform/ids";
import type { FieldDefinition } from "@ledgerline/schemas";
import { benchPasswordHash, benchUser, inputFieldOf, signIn } from "./bench-setup";

/** A client user of the rush: signs in from an address of its own, as users behind a proxy do. */
export interface RushUser {
  email: string;
  clientId: string;
  clientKey: string;
  /** Sent as X-Forwarded-For (the API runs with TRUST_PROXY=1): per-address limits see one user each. */
  address: string;
}

/** A rush user ready to save: signed in, with the report, form and field its save sets. */
export interface Filer extends RushUser {
  token: string;
  reportId: string;
  configKey: string;
  numeric: number;
  form: string;
  field: string;
}

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** A GraphQL request as a user; throws when the API answers with errors. */
/** A GraphQL POST as the caller (its token, from its own address), the body given as it is to be sent. */
export function postAs(
  baseUrl: string,
  caller: { token: string; address: string },
  body: string,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${caller.token}`,
      "x-forwarded-for": caller.address,
    },
    body,
    signal,
  });
}

export async function graphql<T>(
  baseUrl: string,
  caller: { token: string; address: string },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await postAs(baseUrl, caller, JSON.stringify({ query, variables }));
  const answer = (await response.json()) as GraphQLAnswer;
  if (response.status !== 200 || answer.errors?.length)
    throw new Error(`HTTP ${response.status}: ${JSON.stringify(answer.errors ?? answer).slice(0, 300)}`);
  return answer.data as T;
}

/** The n-th user's own address (10.x.y.z, never .0). */
function addressOf(index: number): string {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A stable 24-hex-digit id for a rush user's documents, so that storing them again changes nothing. */
const stableId = (name: string) => sha256(name).slice(0, 24);

/**
 * One CLIENT user for each of the first `count` clients (by `_id`), `bench.rush.<n>@client.test` with the bench
 * password, stored by `_id` derived from the client's (a run stopped half-way, or run again, stores the same
 * users) and named for sign-in (accountNames), since the API names older accounts only at its first start on
 * a database. Skipped when a run stored them already.
 */
export async function ensureRushUsers(db: Db, count: number): Promise<RushUser[]> {
  const clients = await db
    .collection<{ _id: string; key: string }>("clients")
    .find({}, { projection: { _id: 1, key: 1 } })
    .sort({ _id: 1 })
    .limit(count)
    .toArray();
  if (clients.length < count)
    throw new Error(`${count} users need as many clients; the portfolio has ${clients.length}`);
  const users = clients.map((client, index) => ({
    email: `bench.rush.${index}@client.test`,
    clientId: client._id,
    clientKey: client.key,
    address: addressOf(index),
  }));
  const marker = `rush-users:${count}`;
  const meta = db.collection<{ _id: string; at: string }>("benchMeta");
  if (await meta.findOne({ _id: marker })) return users;
  const passwordHash = await benchPasswordHash();
  for (const user of users) {
    const ids = {
      userId: stableId(`user:${user.clientId}`),
      accountId: stableId(`account:${user.clientId}`),
    };
    const { user: userDoc, account } = benchUser(ids, user.email, ["CLIENT"], [user.clientId], passwordHash);
    await db
      .collection("users")
      .replaceOne({ _id: ids.userId as never }, userDoc as Document, { upsert: true });
    await db
      .collection("accounts")
      .replaceOne({ _id: ids.accountId as never }, account as Document, { upsert: true });
    await nameAccount(db, account.username, account._id);
  }
  await meta.replaceOne({ _id: marker }, { at: new Date().toISOString() }, { upsert: true });
  return users;
}

interface ReportRow {
  _id: string;
  status: string;
  config: { key: string };
  context: { numeric: number; category: string };
}

interface WorkflowAnswer {
  success: boolean;
  error: { code: string; message: string } | null;
}

interface WizardView {
  steps: Array<{ config: { key: string; fields: FieldDefinition[] } }>;
  scopedData: Array<{ scope: string; numeric: number; configKey: string; values: Record<string, unknown> }>;
}

type Caller = { token: string; address: string };
type ReportOnScreen = Caller & Pick<Filer, "clientKey" | "configKey" | "reportId">;

const newestReports = (status: string) =>
  `query ($clientId: ID!) { reports(clientId: $clientId, limit: 25${status}, sort: [{ field: "context.numeric", direction: "desc" }]) { results { _id status config { key } context { numeric category } } } }`;
// A created report past its due date is listed as "overdue", not "created".
const OPEN_REPORTS = newestReports(', status: ["created", "overdue", "in_progress", "rejected"]');
const ALL_REPORTS = newestReports("");
const REOPEN = `mutation ($id: ID!) { reopenReportInstance(instanceId: $id) { success error { code message } } }`;

/** The wizard of a report, as the portal reads it (also how a saved value is read back). */
export function openWizard(baseUrl: string, report: ReportOnScreen): Promise<WizardView | null> {
  return graphql<{ wizard: WizardView | null }>(baseUrl, report, WIZARD, {
    clientId: report.clientKey,
    reportConfigKey: report.configKey,
    reportInstanceKey: report.reportId,
    language: "en",
  }).then((data) => data.wizard);
}

/** The report's first form with a number field a save can set to any positive value (no maximum). */
function savedFieldOf(wizard: WizardView | null): { form: string; field: string } | null {
  for (const step of wizard?.steps ?? []) {
    const field = inputFieldOf(step.config.fields, (candidate) => candidate.validations?.max === undefined);
    if (field) return { form: step.config.key, field: field.internalName };
  }
  return null;
}

/**
 * Signs the user in and readies its save: of its client's reports it can file (created, in progress or
 * rejected; newest first, financial ones before the others), the first whose wizard has a field to save,
 * opened in the wizard and started when new. A client with none has its newest financial report reopened by
 * the investor's administrator.
 */
export async function prepareFiler(baseUrl: string, user: RushUser, admin: Caller): Promise<Filer> {
  const token = await signIn(baseUrl, user.email, { "x-forwarded-for": user.address });
  const caller = { token, address: user.address };
  const reports = async (query: string, who: Caller) =>
    (await graphql<{ reports: { results: ReportRow[] } }>(baseUrl, who, query, { clientId: user.clientId }))
      .reports.results;
  const financialFirst = (rows: ReportRow[]) =>
    [...rows].sort(
      (a, b) => Number(b.context.category === "financial") - Number(a.context.category === "financial"),
    );
  const onScreen = (report: ReportRow) => ({
    ...caller,
    clientKey: user.clientKey,
    configKey: report.config.key,
    reportId: report._id,
  });
  const ready = async (report: ReportRow, target: { form: string; field: string }): Promise<Filer> => {
    if (report.status === "created") {
      const { wizardStartSubmission } = await graphql<{ wizardStartSubmission: WorkflowAnswer }>(
        baseUrl,
        caller,
        WIZARD_START_SUBMISSION,
        { reportId: report._id },
      );
      if (!wizardStartSubmission.success)
        throw new Error(`${user.clientKey}: not started: ${JSON.stringify(wizardStartSubmission.error)}`);
    }
    return { ...user, ...onScreen(report), numeric: report.context.numeric, ...target };
  };

  for (const report of financialFirst(await reports(OPEN_REPORTS, caller))) {
    const target = savedFieldOf(await openWizard(baseUrl, onScreen(report)));
    if (target) return ready(report, target);
  }
  const closed = financialFirst(await reports(ALL_REPORTS, admin))[0];
  if (!closed) throw new Error(`${user.clientKey} has no report`);
  const { reopenReportInstance } = await graphql<{ reopenReportInstance: WorkflowAnswer }>(
    baseUrl,
    admin,
    REOPEN,
    { id: closed._id },
  );
  if (!reopenReportInstance.success)
    throw new Error(`${user.clientKey}: not reopened: ${JSON.stringify(reopenReportInstance.error)}`);
  const target = savedFieldOf(await openWizard(baseUrl, onScreen(closed)));
  if (!target) throw new Error(`${user.clientKey}: no field to save in ${closed.config.key}`);
  return ready({ ...closed, status: "in_progress" }, target);
}

/** The value of the filer's field in its report's wizard (stored units), or undefined when not there. */
export function valueInWizard(wizard: WizardView | null, filer: Filer): unknown {
  return wizard?.scopedData.find(
    (entry) => entry.scope === "current" && entry.configKey === filer.form && entry.numeric === filer.numeric,
  )?.values[filer.field];
}
