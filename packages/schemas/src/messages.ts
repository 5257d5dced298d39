// The API's messages for people, by id, with the variables each takes. The API answers a refusal with
// `messageId` and `params` beside its English `message`; the API (English) and the portal (the interface
// language) both word them from ../messages/<language>.ftl, so no layer turns a sentence back into an id.
// The API's tests hold this list and the five files together.

export const MESSAGE_PARAMS = {
  success: [],
  "no-data": [],
  "required-fields": [],
  "field-required": [],
  "login-failed": [],
  "passwords-dont-match": [],
  "reset-token-required": [],
  "reset-code-invalid": [],
  "validation-token-invalid": [],
  "validation-token-expired": [],
  "invitation-invalid": [],
  "registration-wrong-token": [],
  "user-not-found": [],
  "account-inactive": [],
  "too-many-attempts": ["seconds"],
  "email-invalid": [],
  "user-email-taken": [],
  "user-own-roles": [],
  "user-has-account": [],
  "user-created-invitation-not-sent": [],
  "invitation-not-sent": [],
  "user-delete-self": [],
  "language-unknown": [],
  "role-unknown": ["role"],
  "roles-client-or-provider": [],
  "roles-client-only": [],
  "user-clients-required": [],
  "user-regions-required": [],
  "client-unknown": [],
  "region-unknown": [],
  "account-email-taken": [],
  "client-remove-name-mismatch": ["name"],
  "client-remove-confirm-name": [],
  "financial-periods-empty": [],
  "period-start-not-date": ["value"],
  "period-end-not-date": ["value"],
  "period-first-day": [],
  "period-last-day": [],
  "period-length": [],
  "period-months-mismatch": ["start", "end", "months", "given"],
  "period-year-taken": ["year"],
  "one-of": ["choices"],
  "month-invalid": [],
  "year-range": ["year"],
  "day-of-year-invalid": [],
  "top-date-after-bottom": [],
  "country-unknown": [],
  "language-unknown-choices": ["language", "languages"],
  "users-form-invalid": [],
  "no-client": [],
  "admin-clients-form-invalid": [],
  "admin-clients-save-failed": [],
  "admin-clients-period-start-required": [],
  "admin-clients-period-end-required": [],
  "admin-clients-period-start-before-end": [],
  "admin-clients-period-end-after-start": [],
  "admin-clients-period-not-following": ["previousEnd", "start"],
  "admin-clients-currency-invalid": [],
  "rate-file-empty": [],
  "rate-file-too-large": ["kilobytes"],
  "rate-file-not-spreadsheet": [],
  "rate-file-legacy-xls": [],
  "rate-file-password-protected": [],
  "rate-file-corrupt": [],
  "rate-file-zip-bomb": [],
  "rate-file-not-base64": [],
  "rate-month-format": [],
  "rate-month-too-early": ["year"],
  "rate-month-future": ["month"],
  "rate-file-no-rates": [],
  "rate-file-too-many-rates": ["count", "max"],
  "rate-file-problems": ["count"],
  "rate-row-header": ["row"],
  "rate-row-columns": ["row", "column", "count"],
  "rate-row-currency": ["row", "found"],
  "rate-row-currency-empty": ["row"],
  "rate-row-pair": ["row", "found"],
  "rate-row-pair-empty": ["row"],
  "rate-row-rate": ["row", "found"],
  "rate-row-decimals": ["row", "max"],
  "rate-row-duplicate": ["row", "currency", "firstRow"],
  "rate-row-base": ["row"],
  "no-report": [],
  "remind-wrong-status": ["status"],
  "remind-no-users": ["client"],
  "remind-sent-this-hour": [],
  "remind-mail-failed": ["sent", "total"],
  "no-investment": [],
  "no-covenant": [],
  "no-waiver": [],
  "periodicity-invalid": ["choices"],
  "investment-invalid": [],
  "covenant-not-in-catalogue": [],
  "covenant-archived-not-addable": ["date"],
  "covenant-wrong-client-type": ["covenantType", "clientType"],
  "covenant-already-applied": [],
  "covenant-central-mismatch": [],
  "value-required": [],
  "must-be-one-of": ["choices"],
  "must-be-date": [],
  "covenant-not-of-catalogue": [],
  "covenant-not-for-client-type": ["clientType"],
  "covenant-must-differ": [],
  "covenant-archived-not-choosable": ["date"],
  "covenant-internal-name-taken": [],
  "date-expected": [],
  "investment-covenant-form-invalid": [],
  "investment-waiver-form-invalid": [],
  "central-covenants-invalid": [],
  "export-field-type-choose": [],
  "export-currency-choose": [],
  "export-months-required": [],
  "export-months-invalid": [],
  "export-reports-calendar-only": [],
  "report-status-unknown": [],
  "report-template-unknown": [],
  "due-date-invalid": [],
  "due-dates-order": [],
  "client-status-unknown": [],
  "export-investments-calendar-only": [],
  "reporting-frequency-unknown": [],
  "export-type-unknown": [],
  "summary-type-unknown": [],
  "currencies-invalid": [],
  "period-type-unknown": [],
  "export-periods-invalid": ["year"],
  "form-config-unknown": [],
  "reporting-scale-unknown": [],
  "export-too-many-columns": ["max"],
  "exports-exchange-incomplete": [],
  "export-factsheet-fill-in-all": [],
  "export-reports-period-required": [],
  "export-investments-period-required": [],
  "report-reason-no-client": [],
  "report-create-no-client": [],
  "report-reason-no-template": [],
  "report-create-no-template": [],
  "report-reason-wrong-client-type": ["template", "clientType"],
  "report-create-wrong-client-type": ["template", "clientType"],
  "report-reason-period-not-date": [],
  "report-create-period-not-date": [],
  "report-reason-period-not-month-end": [],
  "report-create-period-not-month-end": [],
  "report-reason-period-future": [],
  "report-create-period-future": [],
  "report-reason-not-quarter-end": ["period"],
  "report-create-not-quarter-end": ["period"],
  "report-reason-not-year-end": ["period"],
  "report-create-not-year-end": ["period"],
  "report-exists": ["template", "period", "client"],
  "report-delete-not-found": [],
  "report-reopen-mismatch": [],
  "report-status-unknown-choices": ["status", "statuses"],
  "report-status-field-unknown": [],
  "notes-incomplete": [],
  "note-incomplete": [],
  "no-note": [],
  "settings-required": [],
  "report-cannot": ["action", "status"],
  "report-changed": ["status"],
  "report-changed-by": ["status", "user"],
  "template-kind-invalid": [],
  "template-key-invalid": [],
  "template-config-not-object": [],
  "template-config-key-mismatch": ["key"],
  "template-config-too-large": [],
  "template-changed-by": ["name", "at"],
  "template-changed-meanwhile": [],
  "template-draft-gone": [],
  "template-no-draft": ["kind", "key"],
  "template-no-version": ["version", "kind", "key"],
  "template-publish-has-problems": ["kind", "key"],
  "template-version-taken": ["version", "kind", "key"],
  "template-draft-form-invalid": ["key"],
  "template-preview-numeric-not-date": [],
  "template-preview-no-client": [],
  "template-step-form-unknown": ["formKey"],
  "template-step-client-types-outside": ["clientTypes"],
  "template-step-form-not-for-clients": ["formKey", "clientTypes"],
} as const satisfies Record<string, readonly string[]>;

