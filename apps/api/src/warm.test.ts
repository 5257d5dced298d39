// Warming at start: the first list after a start is answered from what the process already read.
import type { CommandStartedEvent } from "mongodb";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app";
import { useTestDatabase } from "../test/database";
import { gql, login, seedUser } from "../test/fixtures";
import { DEMO_CLIENTS, seedReporting } from "../test/reporting";
import { warmKeptCollections } from "./warm";

const database = useTestDatabase("warm");
const app = useTestApp(database, {}, { monitorCommands: true });

describe(warmKeptCollections, () => {
  it("reads the reports, investments, clients and exchange rates so that the first lists read none of them", async () => {
    const db = database.db();
    await seedReporting(db, [DEMO_CLIENTS.andes, DEMO_CLIENTS.jamii]);
    const admin = await seedUser(db, "ada.admin@investor.test", ["investor-admin"]);
    const token = await login(app(), admin.email, admin.password);

    await warmKeptCollections(app());

    const collections: string[] = [];
    const listen = (event: CommandStartedEvent) => {
      const collection = event.command[event.commandName];
      if (event.commandName === "find" && typeof collection === "string") collections.push(collection);
    };
    app().mongo.client.on("commandStarted", listen);
    try {
      const reports = await gql(app(), `{ reports(limit: 5) { pageInfo { total } } }`, {}, { token });
      expect(reports.data?.reports.pageInfo.total).toBeGreaterThan(0);
      const investments = await gql(
        app(),
        `{ investmentsPaged(state: "open", limit: 5) { pageInfo { total } } }`,
        {},
        { token },
      );
      expect(investments.data?.investmentsPaged.pageInfo.total).toBeGreaterThan(0);
      const rates = await gql(app(), `{ exchangeRates(limit: 5) { pageInfo { total } } }`, {}, { token });
      expect(rates.data?.exchangeRates.pageInfo.total).toBeGreaterThan(0);
    } finally {
      app().mongo.client.off("commandStarted", listen);
    }
    expect(
      collections.filter((name) =>
        ["reportInstances", "investments", "clients", "exchangeRates"].includes(name),
      ),
    ).toEqual([]);
  });
});
