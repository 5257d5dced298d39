// The template operations the lists use: the list itself, one template's config (to copy it) and saving a
// new draft. Everything else about templates belongs to the editors.
import { graphql } from "../../api/client";
import type { ApiWording } from "../../i18n/apiMessages";

export type TemplateKind = "form" | "report";

export interface TemplateSummary {
  kind: string;
  key: string;
  label: string;
  clientTypes: string[];
  publishedVersion: string | null;
  publishedAt: string | null;
  /** Who published the latest version (null for versions published before that was recorded). */
  publishedBy: { _id: string; fullName: string } | null;
  versions: string[];
  draft: {
    revision: number;
    baseVersion: string | null;
    updatedBy: { _id: string; fullName: string };
    updatedAt: string;
  } | null;
}

export interface ApiErrorInfo extends ApiWording {
  code: string;
  fields: ({ field: string } & ApiWording)[];
}

export interface TemplateDraftResult {
  success: boolean;
  error: ApiErrorInfo | null;
  document: { key: string; revision: number | null } | null;
}

const TEMPLATES = /* GraphQL */ `
  query studioTemplates($kind: String, $clientType: String, $language: String) {
    templates(kind: $kind, clientType: $clientType, language: $language) {
      kind
      key
      label
      clientTypes
      publishedVersion
      publishedAt
      publishedBy {
        _id
        fullName
      }
      versions
      draft {
        revision
        baseVersion
        updatedBy {
          _id
          fullName
        }
        updatedAt
      }
    }
  }
`;

const TEMPLATE_CONFIG = /* GraphQL */ `
  query studioTemplateConfig($kind: String!, $key: String!) {
    template(kind: $kind, key: $key) {
      key
      config
    }
  }
`;

const SAVE_TEMPLATE_DRAFT = /* GraphQL */ `
  mutation studioSaveTemplateDraft($kind: String!, $key: String!, $config: JSON!, $revision: Int) {
    saveTemplateDraft(kind: $kind, key: $key, config: $config, revision: $revision) {
      success
      error {
        code
        message
        messageId
        params
        fields {
          field
          message
          messageId
          params
        }
      }
      document {
        key
        revision
      }
    }
  }
`;

export const templatesQueryKey = (kind: TemplateKind) => ["studio", "templates", kind] as const;

export async function fetchTemplates(
  kind: TemplateKind,
  clientType: string | null,
  language: string,
): Promise<TemplateSummary[]> {
  const answer = await graphql<{ templates: TemplateSummary[] }>(TEMPLATES, { kind, clientType, language });
  return answer.templates;
}

/** The template's config (its draft when there is one, else the latest published version); null: unknown key. */
export async function fetchTemplateConfig(
  kind: TemplateKind,
  key: string,
): Promise<Record<string, unknown> | null> {
  const answer = await graphql<{ template: { config: Record<string, unknown> } | null }>(TEMPLATE_CONFIG, {
    kind,
    key,
  });
  return answer.template?.config ?? null;
}

/** Starts the draft of a new template (revision null: nothing read before). */
export async function createTemplateDraft(
  kind: TemplateKind,
  key: string,
  config: Record<string, unknown>,
): Promise<TemplateDraftResult> {
  const answer = await graphql<{ saveTemplateDraft: TemplateDraftResult }>(SAVE_TEMPLATE_DRAFT, {
    kind,
    key,
    config,
    revision: null,
  });
  return answer.saveTemplateDraft;
}
