// The API names its messages for people by id (`messageId`, with `params`) from the dictionaries the portal
// loads too (@ledgerline/schemas/messages): those are shown in the interface language. A message without an
// id, or one this build does not know, is shown as the API wrote it (English).
import type { FluentVariable } from "@fluent/bundle";
import { wordingOf } from "../api/errors";
import type { ApiWording } from "../api/errors";
import type { Translate } from "./useT";

function variablesOf(params: unknown): Record<string, FluentVariable> {
  if (typeof params !== "object" || params === null) return {};
  const variables: Record<string, FluentVariable> = {};
  for (const [name, value] of Object.entries(params))
    if (typeof value === "string" || typeof value === "number") variables[name] = value;
  return variables;
}

/** The wording in the interface language when the API named a shared message, else its English text. */
export function localizeWording(t: Translate, wording: ApiWording): string {
  const id = wording.messageId;
  if (id) {
    const text = t(id, variablesOf(wording.params));
    // Fluent answers a missing message with its id.
    if (text !== id) return text;
  }
  return wording.message;
}

/** What to show for anything thrown by an API call. */
export function localizeApiError(t: Translate, error: unknown): string {
  return localizeWording(t, wordingOf(error));
}
