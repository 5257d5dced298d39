// The form editor's GraphQL documents (SDL: apps/api/src/modules/template-configs/schema.ts), typed by the
// studio's codegen (api/generated/operations.ts). Operation names are stable: tests answer by them.

const DOCUMENT = "kind key status version config revision updatedBy { _id fullName } updatedAt";

export const FORM_TEMPLATE = `query FormEditorTemplate($key: String!) { template(kind: "form", key: $key) { ${DOCUMENT} } }`;

export const SAVE_FORM_DRAFT = `mutation FormEditorSaveDraft($key: String!, $config: JSON!, $revision: Int) {
  saveTemplateDraft(kind: "form", key: $key, config: $config, revision: $revision) {
    success error { code message messageId params } document { ${DOCUMENT} }
  }
}`;

export const DISCARD_FORM_DRAFT = `mutation FormEditorDiscardDraft($key: String!) {
  discardTemplateDraft(kind: "form", key: $key) { success error { code message messageId params } document { ${DOCUMENT} } }
}`;

export const FIELD_USAGES = /* GraphQL */ `
  query FormEditorFieldUsages($formKey: String!, $field: String!) {
    templateFieldUsages(formKey: $formKey, field: $field) {
      kind
      where
      formula
    }
  }
`;
