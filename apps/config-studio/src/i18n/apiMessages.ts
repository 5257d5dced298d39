// The API names its messages for people by id (`messageId`, with `params`) from the dictionaries the studio's
// bundles hold too (@ledgerline/schemas/messages): those are shown in the interface language. A message
// without an id, or one this build does not know, is shown as the API wrote it (English).
import { localizeWording } from "@ledgerline/schemas/messages";
import type { ApiWording } from "@ledgerline/schemas/messages";
import { StudioApiError } from "../api/client";

export { localizeWording };
export type { ApiWording };

export type Translate = (id: string, args?: Record<string, string | number>) => string;

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
