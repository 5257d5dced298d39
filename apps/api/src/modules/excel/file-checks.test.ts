// The file checks decide by content, before exceljs inflates anything.
import { deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { inspectSpreadsheet } from "./file-checks";
import { MAX_UPLOAD_BYTES } from "./layout";

async function minimalXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Sheet").getCell("A1").value = 1;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A stored-size-lying zip: one entry whose header declares 10 bytes but inflates to `actual`. */
function lyingZip(actual: number): Buffer {
  const entries = [
    { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
    { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") },
    { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(actual, 0x20), declared: 10 },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const compressed = deflateRawSync(entry.data);
    const name = Buffer.from(entry.name);
    const size = entry.declared ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe("inspectSpreadsheet", () => {
  it("accepts a real .xlsx", async () => {
    expect(await inspectSpreadsheet(await minimalXlsx())).toBeNull();
  });

  it("refuses a zip that is not a workbook (a .docx-like package)", async () => {
    const zip = new JSZip();
    zip.file("[Content_Types].xml", "<Types/>");
    zip.file("word/document.xml", "<document/>");
    const file = await zip.generateAsync({ type: "nodebuffer" });
    expect(await inspectSpreadsheet(file)).toMatchObject({ kind: "notSpreadsheet", status: 415 });
  });

  it("refuses an entry that inflates beyond its declared size (a lying header), without holding it", async () => {
    const file = lyingZip(5 * 1024 * 1024);
    expect(file.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await inspectSpreadsheet(file)).toMatchObject({ kind: "zipBomb", status: 422 });
  });

  it("refuses too many entries and an empty file", async () => {
    const zip = new JSZip();
    zip.file("[Content_Types].xml", "<Types/>");
    zip.file("xl/workbook.xml", "<workbook/>");
    for (let i = 0; i < 2_100; i++) zip.file(`xl/media/${i}.bin`, "");
    const file = await zip.generateAsync({ type: "nodebuffer" });
    expect(await inspectSpreadsheet(file)).toMatchObject({ kind: "zipBomb" });
    expect(await inspectSpreadsheet(Buffer.alloc(0))).toMatchObject({ kind: "empty", status: 422 });
  });

  it("tells a legacy .xls from a password-protected .xlsx (both OLE2)", async () => {
    const header = Buffer.from("d0cf11e0a1b11ae1", "hex");
    const xls = Buffer.concat([header, Buffer.alloc(600), Buffer.from("Workbook", "utf16le")]);
    const encrypted = Buffer.concat([header, Buffer.alloc(600), Buffer.from("EncryptedPackage", "utf16le")]);
    expect(await inspectSpreadsheet(xls)).toMatchObject({ kind: "legacyXls", status: 415 });
    expect(await inspectSpreadsheet(encrypted)).toMatchObject({ kind: "passwordProtected", status: 415 });
  });
});
