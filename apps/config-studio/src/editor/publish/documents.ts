// The template operations of the publish and compare dialogs and the report editor (SDL:
// apps/api/src/modules/template-configs/schema.ts), typed by the studio's codegen (api/generated/operations.ts).
// Operation names are stable: tests and the API's logs tell the requests apart by them.

const DOCUMENT = `kind key status version config revision updatedBy { _id fullName } updatedAt`;
const PROBLEM = `path message code severity line column offset length`;
const ERROR = `error { code message messageId params fields { field message messageId params } }`;
const CHANGE = `field label before after`;

export const TEMPLATE = `query StudioTemplate($kind: String!, $key: String!) { template(kind: $kind, key: $key) { ${DOCUMENT} } }`;

export const CHECK_TEMPLATE = `query StudioCheckTemplate($kind: String!, $config: JSON!) { checkTemplate(kind: $kind, config: $config) { ok problems { ${PROBLEM} } } }`;

export const TEMPLATE_DIFF = /* GraphQL */ `
  query StudioTemplateDiff($kind: String!, $key: String!, $from: String!, $to: String!) {
    templateDiff(kind: $kind, key: $key, from: $from, to: $to) {
      kind
      path
      before
      after
    }
  }
`;

// The API lists templates by kind only; the dialog picks the key from the list.
export const TEMPLATE_VERSIONS = /* GraphQL */ `
  query StudioTemplateVersions($kind: String) {
    templates(kind: $kind) {
      key
      versions
      draft {
        revision
      }
    }
  }
`;

export const TEMPLATE_IMPACT = `query StudioTemplateImpact($key: String!) { templateImpact(key: $key) { clientsChecked clients { clientId clientName reportId period values { ${CHANGE} } validations { ${CHANGE} } covenants { ${CHANGE} } } } }`;

export const SAVE_TEMPLATE_DRAFT = `mutation StudioSaveTemplateDraft($kind: String!, $key: String!, $config: JSON!, $revision: Int) { saveTemplateDraft(kind: $kind, key: $key, config: $config, revision: $revision) { success ${ERROR} document { ${DOCUMENT} } } }`;

export const DISCARD_TEMPLATE_DRAFT = `mutation StudioDiscardTemplateDraft($kind: String!, $key: String!) { discardTemplateDraft(kind: $kind, key: $key) { success ${ERROR} document { ${DOCUMENT} } } }`;

export const PUBLISH_TEMPLATE = `mutation StudioPublishTemplate($kind: String!, $key: String!, $revision: Int!) { publishTemplate(kind: $kind, key: $key, revision: $revision) { success ${ERROR} problems { ${PROBLEM} } document { ${DOCUMENT} } } }`;
