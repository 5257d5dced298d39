// The answers of POST /api/upload and POST /api/exportTemp (spec 2 §7), as the portal reads them.

export interface FieldProblem {
  /** The field key found in the file. */
  incorrect: string;
  /** The key the template expects instead (empty when there is none). */
  correct: string;
}

export interface ValueProblem {
  /** The value found in the file, as written there. */
  incorrect: string;
  /** The field it was written for. */
  field: string;
  /** Beyond the spec's two keys, when the API says them: why the value was refused, and its cell. */
  reason?: string;
  cell?: string;
}

export interface ValidationProblems {
  fields: FieldProblem[];
  values: ValueProblem[];
}

export interface OutdatedForm {
  /** The form config key. */
  key: string;
  /** The version the file was made from; null when the file does not say. */
  uploaded: string | null;
  current: string;
}

export type UploadAnswer =
  | { kind: "submitted"; message: string; report: { id: string; status: string } }
  | { kind: "invalid"; message: string; problems: ValidationProblems }
  | { kind: "outdated"; message: string; forms: OutdatedForm[] }
  | { kind: "refused"; status: number; message: string };

/** Reads an upload answer; anything unexpected becomes a refusal carrying the HTTP status. */
export function readUploadAnswer(status: number, body: unknown): UploadAnswer {
  const record = isRecord(body) ? body : {};
  const message = typeof record.message === "string" ? record.message : "";
  if (status >= 200 && status < 300 && Number(record.success) === 1 && isRecord(record.report)) {
    return {
      kind: "submitted",
      message,
      report: { id: String(record.report.id ?? ""), status: String(record.report.status ?? "") },
    };
  }
  if (isRecord(record.validationErr)) {
    return {
      kind: "invalid",
      message,
      problems: {
        fields: listOf(record.validationErr.fields).map((entry) => ({
          incorrect: text(entry.incorrect),
          correct: text(entry.correct),
        })),
        values: listOf(record.validationErr.values).map((entry) => ({
          incorrect: text(entry.incorrect),
          field: text(entry.field),
          ...(typeof entry.message === "string" && entry.message ? { reason: entry.message } : {}),
          ...(typeof entry.cell === "string" && entry.cell ? { cell: entry.cell } : {}),
        })),
      },
    };
  }
  if (isRecord(record.outdated)) {
    return {
      kind: "outdated",
      message,
      forms: listOf(record.outdated.forms).map((entry) => ({
        key: text(entry.key),
        uploaded: entry.uploaded === null || entry.uploaded === undefined ? null : text(entry.uploaded),
        current: text(entry.current),
      })),
    };
  }
  return { kind: "refused", status, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function listOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}
