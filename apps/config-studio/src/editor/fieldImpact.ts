// What deleting or renaming fields would touch, on the draft as it stands: the draft's own formulas and step
// validations (found in the browser) and the published uses elsewhere (the server's templateFieldUsages).
import type { FormConfig } from "@ledgerline/schemas";
import { fetchUsagesOfFields } from "./editorApi";
import type { FieldUse } from "./model/draftUsages";
import { draftOwnUsages, usagesOnDraft } from "./model/draftUsages";

/**
 * The uses of `names` (a field, or a field and its children). `ignoring`: fields whose own formulas do not
 * count (those deleted with it).
 */
export async function fieldImpact(
  draft: FormConfig,
  published: readonly FormConfig[],
  names: readonly string[],
  ignoring: readonly string[] = [],
): Promise<FieldUse[]> {
  const server = await fetchUsagesOfFields(draft.key, names);
  return usagesOnDraft(draft.key, draftOwnUsages(draft, published, names, ignoring), server);
}
