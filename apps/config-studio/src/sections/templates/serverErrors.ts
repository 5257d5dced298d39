// A refused saveTemplateDraft names fields by their path in the config; the new-template dialogs mark the
// inputs those paths belong to and say the rest in their alert.
import { localizeWording } from "../../i18n/apiMessages";
import type { Translate } from "../../i18n/apiMessages";
import type { ApiErrorInfo } from "./templateApi";

const INPUT_OF_PATH: Record<string, string> = {
  key: "key",
  name: "name",
  "name.en": "name",
  clientTypes: "clientTypes",
  "context.category": "category",
  category: "category",
  "context.periodType": "periodType",
  scheduleType: "scheduleType",
  dueAfterDays: "dueAfterDays",
};

/** The dialog's inputs with the API's messages (in the interface language), for those among `inputs`. */
export function inputErrorsOf(
  t: Translate,
  error: ApiErrorInfo,
  inputs: readonly string[],
): { name: string; errors: string[] }[] {
  const byInput = new Map<string, string[]>();
  for (const found of error.fields ?? []) {
    const input = INPUT_OF_PATH[found.field.replace(/^config\./, "")];
    if (!input || !inputs.includes(input)) continue;
    byInput.set(input, [...(byInput.get(input) ?? []), localizeWording(t, found)]);
  }
  return [...byInput].map(([name, errors]) => ({ name, errors }));
}
