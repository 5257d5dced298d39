// The reminder round as the server runs it: started when the server is ready, and finished before the server
// has closed (the database connection closes with it).
import { beforeAll, expect, it } from "vitest";
import { testConfig, useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { mailTo, seedClient, seedUser } from "../../../test/fixtures";
import { insertReport } from "../../../test/reporting";

const database = useTestDatabase("reminder_timer");
const app = useTestApp(database, () => ({
  reminders: { ...testConfig(database).reminders, enabled: true },
}));

beforeAll(async () => {
  const db = database.db();
  const client = await seedClient(db, "Timer Bank");
  await seedUser(db, "tim.client@timer.test", ["CLIENT"], { ids: [client._id] });
  await insertReport(db, client, "created", { schedule: { due: 20200131 } });
});

it("runs a round when the server is ready, and closes only once it is done", async () => {
  await app().ready();
  await app().close();
  expect(await mailTo(database.db(), "tim.client@timer.test")).toMatchObject([{ kind: "reportReminder" }]);
});
