// The API names its messages for people by id (`messageId`, with `params`) from the dictionaries the studio's
// bundles hold too (@ledgerline/schemas/messages): those are shown in the interface language. A message
// without an id, or one this build does not know, is shown as the API wrote it (English).
import { StudioApiError } from "../api/client";

/** The API's words for a refusal: its English, and the shared message it was made from when it names one. */
export interface ApiWording {
  readonly message: string;
  readonly messageId?: string | null;
  readonly params?: unknown;
}

export type Translate = (id: string, args?: Record<string, string | number>) => string;

function variablesOf(params: unknown): Record<string, string | number> {
  if (typeof params !== "object" || params === null) return {};
  const variables: Record<string, string | number> = {};
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

/** The wording of anything thrown by an API call (or by the studio itself). */
export function wordingOf(error: unknown): ApiWording {
  if (error instanceof StudioApiError)
    return { message: error.message, messageId: error.messageId, params: error.params };
  return { message: error instanceof Error ? error.message : String(error) };
}

/** What to show for anything thrown by an API call. */
export function localizeApiError(t: Translate, error: unknown): string {
  return localizeWording(t, wordingOf(error));
}
