// Where things sit in a template workbook. The builder writes, and the upload reads, through these constants
// only: the machine-readable keys (hidden column A, hidden row 1, the very hidden `ledgerline` sheet) are what
// map cells back to fields, never the labels, which are in the user's language.

/** Upload limit (spec 2 §9): 3 MB, the same number the portal checks before sending. */
export { MAX_UPLOAD_BYTES } from "@ledgerline/schemas/uploads";

/** Zip-bomb guards: declared uncompressed bytes of all entries, entries, and one entry's compression ratio. */
export const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 2_000;
/** XML compresses 10–30×; a real workbook entry above this ratio (and 1 MB) is a bomb. */
export const MAX_COMPRESSION_RATIO = 200;

/** Columns of a form sheet (1-based, as exceljs counts). */
export const COLUMN = {
  /** Hidden: the field's internal name on field rows; the marker on the hidden form row. */
  key: 1,
  label: 2,
  value: 3,
  /** Comparison columns start here, in the order of COMPARISON_SCOPES the form shows. */
  firstComparison: 4,
} as const;

/** Rows of a form sheet (1-based). */
export const ROW = {
  /** Hidden: FORM_MARKER, form key, form version. */
  form: 1,
  title: 2,
  info: 3,
  header: 4,
  /** The first field row. */
  firstField: 5,
} as const;

/** Column A of the hidden form row. */
export const FORM_MARKER = "ledgerline:form";

/** The very hidden sheet that lists the form sheets and the template's settings (name ≤ 31 characters). */
export const META_SHEET = "ledgerline";
/** The hidden sheet holding the dropdown choices that list validations refer to. */
export const LISTS_SHEET = "lists";

/** Meta sheet: row 1 is a header; then key/value rows for the template, then one row per form sheet. */
export const META = {
  /** Template settings rows (column A key, column B value). */
  settings: ["reportId", "clientId", "numeric", "language", "currency", "reportingScale"] as const,
  /** Column A of a form row, then sheet name, form key, version. */
  formRow: "form",
} as const;

export const COMPARISON_SCOPES = ["1FY", "1M", "1Y"] as const;
export type ComparisonScope = (typeof COMPARISON_SCOPES)[number];

/** Indentation of a label per tree level (exceljs `alignment.indent`). */
export const INDENT_PER_LEVEL = 2;

/** The custom document property that maps form config keys to template versions. */
export const VERSIONS_PROPERTY = "versions";
