// Everything an upload must pass before anything is written, in the order a person fixes things: the file
// itself (type, size, damage, zip bomb), the template's versions, the sheets and keys, the values of every
// input cell (formula cells first), then the report's step validations over the uploaded values. Pure:
// the caller supplies the forms and the validation over stored data, so the benchmark runs it without a database.
// The file's reading (uploaded-file.ts) is the upload route's to do on a worker thread; checkUpload reads the
// file on this thread, for the benchmark and the tests of the checks.
import { apiText } from "../../i18n/texts";
import { normalise } from "../reports/wizard";
import { ExcelRefusal } from "./answers";
import type { OutdatedForm, ValueProblem } from "./answers";
import { readInputCell } from "./cell-values";
import { fileRefusal } from "./file-checks";
import { COLUMN } from "./layout";
import type { BlockingFailure } from "./step-checks";
import type { TemplateForm } from "./template-rows";
import { injectionsMessage, mismatchMessage, validationsMessage, valueReason } from "./upload-texts";
import { readUploadedFile } from "./uploaded-file";
import type { UploadedFileReading } from "./uploaded-file";
import { mapWorkbook, readMeta } from "./workbook-mapping";

type Stored = number | string | boolean | null;

export interface UploadRules {
  /** The report's uploadable forms as this caller's template shows them, labels in `language`. */
  formsIn(language: string): TemplateForm[];
  /** The request's language: the answers' words; also the labels' when the file does not say its own. */
  language: string;
  /** The reporting scale the values are typed in (the upload's settings). */
  scale: number;
  acceptOutdated: boolean;
  /** The report's blocking step validations with these stored values (form key → field → value) merged in. */
  validate(uploaded: ReadonlyMap<string, Record<string, Stored>>): Promise<BlockingFailure[]>;
}

export interface UploadPlan {
  /** Per form, the wizard changes to save: every input field of the file, in display units. */
  forms: Array<{
    form: TemplateForm;
    changes: Array<{ path: string; change: string | number | boolean | null }>;
  }>;
  /** Forms whose version differs from the current one, when the caller chose to proceed. */
  outdated: OutdatedForm[];
}

/** The value column's letter, for cell addresses in messages. */
const VALUE_COLUMN = String.fromCharCode(64 + COLUMN.value);

export function outdatedForms(
  forms: readonly TemplateForm[],
  uploaded: Record<string, string> | null,
): OutdatedForm[] {
  return forms
    .map((form) => ({ key: form.key, uploaded: uploaded?.[form.key] ?? null, current: form.version }))
    .filter((entry) => entry.uploaded !== entry.current);
}

export async function checkUpload(file: Buffer, rules: UploadRules): Promise<UploadPlan> {
  return checkUploadedFile(await readUploadedFile(file), rules);
}

/** The checks of a file's reading (uploaded-file.ts), wherever it was read. */
export async function checkUploadedFile(
  reading: UploadedFileReading,
  rules: UploadRules,
): Promise<UploadPlan> {
  const { language } = rules;
  if ("problem" in reading) throw fileRefusal(reading.problem, language);
  const { workbook, versions } = reading;

  const meta = readMeta(workbook);
  const forms = rules.formsIn(meta.settings.language || rules.language);
  const outdated = outdatedForms(forms, versions);
  if (outdated.length > 0 && !rules.acceptOutdated)
    throw new ExcelRefusal(409, apiText(language, "upload-outdated"), { outdated: { forms: outdated } });

  // An outdated template the person chose to upload anyway may lack new fields or carry removed ones: what
  // it has is read, what it lacks keeps its stored value (documented in docs/excel.md).
  const mapping = mapWorkbook(workbook, forms, { lenient: outdated.length > 0, language });
  const injections: ValueProblem[] = [];
  const values: ValueProblem[] = [];
  const shown = new Map<string, { shown: string; cell: string }>();
  const uploaded = new Map<string, Record<string, Stored>>();
  const plan: UploadPlan = { forms: [], outdated };
  for (const { form, sheet, inputs } of mapping.forms) {
    const stored: Record<string, Stored> = {};
    const changes: UploadPlan["forms"][number]["changes"] = [];
    for (const { row, rowNumber, cell } of inputs) {
      const address = `${sheet.name}!${VALUE_COLUMN}${rowNumber}`;
      const field = `${form.key}.${row.key}`;
      const reading = readInputCell(row, cell.value, language, cell.numFmt);
      if (!reading.ok) {
        (reading.injection ? injections : values).push({
          incorrect: reading.shown,
          field,
          message: reading.message,
          cell: address,
        });
        continue;
      }
      shown.set(field, { shown: reading.raw === null ? "" : String(reading.raw), cell: address });
      const normalised = normalise(row.field, form.form, rules.scale, reading.raw);
      if ("problem" in normalised) {
        const message = valueReason(normalised, language);
        values.push({ incorrect: String(reading.raw), field, message, cell: address });
        continue;
      }
      stored[row.key] = normalised.stored;
      changes.push({ path: row.key, change: reading.raw });
    }
    uploaded.set(form.key, stored);
    plan.forms.push({ form, changes });
  }

  if (injections.length > 0)
    throw new ExcelRefusal(422, injectionsMessage(injections.length, language), {
      validationErr: { fields: mapping.problems, values: [...injections, ...values] },
    });
  if (mapping.problems.length > 0 || values.length > 0) {
    const count = mapping.problems.length + values.length;
    throw new ExcelRefusal(422, mismatchMessage(count, language), {
      validationErr: { fields: mapping.problems, values },
    });
  }

  const failures = await rules.validate(uploaded);
  if (failures.length > 0) {
    const entries = failures.flatMap((failure) =>
      (failure.fields.length > 0 ? failure.fields : [""]).map((name) => {
        const field = name ? `${failure.configKey}.${name}` : failure.configKey;
        const seen = shown.get(field);
        return { incorrect: seen?.shown ?? "", field, message: failure.message, cell: seen?.cell ?? "" };
      }),
    );
    const messages = failures.map((failure) => failure.message);
    throw new ExcelRefusal(422, validationsMessage(messages, language), {
      validationErr: { fields: [], values: entries },
    });
  }
  return plan;
}
