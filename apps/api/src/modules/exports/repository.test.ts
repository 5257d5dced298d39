import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { login, seedUser } from "../../../test/fixtures";
import { HOUR } from "../../platform/time";
import { ConfigError, readConfig } from "../../config";
import { CHUNK_SIZE, ExportStore } from "./repository";
import { attachmentDisposition } from "./routes";

const database = useTestDatabase("exports-store");
const app = useTestApp(database);

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
}

/** A workbook whose bytes do not compress: a few MB of random hex across several chunks. */
async function bigWorkbook(store: ExportStore, owner: string) {
  const cells = Array.from({ length: 3000 }, () => randomBytes(512).toString("hex"));
  return store
    .saveWorkbook(owner, "big.xlsx", async (workbook) => {
      const sheet = workbook.addWorksheet("Data");
      for (const cell of cells) sheet.addRow([cell]).commit();
      sheet.commit();
    })
    .then((file) => ({ file, cells }));
}

describe("ExportStore on the test database", () => {
  const store = () => new ExportStore(database.db(), 24);

  it("reads back a multi-chunk workbook byte for byte, and only for its owner", async () => {
    const { file, cells } = await bigWorkbook(store(), "owner-1");
    expect(file.fileId).toMatch(/^[0-9a-f]{32}$/);
    const opened = await store().open(file.fileId, "owner-1");
    expect(opened).not.toBeNull();
    const bytes = await readAll(opened!.stream);
    expect(bytes.length).toBe(opened!.length);
    expect(bytes.length).toBeGreaterThan(3 * CHUNK_SIZE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Data")!;
    expect(sheet.getCell("A1").value).toBe(cells[0]);
    expect(sheet.getCell(`A${cells.length}`).value).toBe(cells.at(-1));

    // The stored chunks, concatenated in order, are the bytes served.
    const chunks = await database.db().collection("exports.chunks").find({ files_id: file.fileId }).toArray();
    const stored = Buffer.concat(
      chunks.sort((a, b) => a.n - b.n).map((chunk) => Buffer.from(chunk.data.buffer as Uint8Array)),
    );
    expect(stored.equals(bytes)).toBe(true);

    expect(await store().open(file.fileId, "owner-2")).toBeNull();
    expect(await store().open("0".repeat(32), "owner-1")).toBeNull();
  });

  it("removes a file whose build fails, chunks included", async () => {
    const before = await database.db().collection("exports.chunks").countDocuments();
    await expect(
      store().saveWorkbook("owner-1", "broken.xlsx", async (workbook) => {
        const sheet = workbook.addWorksheet("Data");
        for (let i = 0; i < 2000; i++) sheet.addRow([randomBytes(512).toString("hex")]).commit();
        throw new Error("the data could not be read");
      }),
    ).rejects.toThrow("the data could not be read");
    // Late chunks from the zip still under way would show up here.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await database.db().collection("exports.chunks").countDocuments()).toBe(before);
    expect(await database.db().collection("exports.files").countDocuments({ filename: "broken.xlsx" })).toBe(
      0,
    );
  });

  it("purges files older than the retention period and keeps the others", async () => {
    const old = await bigWorkbook(store(), "owner-1");
    const kept = await bigWorkbook(store(), "owner-1");
    await database
      .db()
      .collection("exports.files")
      .updateOne(
        { _id: old.file.fileId as never },
        { $set: { uploadDate: new Date(Date.now() - 25 * HOUR) } },
      );
    expect(await store().open(old.file.fileId, "owner-1")).toBeNull();
    expect(await store().purgeExpired(new Date())).toBeGreaterThanOrEqual(1);
    expect(
      await database.db().collection("exports.chunks").countDocuments({ files_id: old.file.fileId }),
    ).toBe(0);
    expect(await store().open(kept.file.fileId, "owner-1")).not.toBeNull();
  });
});

describe("GET /download/:fileId", () => {
  const tokens = { owner: "", other: "" };
  let ownerId = "";
  beforeAll(async () => {
    const owner = await seedUser(database.db(), "olga.owner@investor.test", ["investor"]);
    const other = await seedUser(database.db(), "oscar.other@investor.test", ["investor"]);
    ownerId = owner.user._id;
    tokens.owner = await login(app(), owner.email, owner.password);
    tokens.other = await login(app(), other.email, other.password);
  });

  async function saved(fileName = "Covenants – Café 2025.xlsx") {
    return app().services.exports.saveWorkbook(ownerId, fileName, async (workbook) => {
      const sheet = workbook.addWorksheet("Sheet");
      sheet.addRow(["hello"]).commit();
      sheet.commit();
    });
  }

  // As a browser asks: the file is zipped already and is sent as it is stored.
  const get = (fileId: string, token?: string) =>
    app().inject({
      method: "GET",
      url: `/download/${fileId}`,
      headers: { "accept-encoding": "br, gzip", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it("streams the owner's file as an xlsx attachment that is never cached", async () => {
    const file = await saved();
    const response = await get(file.fileId, tokens.owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-disposition"]).toBe(attachmentDisposition("Covenants – Café 2025.xlsx"));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet("Sheet")!.getCell("A1").value).toBe("hello");
  });

  it("answers 404 alike for another user's, an unknown, a malformed and an expired file id", async () => {
    const file = await saved();
    const answers = [
      await get(file.fileId, tokens.other),
      await get(randomBytes(16).toString("hex"), tokens.owner),
      await get("not-an-id", tokens.owner),
    ];
    await database
      .db()
      .collection("exports.files")
      .updateOne({ _id: file.fileId as never }, { $set: { uploadDate: new Date(Date.now() - 48 * HOUR) } });
    await app().services.exports.purgeExpired(new Date());
    answers.push(await get(file.fileId, tokens.owner));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ success: 0, message: "Not found" });
    }
  });

  it("answers 401 without a session, and for a forged token", async () => {
    const file = await saved();
    expect((await get(file.fileId)).statusCode).toBe(401);
    expect((await get(file.fileId, "forged.token.value")).statusCode).toBe(401);
  });
});

describe("attachmentDisposition", () => {
  it("gives an ASCII fallback and the exact name in filename* (RFC 6266)", () => {
    expect(attachmentDisposition('Q1 "draft" – Café.xlsx')).toBe(
      `attachment; filename="Q1 _draft_ _ Caf_.xlsx"; filename*=UTF-8''Q1%20%22draft%22%20%E2%80%93%20Caf%C3%A9.xlsx`,
    );
  });
});

describe("EXPORT_RETENTION_HOURS", () => {
  const env = { MONGODB_URI: "mongodb://127.0.0.1/x", JWT_SECRET: "x".repeat(32) };
  it("is 24 hours unless set, and a whole number from 1 to 720", () => {
    expect(readConfig(env).exportRetentionHours).toBe(24);
    expect(readConfig({ ...env, EXPORT_RETENTION_HOURS: "2" }).exportRetentionHours).toBe(2);
    for (const wrong of ["0", "1.5", "721", "soon"])
      expect(() => readConfig({ ...env, EXPORT_RETENTION_HOURS: wrong })).toThrow(ConfigError);
  });
});
