// The upload's file checks under random input: whatever bytes arrive, checkUpload (everything the upload
// route does with the file, below HTTP and above the database) answers an accepted plan or a refusal with a
// status and a message, and throws nothing else. Three generators: random bytes, random zip archives (with
// the package's real part names), and a real template with random edits (cells of every type, huge strings,
// formulas, dates, errors; sheets removed, renamed or added; the versions property dropped or changed).
// Each property is bounded by its number of runs; a failure prints the seed and the shrunk input to replay.
import type { FieldDefinition } from "@ledgerline/schemas";
import ExcelJS from "exceljs";
import type { CellValue } from "exceljs";
import fc from "fast-check";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormConfigDoc } from "../reports/model";
import { ExcelRefusal } from "./answers";
import { COLUMN, LISTS_SHEET, META_SHEET, ROW } from "./layout";
import { buildTemplate } from "./template-builder";
import type { FilledForm, TemplateModel } from "./template-data";
import type { TemplateRow } from "./template-rows";
import { checkUpload } from "./upload-check";
import type { UploadPlan, UploadRules } from "./upload-check";
import { withVersions } from "./versions-property";

// Generous: the runs are bounded by count, this only stops a hang from blocking the suite on a busy machine.
const PROPERTY_TIMEOUT = 120_000;

function row(
  key: string,
  field: Partial<FieldDefinition> & Pick<FieldDefinition, "type">,
  kind: TemplateRow["kind"] = "input",
): TemplateRow {
  const definition = { internalName: key, name: { en: key }, ...field } as FieldDefinition;
  return {
    key,
    label: key,
    depth: 1,
    kind,
    field: definition,
    options: (definition.dropdownVals ?? []).map((option) => ({
      value: option.value,
      label: option.label.en,
    })),
  };
}

/** Two forms holding every kind of row the template writes. */
const FORMS: ReadonlyArray<{ key: string; name: string; rows: TemplateRow[] }> = [
  {
    key: "figures",
    name: "Figures",
    rows: [
      row("section", { type: "fieldset" } as Pick<FieldDefinition, "type">, "section"),
      row("cash", { type: "currency", validations: { allowNegative: false } }),
      row("share", { type: "percentual", settings: { decimals: 1 } }),
      row("days", { type: "numeric", settings: { unit: "days" } }),
      row("opened", { type: "date" }),
      row("total", { type: "currency" }, "computed"),
    ],
  },
  {
    key: "notes",
    name: "Notes",
    rows: [
      row("events", { type: "textarea", validations: { maxLength: 4000 } }),
      row("contact", { type: "text" }),
      row("audited", { type: "boolean" }),
      row("currency", {
        type: "dropdown",
        dropdownVals: [
          { value: "USD", label: { en: "US dollar" } },
          { value: "PEN", label: { en: "Peruvian sol" } },
        ],
      }),
    ],
  },
];

const STORED: Record<string, Record<string, number | string | boolean>> = {
  figures: { cash: 123_456, share: 1250, days: 3000, opened: 20240131, total: 123_456 },
  notes: { events: "- new branch opened", contact: "+44 20", audited: true, currency: "PEN" },
};

function filledForms(): FilledForm[] {
  return FORMS.map((form) => ({
    key: form.key,
    version: "1.0.0",
    name: form.name,
    form: { key: form.key, settings: {} } as unknown as FormConfigDoc,
    comparisons: [],
    rows: form.rows,
    current: { values: STORED[form.key]!, computed: {} },
    comparisonData: {},
  }));
}

const MODEL: TemplateModel = {
  language: "en",
  reportId: "r1",
  clientId: "c1",
  clientName: "Andes",
  numeric: 20240331,
  period: "March 2024",
  currency: "PEN",
  scale: 1,
  forms: filledForms(),
};

function rules(language: string, acceptOutdated: boolean): UploadRules {
  return {
    formsIn: () => filledForms(),
    language,
    scale: 1,
    acceptOutdated,
    validate: async () => [],
  };
}

const INPUT_KEYS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  FORMS.map((form) => [
    form.key,
    new Set(form.rows.filter((entry) => entry.kind === "input").map((entry) => entry.key)),
  ]),
);

/** An accepted plan only ever changes input fields of the report's forms. */
function expectSensiblePlan(plan: UploadPlan): void {
  for (const { form, changes } of plan.forms) {
    const inputs = INPUT_KEYS.get(form.key);
    expect(inputs, form.key).toBeDefined();
    for (const change of changes) expect(inputs!.has(change.path), change.path).toBe(true);
  }
}

type Outcome = "accepted" | "refused";

/** What checkUpload answers for `file`; anything but a plan or a clear refusal fails the property. */
async function outcomeOf(file: Buffer, language = "en", acceptOutdated = false): Promise<Outcome> {
  try {
    expectSensiblePlan(await checkUpload(file, rules(language, acceptOutdated)));
    return "accepted";
  } catch (error) {
    if (!(error instanceof ExcelRefusal)) throw error;
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.status).toBeLessThan(500);
    expect(error.message.trim()).not.toBe("");
    return "refused";
  }
}

let template: Buffer;
let templateParts: Map<string, Uint8Array>;

