// A save the API refused, in the interface language: one "<field label>: <reason>" per refused change. For the
// field rules the renderer knows, the reason is the renderer's own words, the text the field shows while the
// user types; other reasons are shown as the API wrote them.
import { problemText, translate } from "@ledgerline/form-renderer";
import type { FormConfig, Language } from "@ledgerline/schemas";
import { flattenFields } from "@ledgerline/schemas";
import type { WizardSaveWithRefusalsMutation } from "../../api/generated/operations";

/** A change the API refused (the save's `refused`): its path, why (a code), the bound broken, and why in English. */
export type RefusedChange = WizardSaveWithRefusalsMutation["wizardSaveChanges"]["refused"][number];

/** The API's refusal codes → the renderer's message of the same rule. */
const RENDERER_MESSAGES: Readonly<Record<string, string>> = {
  NEGATIVE: "error-negative",
  BELOW_MIN: "error-min",
  ABOVE_MAX: "error-max",
  TOO_LONG: "error-max-length",
  NOT_A_CHOICE: "error-choice",
  NOT_A_DATE: "error-date",
};

export function refusalLines(
  form: FormConfig,
  refused: readonly RefusedChange[],
  language: Language,
): string[] {
  const fields = new Map(flattenFields(form.fields).map(({ field }) => [field.internalName, field]));
  return refused.map((change) => {
    // `<covenantField>.breachMotivation` is a change of the covenant's row.
    const field = fields.get(change.path.split(".")[0] ?? "");
    const label = field ? translate(field.name, language) : change.path;
    const messageId = RENDERER_MESSAGES[change.code];
    const reason = messageId
      ? problemText(
          typeof change.limit === "number" ? { messageId, args: { limit: change.limit } } : { messageId },
          language,
        )
      : change.message;
    return `${label}: ${reason}`;
  });
}
