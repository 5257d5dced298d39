// The API's error vocabulary. Two kinds:
// - thrown GraphQL errors, for calls that may not run at all: UNAUTHENTICATED, FORBIDDEN, TOO_MANY_REQUESTS
//   (in `errors[].extensions.code`);
// - errors as data, for everything a person should read: mutation results carry `success` and
//   `error { code message fields }`, as the spec says.
// A message for people is given as a Message (@ledgerline/schemas/messages) where the shared dictionaries
// have it: the answer then carries `messageId` and `params` for screens to word in their language, and
// `message` in English from the same dictionary. Plain strings are English only.
import type { Message } from "@ledgerline/schemas/messages";
import { message as shared } from "@ledgerline/schemas/messages";
import mercurius from "mercurius";
import { englishText } from "./messages";

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

/** The refusal of a limited attempt, worded for people. */
export function tooManyAttempts(retryAfterSeconds: number): Message<"too-many-attempts"> {
  return shared("too-many-attempts", { seconds: retryAfterSeconds });
}

export function tooManyRequests(retryAfterSeconds: number): GraphQLFailure {
  const text = wording(tooManyAttempts(retryAfterSeconds));
  return new GraphQLFailure(text.message, ERROR_CODES.TOO_MANY_REQUESTS, {
    retryAfter: retryAfterSeconds,
    messageId: text.messageId,
    params: text.params,
  });
}

/** English, or a shared message (worded in English here, by id in the portal). */
export type Text = string | Message;

interface Wording {
  message: string;
  /** The shared message's id, null for English-only text. */
  messageId: string | null;
  params: Record<string, string | number> | null;
}

export function wording(text: Text): Wording {
  if (typeof text === "string") return { message: text, messageId: null, params: null };
  return { message: englishText(text), messageId: text.id, params: { ...text.params } };
}

export interface FieldError extends Wording {
  field: string;
}

export interface ErrorInfo extends Wording {
  code: string;
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
  text: Text,
  fields: FieldError[] = [],
): { success: false; error: ErrorInfo } {
  return { success: false, error: { code, ...wording(text), fields } };
}

/** One field's problem, for `failed`'s list. */
export function fieldError(field: string, text: Text): FieldError {
  return { field, ...wording(text) };
}

/** Input problems gathered field by field, reported together. */
export class Problems {
  readonly list: FieldError[] = [];

  add(field: string, text: Text): void {
    this.list.push(fieldError(field, text));
  }

  get empty(): boolean {
    return this.list.length === 0;
  }

  /** The error-as-data for these problems, with `message` the form-level text the spec shows. */
  toError(text: Text): { success: false; error: ErrorInfo } {
    return failed(ERROR_CODES.BAD_USER_INPUT, text, this.list);
  }
}

/** The database's code for an insert whose unique key (often the `_id` of a claim) is taken. */
export const DUPLICATE_KEY = 11000;

/** Whether a driver error is a taken unique key: the claim pattern's "someone else got there first". */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === DUPLICATE_KEY;
}
