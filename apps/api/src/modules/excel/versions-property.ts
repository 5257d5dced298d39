// The workbook's custom document property `versions` (JSON: form config key → template version). exceljs 4.4
// neither writes nor reads custom properties (../shared/DEPENDENCIES.md), so the part is added to the written
// file with jszip, with its content-type override and package relationship, and read back the same way.
import JSZip from "jszip";
import { VERSIONS_PROPERTY } from "./layout";

const CUSTOM_PART = "docProps/custom.xml";
const CUSTOM_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.custom-properties+xml";
const CUSTOM_RELATIONSHIP =
  "http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties";
/** The format id every custom property carries (ECMA-376 part 1, 22.3.2.2). */
const USER_DEFINED_FMTID = "{D5CDD505-2E9C-101B-9397-08002B2CF9AE}";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, "&");
}

function customXml(name: string, value: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" ' +
    'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">' +
    `<property fmtid="${USER_DEFINED_FMTID}" pid="2" name="${escapeXml(name)}">` +
    `<vt:lpwstr>${escapeXml(value)}</vt:lpwstr></property></Properties>`
  );
}

/** Adds (or replaces) the custom property `name` of an .xlsx. */
export async function withCustomProperty(xlsx: Uint8Array, name: string, value: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(xlsx);
  zip.file(CUSTOM_PART, customXml(name, value));

  const typesFile = zip.file("[Content_Types].xml");
  if (!typesFile) throw new Error("not an .xlsx package: no [Content_Types].xml");
  let types = await typesFile.async("string");
  if (!types.includes(`PartName="/${CUSTOM_PART}"`)) {
    types = types.replace(
      "</Types>",
      `<Override PartName="/${CUSTOM_PART}" ContentType="${CUSTOM_CONTENT_TYPE}"/></Types>`,
    );
    zip.file("[Content_Types].xml", types);
  }

  const relsFile = zip.file("_rels/.rels");
  if (!relsFile) throw new Error("not an .xlsx package: no _rels/.rels");
  let rels = await relsFile.async("string");
  if (!rels.includes(CUSTOM_RELATIONSHIP)) {
    rels = rels.replace(
      "</Relationships>",
      `<Relationship Id="rIdLedgerlineCustom" Type="${CUSTOM_RELATIONSHIP}" Target="${CUSTOM_PART}"/></Relationships>`,
    );
    zip.file("_rels/.rels", rels);
  }
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 6 } });
}

/** The text value of a custom property, or null when the file has no such property. */
export async function readCustomProperty(xlsx: Uint8Array, name: string): Promise<string | null> {
  const zip = await JSZip.loadAsync(xlsx);
  const part = zip.file(CUSTOM_PART);
  return part ? propertyIn(await part.async("string"), name) : null;
}

/** The text value of the property `name` in a docProps/custom.xml part, or null. */
function propertyIn(xml: string, name: string): string | null {
  for (const match of xml.matchAll(/<property\b([^>]*)>([\s\S]*?)<\/property>/g)) {
    const nameMatch = /\bname="([^"]*)"/.exec(match[1] ?? "");
    if (!nameMatch || unescapeXml(nameMatch[1] ?? "") !== name) continue;
    const value = /<vt:(?:lpwstr|lpstr|bstr)>([\s\S]*?)<\/vt:(?:lpwstr|lpstr|bstr)>/.exec(match[2] ?? "");
    return value ? unescapeXml(value[1] ?? "") : "";
  }
  return null;
}

export type Versions = Record<string, string>;

/** Writes the `versions` property (form config key → template version). */
export function withVersions(xlsx: Uint8Array, versions: Versions): Promise<Buffer> {
  return withCustomProperty(xlsx, VERSIONS_PROPERTY, JSON.stringify(versions));
}

/**
 * The `versions` property of an uploaded package, from the entries file-checks.ts inflated and bounded: the
 * raw upload is never parsed again (a damaged local header would throw in JSZip, and nothing the central
 * directory does not list is read).
 */
export function versionsIn(entries: ReadonlyMap<string, Uint8Array>): Versions | null {
  const part = entries.get(CUSTOM_PART);
  return parseVersions(part ? propertyIn(Buffer.from(part).toString("utf8"), VERSIONS_PROPERTY) : null);
}

/** The `versions` property, or null when it is missing or not a JSON object of strings. */
export async function readVersions(xlsx: Uint8Array): Promise<Versions | null> {
  return parseVersions(await readCustomProperty(xlsx, VERSIONS_PROPERTY));
}

function parseVersions(text: string | null): Versions | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return null;
  }
}
