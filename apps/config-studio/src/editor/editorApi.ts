// The form editor's API operations (SDL: apps/api/src/modules/template-configs/schema.ts). Operation names are
// stable: tests answer by them.
import type { FormConfig } from "@ledgerline/schemas";
import { graphql } from "../api/client";
import type { ApiWording } from "../i18n/apiMessages";

export interface TemplatePerson {
  _id: string;
  fullName: string;
}

export interface FormTemplateDocument {
  kind: string;
  key: string;
  status: "draft" | "published" | string;
  version: string | null;
  config: FormConfig;
  revision: number | null;
  updatedBy: TemplatePerson | null;
  updatedAt: string | null;
}

export interface ErrorInfo extends ApiWording {
  code: string;
}

export interface DraftResult {
  success: boolean;
  error: ErrorInfo | null;
  document: FormTemplateDocument | null;
}

export interface TemplateUsage {
  kind: "formula" | "validation" | "covenant" | "report" | "excel" | string;
  where: string;
  formula: string | null;
}

const DOCUMENT = "kind key status version config revision updatedBy { _id fullName } updatedAt";

export async function fetchFormTemplate(key: string): Promise<FormTemplateDocument | null> {
  const data = await graphql<{ template: FormTemplateDocument | null }>(
    `query FormEditorTemplate($key: String!) { template(kind: "form", key: $key) { ${DOCUMENT} } }`,
    { key },
  );
  return data.template;
}

export async function saveFormDraft(
  key: string,
  config: FormConfig,
  revision: number | null,
): Promise<DraftResult> {
  const data = await graphql<{ saveTemplateDraft: DraftResult }>(
    `mutation FormEditorSaveDraft($key: String!, $config: JSON!, $revision: Int) {
      saveTemplateDraft(kind: "form", key: $key, config: $config, revision: $revision) {
        success error { code message messageId params } document { ${DOCUMENT} }
      }
    }`,
    { key, config, revision },
  );
  return data.saveTemplateDraft;
}

export async function discardFormDraft(key: string): Promise<DraftResult> {
  const data = await graphql<{ discardTemplateDraft: DraftResult }>(
    `mutation FormEditorDiscardDraft($key: String!) {
      discardTemplateDraft(kind: "form", key: $key) { success error { code message messageId params } document { ${DOCUMENT} } }
    }`,
    { key },
  );
  return data.discardTemplateDraft;
}

export async function fetchFieldUsages(formKey: string, field: string): Promise<TemplateUsage[]> {
  const data = await graphql<{ templateFieldUsages: TemplateUsage[] }>(
    `
      query FormEditorFieldUsages($formKey: String!, $field: String!) {
        templateFieldUsages(formKey: $formKey, field: $field) {
          kind
          where
          formula
        }
      }
    `,
    { formKey, field },
  );
  return data.templateFieldUsages;
}

/** The usages of several fields (a field and its children), each tagged with the field it names. */
export async function fetchUsagesOfFields(
  formKey: string,
  fields: readonly string[],
): Promise<(TemplateUsage & { field: string })[]> {
  const lists = await Promise.all(fields.map((field) => fetchFieldUsages(formKey, field)));
  return lists.flatMap((usages, i) => usages.map((usage) => ({ ...usage, field: fields[i]! })));
}
