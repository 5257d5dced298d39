// The API's error vocabulary. Two kinds:
// - thrown GraphQL errors, for calls that may not run at all: UNAUTHENTICATED, FORBIDDEN, TOO_MANY_REQUESTS
//   (in `errors[].extensions.code`);
// - errors as data, for everything a person should read: mutation results carry `success` and
//   `error { code message fields }`, as the spec says.
import mercurius from "mercurius";

export const ERROR_CODES = {
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  BAD_USER_INPUT: "BAD_USER_INPUT",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  INVALID_TOKEN: "INVALID_TOKEN",
  TOKEN_EXPIRED: "TOKEN_EXPIRED",
  INACTIVE_ACCOUNT: "INACTIVE_ACCOUNT",
  NO_USER: "NO_USER",
  MAIL_FAILED: "MAIL_FAILED",
  /** A report workflow step that the report's status does not allow. */
  INVALID_STATUS: "INVALID_STATUS",
  /** A save to a report whose form is read-only for the caller. */
  READ_ONLY: "READ_ONLY",
  /** A submit refused because error-type step validations of the report fail. */
  VALIDATION_FAILED: "VALIDATION_FAILED",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export class GraphQLFailure extends mercurius.ErrorWithProps {
  constructor(
    message: string,
    readonly code: ErrorCode,
    extra: Record<string, unknown> = {},
  ) {
    super(message, { code, ...extra }, 200);
  }
}

export function unauthenticated(message = "Authentication required"): GraphQLFailure {
  return new GraphQLFailure(message, ERROR_CODES.UNAUTHENTICATED);
}

/** Deliberately says nothing about the resource: not whether it exists, nor why access is refused. */
export function forbidden(): GraphQLFailure {
  return new GraphQLFailure("Forbidden", ERROR_CODES.FORBIDDEN);
}

export function tooManyRequests(retryAfterSeconds: number): GraphQLFailure {
  return new GraphQLFailure(
    `Too many attempts, try again in ${retryAfterSeconds} s`,
    ERROR_CODES.TOO_MANY_REQUESTS,
    {
      retryAfter: retryAfterSeconds,
    },
  );
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorInfo {
  code: string;
  message: string;
  fields: FieldError[];
}

export interface Outcome {
  success: boolean;
  error: ErrorInfo | null;
}

export function succeeded(): { success: true; error: null } {
  return { success: true, error: null };
}

export function failed(
  code: ErrorCode,
  message: string,
  fields: FieldError[] = [],
): { success: false; error: ErrorInfo } {
  return { success: false, error: { code, message, fields } };
}

/** Input problems gathered field by field, reported together. */
export class Problems {
  readonly list: FieldError[] = [];

  add(field: string, message: string): void {
    this.list.push({ field, message });
  }

  get empty(): boolean {
    return this.list.length === 0;
  }

  /** The error-as-data for these problems, with `message` the form-level text the spec shows. */
  toError(message: string): { success: false; error: ErrorInfo } {
    return failed(ERROR_CODES.BAD_USER_INPUT, message, this.list);
  }
}