export type MessageId = keyof typeof MESSAGE_PARAMS;

/** The variables of message `Id`, by name. */
export type MessageParams<Id extends MessageId = MessageId> = {
  readonly [Name in (typeof MESSAGE_PARAMS)[Id][number]]: string | number;
};

/** A message for people as data: which one, and what fills it in (a union over ids when not narrowed). */
export type Message<Id extends MessageId = MessageId> = Id extends MessageId
  ? { readonly id: Id; readonly params: MessageParams<Id> }
  : never;

/** `message("too-many-attempts", { seconds: 30 })`; messages without variables take none. */
export function message<Id extends MessageId>(
  id: Id,
  ...params: (typeof MESSAGE_PARAMS)[Id]["length"] extends 0 ? [] : [MessageParams<Id>]
): Message<Id> {
  return { id, params: params[0] ?? {} } as Message<Id>;
}

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(MESSAGE_PARAMS, id);
}

/**
 * The text an answer's wording was made from: its shared message when it names one, else its English. Lets a
 * form-level message repeat a field's problem without losing its id.
 */
export function textOf(wording: {
  readonly message: string;
  readonly messageId: string | null;
  readonly params: Readonly<Record<string, string | number>> | null;
}): Message | string {
  const id = wording.messageId;
  return id !== null && isMessageId(id)
    ? ({ id, params: { ...wording.params } } as Message)
    : wording.message;
}

/** How the API words a message for people: its English, and the shared message it was made from if any. */
export interface ApiWording {
  readonly message: string;
  readonly messageId?: string | null;
  readonly params?: unknown;
}

function variablesOf(params: unknown): Record<string, string | number> {
  if (typeof params !== "object" || params === null) return {};
  const variables: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params))
    if (typeof value === "string" || typeof value === "number") variables[name] = value;
  return variables;
}

/**
 * A wording in a screen's language: its shared message through `translate` (a Fluent lookup, which answers a
 * missing message with its id) when it names one this build knows, else the API's English.
 */
export function localizeWording(
  translate: (id: string, args: Record<string, string | number>) => string,
  wording: ApiWording,
): string {
  const id = wording.messageId;
  if (id) {
    const text = translate(id, variablesOf(wording.params));
    if (text !== id) return text;
  }
  return wording.message;
}
