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