beforeAll(async () => {
  template = await buildTemplate(MODEL);
  const zip = await JSZip.loadAsync(template);
  templateParts = new Map();
  for (const name of Object.keys(zip.files))
    if (!zip.files[name]!.dir) templateParts.set(name, await zip.file(name)!.async("uint8array"));
});

describe("checkUpload under random input", () => {
  it("the untouched template is accepted with the stored values (the generators start from it)", async () => {
    expect(await outcomeOf(template)).toBe("accepted");
    const plan = await checkUpload(template, rules("en", false));
    expect(plan.forms.find((form) => form.form.key === "notes")?.changes).toEqual(
      expect.arrayContaining([
        { path: "events", change: "- new branch opened" },
        { path: "contact", change: "+44 20" },
      ]),
    );
  });

  it(
    "refuses random bytes, whatever their first bytes claim",
    async () => {
      const signatures = fc.constantFrom(
        new Uint8Array([]),
        new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
        new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        new Uint8Array([0x50, 0x4b, 0x05, 0x06]),
      );
      await fc.assert(
        fc.asyncProperty(signatures, fc.uint8Array({ maxLength: 4096 }), async (head, tail) => {
          const file = Buffer.concat([head, tail]);
          expect(await outcomeOf(file)).toBe("refused");
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    "answers random zip archives: the template's parts kept, dropped, cut short or replaced, and damaged bytes",
    async () => {
      const names = [...templateParts.keys()];
      const partContent = (real: Uint8Array) =>
        fc.oneof(
          { weight: 6, arbitrary: fc.constant<Uint8Array | null>(real) },
          { weight: 1, arbitrary: fc.constant<Uint8Array | null>(null) },
          {
            weight: 1,
            arbitrary: fc.nat({ max: real.length }).map((length) => real.subarray(0, length)),
          },
          { weight: 1, arbitrary: fc.uint8Array({ maxLength: 512 }) },
          {
            weight: 1,
            arbitrary: fc.string({ maxLength: 200 }).map((text) => new TextEncoder().encode(text)),
          },
        );
      const archive = fc.record({
        parts: fc.tuple(...names.map((name) => partContent(templateParts.get(name)!))),
        extra: fc.array(
          fc.tuple(fc.string({ minLength: 1, maxLength: 40 }), fc.uint8Array({ maxLength: 256 })),
          {
            maxLength: 3,
          },
        ),
        compression: fc.constantFrom("STORE", "DEFLATE") as fc.Arbitrary<"STORE" | "DEFLATE">,
      });
      const damagedBytes = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), {
        minLength: 1,
        maxLength: 8,
      });
      const seen: Record<Outcome, number> = { accepted: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(archive, damagedBytes, fc.boolean(), async (generated, damage, acceptOutdated) => {
          const zip = new JSZip();
          generated.parts.forEach((bytes, index) => {
            if (bytes) zip.file(names[index]!, bytes, { compression: generated.compression });
          });
          for (const [name, bytes] of generated.extra) zip.file(name, bytes);
          const file = await zip.generateAsync({ type: "nodebuffer", compression: generated.compression });
          seen[await outcomeOf(file, "en", acceptOutdated)]++;

          const damaged = Buffer.from(template);
          for (const [offset, byte] of damage) damaged[offset % damaged.length] = byte;
          seen[await outcomeOf(damaged, "en", acceptOutdated)]++;
        }),
        { numRuns: 250 },
      );
      expect(seen.refused).toBeGreaterThan(0);
    },
    PROPERTY_TIMEOUT,
  );

  it(
    "answers a template with random edits: an accepted plan or a refusal, never an exception",
    async () => {
      const seen: Record<Outcome, number> = { accepted: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(
          fc.array(editArbitrary, { maxLength: 6 }),
          fc.constantFrom("en", "fr", "ru", "de", "constructor"),
          fc.boolean(),
          async (edits, language, acceptOutdated) => {
            const file = await edited(edits);
            seen[await outcomeOf(file, language, acceptOutdated)]++;
          },
        ),
        { numRuns: 200 },
      );
      // Both answers are reached: the generator is not refused wholesale, nor too timid to break anything.
      expect(seen.accepted).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    },
    PROPERTY_TIMEOUT,
  );
});

// Inputs the properties above once found to throw, kept as plain examples.
describe("checkUpload on inputs the fuzzing found", () => {
  it("refuses as damaged a package whose second local header lost its signature", async () => {
    const damaged = Buffer.from(template);
    const second = damaged.indexOf(Buffer.from("PK\x03\x04", "latin1"), 1);
    expect(second).toBeGreaterThan(0);
    damaged[second] = 0;
    await expect(checkUpload(damaged, rules("en", false))).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/damaged/),
    });
  });

  it("answers cells holding numbers beyond any date, formatted as dates, with a refusal", async () => {
    const file = await edited([
      // The form marker: no longer a form sheet.
      {
        kind: "cell",
        sheet: 0,
        row: ROW.form,
        column: COLUMN.key,
        value: 100025569.00000001,
        numFmt: "yyyy-mm-dd",
      },
    ]);
    expect(await outcomeOf(file)).toBe("refused");

    const dateRow = ROW.firstField + FORMS[0]!.rows.findIndex((entry) => entry.key === "opened");
    const textRow = ROW.firstField + FORMS[1]!.rows.findIndex((entry) => entry.key === "contact");
    const values = await edited([
      { kind: "cell", sheet: 0, row: dateRow, column: COLUMN.value, value: 1e20, numFmt: null },
      { kind: "cell", sheet: 1, row: textRow, column: COLUMN.value, value: -1e20, numFmt: "yyyy-mm-dd" },
    ]);
    const refusal = await checkUpload(values, rules("en", false)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ExcelRefusal);
    expect((refusal as ExcelRefusal).extra.validationErr?.values).toEqual([
      expect.objectContaining({
        field: "figures.opened",
        incorrect: "########",
        cell: `Figures!C${dateRow}`,
      }),
      expect.objectContaining({ field: "notes.contact", incorrect: "########", cell: `Notes!C${textRow}` }),
    ]);
  });
});

