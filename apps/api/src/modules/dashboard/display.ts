// The display settings a template field gives its values (docs/templates.md): the dashboard's charts and
// summaries and the covenant monitor hand them to the portal, which formats the numbers as the wizard does.
import type { FieldDefinition } from "@ledgerline/schemas";

export interface FieldDisplay {
  /** `settings.decimals` (0–2); null: the type's default. */
  decimals: number | null;
  /** `settings.unit` of a numeric value; null otherwise, as the form renderer shows no unit beside money or percentages. */
  unit: string | null;
}

export function fieldDisplay(field: FieldDefinition | undefined): FieldDisplay {
  if (!field) return { decimals: null, unit: null };
  const type =
    field.type === "COVENANT" ? (field.fieldType ?? field.settings?.fieldType ?? "numeric") : field.type;
  return {
    decimals: field.settings?.decimals ?? null,
    unit: type === "numeric" ? (field.settings?.unit ?? null) : null,
  };
}
