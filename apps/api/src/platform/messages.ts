// The English wording of the API's messages for people, from the same Fluent file the portal words them
// from in the interface language (@ledgerline/schemas/messages/en.ftl): `message` in an answer is for API
// callers and logs, `messageId` and `params` are what a screen translates.
import type { Message } from "@ledgerline/schemas/messages";
import { apiText } from "../i18n/texts";

export function englishText(message: Message): string {
  return apiText("en", message.id, message.params);
}
