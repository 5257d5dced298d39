import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/database";
import { demoData } from "../../../../test/reporting";
import { FORM_DATA_IDS_MIGRATION, LEGACY_FORM_DATA_INDEX, rekeyFormData } from "./form-data-ids";
import { formDataId } from "../model";
import type { FormDataDoc } from "../model";
import { MongoReportingRepository } from ".";
import { ClientCatalog } from "../../clients/client-catalog";
import { ExchangeRatesRepository } from "../../exchange-rates/repository";

const database = useTestDatabase("form-data-ids");

/** Form data as databases made before natural ids hold it: random `_id`s, unique by (client, form, period). */
async function legacyDatabase(count: number) {
  const db = database.db();
  await db.dropDatabase();
  const data = demoData();
  const client = data.clients[0]!;
  const documents = data.formData
    .filter((document) => document.clientId === client._id)
    .slice(0, count)
    .map((document) => ({ ...document, numeric: document.context.numeric }));
  const formData = db.collection<FormDataDoc>("formData");
  await formData.createIndex({ clientId: 1, configKey: 1, "context.numeric": 1 }, { unique: true });
  if (documents.length > 0) await formData.insertMany(documents);
  await db
    .collection<{ _id: string }>("formConfigs")
    .insertMany(data.formConfigs.map((form) => ({ ...form, _id: String(form._id) })));
  return { db, client, documents, formData };
}

describe("form data re-keyed to natural ids at start", () => {
  it("moves every document to its natural _id with its content, drops the old unique index, and runs once", async () => {
    const { db, client, documents, formData } = await legacyDatabase(12);
    expect(
      documents.every(
        (document) =>
          document._id !== formDataId(document.clientId, document.configKey, document.context.numeric),
      ),
    ).toBe(true);

    expect(await rekeyFormData(db)).toBe(12);

    for (const document of documents) {
      const natural = formDataId(document.clientId, document.configKey, document.context.numeric);
      expect(await formData.findOne({ _id: natural })).toEqual({ ...document, _id: natural });
      expect(await formData.findOne({ _id: document._id })).toBeNull();
    }
    expect(await formData.countDocuments()).toBe(12);
    const indexes = (await formData.indexes()).map((index) => index.name);
    expect(indexes).not.toContain(LEGACY_FORM_DATA_INDEX);
    expect(
      await db.collection("migrations").findOne({ _id: FORM_DATA_IDS_MIGRATION as never }),
    ).toMatchObject({
      moved: 12,
    });
    // The reporting reads find them by _id.
    const months = documents.map((document) => document.context.numeric);
    const read = await new MongoReportingRepository(
      db,
      new ClientCatalog(db),
      new ExchangeRatesRepository(db),
    ).formDataRange(client, Math.min(...months), Math.max(...months));
    expect(read.map((document) => document._id).sort()).toEqual(
      documents
        .map((document) => formDataId(document.clientId, document.configKey, document.context.numeric))
        .sort(),
    );
    // Marked as done: a second start reads nothing.
    expect(await rekeyFormData(db)).toBe(0);
  });

  it("finishes the move of a document copied by a run that stopped before deleting the original", async () => {
    const { db, documents, formData } = await legacyDatabase(3);
    await formData.dropIndex(LEGACY_FORM_DATA_INDEX);
    const stopped = documents[0]!;
    const natural = formDataId(stopped.clientId, stopped.configKey, stopped.context.numeric);
    await formData.insertOne({ ...stopped, _id: natural });

    expect(await rekeyFormData(db)).toBe(3);

    expect(await formData.countDocuments()).toBe(3);
    expect(await formData.findOne({ _id: natural })).toEqual({ ...stopped, _id: natural });
    expect(await formData.findOne({ _id: stopped._id })).toBeNull();
  });

  it("leaves a database whose form data already has natural ids as it is", async () => {
    const { db, formData } = await legacyDatabase(0);
    const data = demoData();
    const document = data.formData[0]!;
    const natural = formDataId(document.clientId, document.configKey, document.context.numeric);
    await formData.insertOne({ ...document, _id: natural });
    expect(await rekeyFormData(db)).toBe(0);
    expect(await formData.findOne({ _id: natural })).toMatchObject({ values: document.values });
  });
});
