// The API names its messages for people by id (`messageId`, with `params`) from the dictionaries the portal
// loads too (@ledgerline/schemas/messages): those are shown in the interface language. A message without an
// id, or one this build does not know, is shown as the API wrote it (English).
import { localizeWording } from "@ledgerline/schemas/messages";
import { wordingOf } from "../api/errors";
import type { Translate } from "./useT";

export { localizeWording };

/** What to show for anything thrown by an API call. */
export function localizeApiError(t: Translate, error: unknown): string {
  return localizeWording(t, wordingOf(error));
}
