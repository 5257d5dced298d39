// The `versions` custom property: written next to what exceljs writes, read back the same way.
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { readCustomProperty, readVersions, withVersions } from "./versions-property";

async function workbookFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Sheet").getCell("A1").value = "x";
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("versions property", () => {
  it("round-trips, registers the part in [Content_Types].xml and _rels/.rels, and the file still opens", async () => {
    const file = await withVersions(await workbookFile(), { balanceSheet: "1.2.0", 'odd<&>"key': "2" });
    expect(await readVersions(file)).toEqual({ balanceSheet: "1.2.0", 'odd<&>"key': "2" });
    const zip = await JSZip.loadAsync(file);
    expect(await zip.file("[Content_Types].xml")!.async("string")).toContain(
      'PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"',
    );
    expect(await zip.file("_rels/.rels")!.async("string")).toContain('Target="docProps/custom.xml"');
    const reopened = new ExcelJS.Workbook();
    await reopened.xlsx.load(file as unknown as ArrayBuffer);
    expect(reopened.getWorksheet("Sheet")!.getCell("A1").value).toBe("x");
  });

  it("writing twice replaces the value without a second registration", async () => {
    const once = await withVersions(await workbookFile(), { a: "1" });
    const twice = await withVersions(once, { a: "2" });
    expect(await readVersions(twice)).toEqual({ a: "2" });
    const types = await (await JSZip.loadAsync(twice)).file("[Content_Types].xml")!.async("string");
    expect(types.match(/docProps\/custom\.xml/g)).toHaveLength(1);
  });

  it("is null when missing or not a JSON object", async () => {
    expect(await readVersions(await workbookFile())).toBeNull();
    const { withCustomProperty } = await import("./versions-property");
    const broken = await withCustomProperty(await workbookFile(), "versions", "not json");
    expect(await readCustomProperty(broken, "versions")).toBe("not json");
    expect(await readVersions(broken)).toBeNull();
  });
});
