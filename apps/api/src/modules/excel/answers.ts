// The answers of the Excel routes (spec 2 §7): `{ success: 0, message, … }` with an HTTP status for every
// refusal, `{ success: 1, … }` for a stored upload. A refusal is thrown as an ExcelRefusal anywhere in the
// pipeline and turned into the answer by the route.
import { GraphQLFailure } from "../../platform/errors";

export interface FieldMismatch {
  /** What the file has (a key, a label, a sheet), with where it is. */
  incorrect: string;
  /** What the template expects there. */
  correct: string;
}

export interface ValueProblem {
  /** The value as the file has it. */
  incorrect: string;
  /** The field, as `formKey.fieldKey`. */
  field: string;
  /** Added to the contract's two keys: why the value was refused, and its cell. */
  message: string;
  cell: string;
}

export interface ValidationDetails {
  fields: FieldMismatch[];
  values: ValueProblem[];
}

export interface OutdatedForm {
  key: string;
  /** The version in the file's `versions` property; null when the property or the key is missing. */
  uploaded: string | null;
  current: string;
}

export type ExcelAnswer =
  | { success: 0; message: string; validationErr?: ValidationDetails; outdated?: { forms: OutdatedForm[] } }
  | { success: 1; message: string; report: { id: string; status: string } };

export class ExcelRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { validationErr?: ValidationDetails; outdated?: { forms: OutdatedForm[] } } = {},
    /** When to try again, in seconds (the `retry-after` header of a 429); null for other refusals. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }

  answer(): ExcelAnswer {
    return { success: 0, message: this.message, ...this.extra };
  }
}

/** UNAUTHENTICATED and FORBIDDEN thrown by the shared access checks → the REST statuses 401 and 403. */
export function refusalOf(error: unknown): ExcelRefusal | null {
  if (error instanceof ExcelRefusal) return error;
  if (error instanceof GraphQLFailure) {
    if (error.code === "UNAUTHENTICATED") return new ExcelRefusal(401, error.message);
    if (error.code === "FORBIDDEN") return new ExcelRefusal(403, "Forbidden");
  }
  return null;
}
