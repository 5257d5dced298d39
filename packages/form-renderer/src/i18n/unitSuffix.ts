// A unit's words outside the form, in a module of its own: the localization module is in every lazy chunk that
// shows a formula panel, and the display helpers this needs would come with it.
import type { Language } from "@ledgerline/schemas";
import { unitOf } from "../core/displayValues";
import type { RenderField } from "../core/fieldModel";
import { rendererLocalization } from "./localization";

/** What follows a numeric field's value outside the form (" days", " ×"), in a language; "" without a unit. */
export function unitSuffix(row: RenderField, language: Language): string {
  const unit = unitOf(row);
  return unit ? ` ${rendererLocalization(language).getString(`unit-${unit}`)}` : "";
}
