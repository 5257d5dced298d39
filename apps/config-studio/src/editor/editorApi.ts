// The form editor's API operations (documents: ./documents.ts), its config read as a form's.
import type { FormConfig } from "@ledgerline/schemas";
import { graphql } from "../api/client";
import {
  FormEditorDiscardDraftDocument,
  FormEditorFieldUsagesDocument,
  FormEditorSaveDraftDocument,
  FormEditorTemplateDocument,
} from "../api/generated/operations";
import type { FormEditorFieldUsagesQuery } from "../api/generated/operations";
import type { TemplateDocument, TemplateDraftResult } from "./publish/templateApi";

export type FormTemplateDocument = TemplateDocument<FormConfig>;

export type DraftResult = TemplateDraftResult<FormConfig>;

export type TemplateUsage = FormEditorFieldUsagesQuery["templateFieldUsages"][number];

export async function fetchFormTemplate(key: string): Promise<FormTemplateDocument | null> {
  const data = await graphql(FormEditorTemplateDocument, { key });
  return data.template as FormTemplateDocument | null;
}

export async function saveFormDraft(
  key: string,
  config: FormConfig,
  revision: number | null,
): Promise<DraftResult> {
  const data = await graphql(FormEditorSaveDraftDocument, { key, config, revision });
  return data.saveTemplateDraft as DraftResult;
}

export async function discardFormDraft(key: string): Promise<DraftResult> {
  const data = await graphql(FormEditorDiscardDraftDocument, { key });
  return data.discardTemplateDraft as DraftResult;
}

export async function fetchFieldUsages(formKey: string, field: string): Promise<TemplateUsage[]> {
  const data = await graphql(FormEditorFieldUsagesDocument, { formKey, field });
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
