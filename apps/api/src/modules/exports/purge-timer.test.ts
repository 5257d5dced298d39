// The purge as the server runs it: started when the server is ready, and finished before the server has closed
// (the database connection closes with it).
import { beforeAll, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { HOUR } from "../../platform/time";
import { ExportStore } from "./repository";

const database = useTestDatabase("exports_purge_timer");
const app = useTestApp(database);
let expiredId = "";
let keptId = "";

beforeAll(async () => {
  const store = new ExportStore(database.db(), 24);
  const write = () =>
    store.saveWorkbook("owner", "file.xlsx", async (workbook) => {
      workbook.addWorksheet("Sheet").commit();
    });
  expiredId = (await write()).fileId;
  keptId = (await write()).fileId;
  await database
    .db()
    .collection("exports.files")
    .updateOne({ _id: expiredId as never }, { $set: { uploadDate: new Date(Date.now() - 25 * HOUR) } });
});

it("removes expired exports when the server is ready, and closes only once it is done", async () => {
  await app().ready();
  await app().close();
  const files = database.db().collection("exports.files");
  expect(await files.countDocuments({ _id: expiredId as never })).toBe(0);
  expect(await database.db().collection("exports.chunks").countDocuments({ files_id: expiredId })).toBe(0);
  expect(await files.countDocuments({ _id: keptId as never })).toBe(1);
});
