// The dashboard against the database: the display settings of the template fields behind its summaries and
// charts (the figures themselves: form-data/form-data.test.ts).
import type { FieldDefinition, FormConfig } from "@ledgerline/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { gql, login, seedUser } from "../../../test/fixtures";
import type { Loose } from "../../../test/fixtures";
import { DEMO_CLIENTS, seedReporting } from "../../../test/reporting";
import type { ClientDoc } from "../../model/clients";

const database = useTestDatabase("dashboard");
const app = useTestApp(database);

const DASHBOARD = `query ($c: ID!) { dashboard(clientId: $c, language: "en") {
  clientSummaries { id type value decimals unit }
  clientDashCharts { id legend { typeOfValues decimals unit } } } }`;

let token = "";
let andes: ClientDoc;
let altoMayo: ClientDoc;

/** Sets `settings` on a field of every version of a form, as a template author would. */
async function setSettings(formKey: string, name: string, settings: Record<string, unknown>) {
  const forms = database.db().collection<FormConfig>("formConfigs");
  const change = (fields: FieldDefinition[]): FieldDefinition[] =>
    fields.map((field) =>
      field.internalName === name
        ? { ...field, settings: { ...field.settings, ...settings } }
        : field.children
          ? { ...field, children: change(field.children) }
          : field,
    );
  for (const form of await forms.find({ key: formKey }).toArray())
    await forms.updateOne({ _id: form._id }, { $set: { fields: change(form.fields) } });
}

beforeAll(async () => {
  const db = database.db();
  const { clients } = await seedReporting(db, [DEMO_CLIENTS.andes, DEMO_CLIENTS.altoMayo]);
  andes = clients[DEMO_CLIENTS.andes] as unknown as ClientDoc;
  altoMayo = clients[DEMO_CLIENTS.altoMayo] as unknown as ClientDoc;
  // Before the first request: the API keeps the templates it read for a while.
  await setSettings("extras", "numberOfActiveBorrowers", { decimals: 0 });
  await setSettings("performanceIndicators", "par30Ratio", { decimals: 1 });
  await setSettings("balanceSheet", "totalAssets", { decimals: 0 });
  const admin = await seedUser(db, "ada.admin@investor.test", ["investor-admin"]);
  token = await login(app(), admin.email, admin.password);
});

async function dashboard(clientId: string): Promise<Loose> {
  const answer = await gql<Loose>(app(), DASHBOARD, { c: clientId }, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.dashboard as Loose;
}

const byId = (entries: Loose[], id: string): Loose => entries.find((entry) => entry.id === id)!;

describe("dashboard", () => {
  it("gives each summary and chart legend the decimals and unit of the template field it shows", async () => {
    const { clientSummaries, clientDashCharts } = await dashboard(andes._id);
    expect(byId(clientSummaries, "extras.numberOfActiveBorrowers")).toMatchObject({
      type: "numeric",
      decimals: 0,
      unit: "count",
    });
    expect(byId(clientSummaries, "balanceSheet.totalAssets")).toMatchObject({ decimals: 0, unit: null });
    // A percentage shows no unit; its decimals still apply.
    expect(byId(clientSummaries, "performanceIndicators.par30Ratio")).toMatchObject({
      decimals: 1,
      unit: null,
    });
    expect(byId(clientDashCharts, "extras.numberOfActiveBorrowers").legend).toEqual({
      typeOfValues: "numeric",
      decimals: 0,
      unit: "count",
    });
    expect(byId(clientDashCharts, "performanceIndicators.par30Ratio").legend).toEqual({
      typeOfValues: "percentual",
      decimals: 1,
      unit: null,
    });
    // A field without settings: null, the portal's default.
    expect(byId(clientDashCharts, "balanceSheet.grossLoanPortfolio").legend).toEqual({
      typeOfValues: "currency",
      decimals: null,
      unit: null,
    });
  });

  it("gives an AGRO client's summaries their fields' units", async () => {
    const { clientSummaries } = await dashboard(altoMayo._id);
    expect(byId(clientSummaries, "agroRatios.currentRatio")).toMatchObject({ decimals: null, unit: "times" });
    expect(byId(clientSummaries, "agroBalanceSheet.totalAssets")).toMatchObject({
      decimals: null,
      unit: null,
    });
  });
});
