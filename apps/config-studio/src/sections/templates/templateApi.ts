// The template operations the lists use: the list itself, one template's config (to copy it) and saving a
// new draft. Everything else about templates belongs to the editors.
import { graphql } from "../../api/client";
import {
  StudioCreateTemplateDraftDocument,
  StudioTemplateConfigDocument,
  StudioTemplatesDocument,
} from "../../api/generated/operations";
import type { StudioCreateTemplateDraftMutation, StudioTemplatesQuery } from "../../api/generated/operations";

export type TemplateKind = "form" | "report";

export type TemplateSummary = StudioTemplatesQuery["templates"][number];

type TemplateDraftResult = StudioCreateTemplateDraftMutation["saveTemplateDraft"];

export type ApiErrorInfo = NonNullable<TemplateDraftResult["error"]>;

export const templatesQueryKey = (kind: TemplateKind) => ["studio", "templates", kind] as const;

export async function fetchTemplates(
  kind: TemplateKind,
  clientType: string | null,
  language: string,
): Promise<TemplateSummary[]> {
  const answer = await graphql(StudioTemplatesDocument, { kind, clientType, language });
  return answer.templates;
}

/** The template's config (its draft when there is one, else the latest published version); null: unknown key. */
export async function fetchTemplateConfig(
  kind: TemplateKind,
  key: string,
): Promise<Record<string, unknown> | null> {
  const answer = await graphql(StudioTemplateConfigDocument, { kind, key });
  // JSON: the config as the API stored it, an object.
  return (answer.template?.config as Record<string, unknown> | undefined) ?? null;
}

/** Starts the draft of a new template (revision null: nothing read before). */
export async function createTemplateDraft(
  kind: TemplateKind,
  key: string,
  config: Record<string, unknown>,
): Promise<TemplateDraftResult> {
  const answer = await graphql(StudioCreateTemplateDraftDocument, { kind, key, config, revision: null });
  return answer.saveTemplateDraft;
}