type Edit =
  | { kind: "cell"; sheet: number; row: number; column: number; value: CellValue; numFmt: string | null }
  | { kind: "removeSheet"; sheet: number }
  | { kind: "renameSheet"; sheet: number; name: string }
  | { kind: "addSheet"; name: string }
  | { kind: "versions"; versions: Record<string, string> | null };

const ERRORS = ["#N/A", "#DIV/0!", "#REF!", "#VALUE!", "#NAME?", "#NUM!", "#NULL!"] as const;

const cellValue: fc.Arbitrary<CellValue> = fc.oneof(
  fc.constant(null),
  fc.double(),
  fc.constantFrom(1e20, -1e20, 3e6, -5, 0.05, 45382, 2_958_466),
  fc.integer(),
  fc.boolean(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom("=1+1", "- new branch opened", "+44 20", "@home", "\tindented", "Oui", "US dollar", "12,5"),
  // Huge strings, beyond Excel's 32,767 characters a cell.
  fc.integer({ min: 1_000, max: 60_000 }).map((length) => "x".repeat(length)),
  fc.date({
    min: new Date(Date.UTC(1800, 0, 1)),
    max: new Date(Date.UTC(9999, 11, 31)),
    noInvalidDate: true,
  }),
  fc.string({ maxLength: 20 }).map((formula) => ({ formula, result: 1 }) as CellValue),
  fc.constantFrom(...ERRORS).map((error) => ({ error }) as CellValue),
  fc.string({ maxLength: 20 }).map((text) => ({ richText: [{ text }, { text: "!" }] }) as CellValue),
  fc.string({ maxLength: 20 }).map((text) => ({ text, hyperlink: "https://example.test" }) as CellValue),
);

const sheetName = fc.oneof(
  fc.constantFrom("Figures", "Notes", META_SHEET, LISTS_SHEET, "Sheet1"),
  fc.stringMatching(/^[A-Za-z0-9 ]{1,31}$/),
);

/** Rows and columns of a form sheet and the meta sheet: frame, keys, labels, values and a little beyond. */
const LAST_ROW = ROW.firstField + 8;

const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("cell" as const),
      sheet: fc.nat(4),
      row: fc.integer({ min: 1, max: LAST_ROW }),
      column: fc.integer({ min: COLUMN.key, max: COLUMN.firstComparison }),
      value: cellValue,
      numFmt: fc.option(fc.constantFrom("yyyy-mm-dd", "0%", "0.00", "@", "General", '#,##0" days"')),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("removeSheet" as const), sheet: fc.nat(4) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("renameSheet" as const), sheet: fc.nat(4), name: sheetName }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("addSheet" as const), name: sheetName }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("versions" as const),
      versions: fc.option(fc.dictionary(fc.constantFrom("figures", "notes", "other"), fc.string())),
    }),
  },
);

/**
 * The template with `edits` applied through exceljs, saved keeping (or replacing) the versions property as
 * Excel would. An edit exceljs itself refuses (a duplicate sheet name) is left out: it cannot be in a file.
 */
async function edited(edits: readonly Edit[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  let versions: Record<string, string> | null = { figures: "1.0.0", notes: "1.0.0" };
  for (const edit of edits) {
    const sheets = workbook.worksheets;
    const sheet = "sheet" in edit && sheets.length > 0 ? sheets[edit.sheet % sheets.length] : undefined;
    try {
      if (edit.kind === "cell" && sheet) {
        const cell = sheet.getCell(edit.row, edit.column);
        cell.value = edit.value;
        if (edit.numFmt !== null) cell.numFmt = edit.numFmt;
      }
      if (edit.kind === "removeSheet" && sheet) workbook.removeWorksheet(sheet.id);
      if (edit.kind === "renameSheet" && sheet) sheet.name = edit.name;
      if (edit.kind === "addSheet") workbook.addWorksheet(edit.name).getCell(1, 1).value = "added";
      if (edit.kind === "versions") versions = edit.versions;
    } catch {
      // exceljs refused the edit.
    }
  }
  const written = Buffer.from(await workbook.xlsx.writeBuffer());
  return versions ? withVersions(written, versions) : written;
}
