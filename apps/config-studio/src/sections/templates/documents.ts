// The template lists' GraphQL documents, typed by the studio's codegen (api/generated/operations.ts).

export const TEMPLATES = /* GraphQL */ `
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

export const TEMPLATE_CONFIG = /* GraphQL */ `
  query studioTemplateConfig($kind: String!, $key: String!) {
    template(kind: $kind, key: $key) {
      key
      config
    }
  }
`;

export const CREATE_TEMPLATE_DRAFT = /* GraphQL */ `
  mutation studioCreateTemplateDraft($kind: String!, $key: String!, $config: JSON!, $revision: Int) {
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
