// The studio's template operations used by the publish and compare dialogs and the report editor, with the
// answer types of the API's SDL (apps/api/src/modules/template-configs/schema.ts). Operation names are
// stable: tests and the API's logs tell the requests apart by them.
import { graphql } from "../../api/client";
import type { ApiWording } from "../../i18n/apiMessages";
import type { TemplateKind } from "../../api/publishedTemplates";

export type { TemplateKind };

export interface TemplatePerson {
  _id: string;
  fullName: string;
}

export interface TemplateDocument<Config = unknown> {
  kind: string;
  key: string;
  status: string;
  version: string | null;
  config: Config;
  revision: number | null;
  updatedBy: TemplatePerson | null;
  updatedAt: string | null;
}

export interface TemplateProblem {
  path: string;
  message: string;
  code: string;
  severity: string;
  line?: number | null;
  column?: number | null;
  offset?: number | null;
  length?: number | null;
}

export interface TemplateChange {
  kind: string;
  path: string;
  before?: unknown;
  after?: unknown;
}

export interface ErrorInfo extends ApiWording {
  code: string;
  fields?: ({ field: string } & ApiWording)[];
}

export interface TemplateDraftResult<Config = unknown> {
  success: boolean;
  error: ErrorInfo | null;
  document: TemplateDocument<Config> | null;
}

export interface TemplatePublishResult {
  success: boolean;
  error: ErrorInfo | null;
  problems: TemplateProblem[];
  document: TemplateDocument | null;
}

export interface TemplateValueChange {
  field: string;
  label: string;
  before?: unknown;
  after?: unknown;
}

export interface TemplateClientImpact {
  clientId: string;
  clientName: string;
  reportId: string;
  period: string;
  values: TemplateValueChange[];
  validations: TemplateValueChange[];
  covenants: TemplateValueChange[];
}

export interface TemplateImpact {
  clientsChecked: number;
  clients: TemplateClientImpact[];
}

const DOCUMENT = `kind key status version config revision updatedBy { _id fullName } updatedAt`;
const PROBLEM = `path message code severity line column offset length`;
const ERROR = `error { code message messageId params fields { field message messageId params } }`;

/** The draft when there is one, else the latest published version; null when the key is unknown. */
export async function fetchTemplate<Config>(
  kind: TemplateKind,
  key: string,
): Promise<TemplateDocument<Config> | null> {
  const data = await graphql<{ template: TemplateDocument<Config> | null }>(
    `query StudioTemplate($kind: String!, $key: String!) { template(kind: $kind, key: $key) { ${DOCUMENT} } }`,
    { kind, key },
  );
  return data.template;
}

export async function checkTemplate(kind: TemplateKind, config: unknown): Promise<TemplateProblem[]> {
  const data = await graphql<{ checkTemplate: { ok: boolean; problems: TemplateProblem[] } }>(
    `query StudioCheckTemplate($kind: String!, $config: JSON!) { checkTemplate(kind: $kind, config: $config) { ok problems { ${PROBLEM} } } }`,
    { kind, config },
  );
  return data.checkTemplate.problems;
}

export async function fetchTemplateDiff(
  kind: TemplateKind,
  key: string,
  from: string,
  to: string,
): Promise<TemplateChange[]> {
  const data = await graphql<{ templateDiff: TemplateChange[] }>(
    `
      query StudioTemplateDiff($kind: String!, $key: String!, $from: String!, $to: String!) {
        templateDiff(kind: $kind, key: $key, from: $from, to: $to) {
          kind
          path
          before
          after
        }
      }
    `,
    { kind, key, from, to },
  );
  return data.templateDiff;
}

export interface TemplateVersions {
  /** Every published version, newest first. */
  versions: string[];
  hasDraft: boolean;
}

/** The versions one can compare; none (and no draft) for an unknown key. */
export async function fetchTemplateVersions(kind: TemplateKind, key: string): Promise<TemplateVersions> {
  // The API lists templates by kind only; picking the key here keeps to the one query it has.
  const data = await graphql<{
    templates: { key: string; versions: string[]; draft: { revision: number } | null }[];
  }>(
    `
      query StudioTemplateVersions($kind: String) {
        templates(kind: $kind) {
          key
          versions
          draft {
            revision
          }
        }
      }
    `,
    { kind },
  );
  const template = data.templates.find((candidate) => candidate.key === key);
  return { versions: template?.versions ?? [], hasDraft: Boolean(template?.draft) };
}

export async function fetchTemplateImpact(key: string): Promise<TemplateImpact> {
  const change = `field label before after`;
  const data = await graphql<{ templateImpact: TemplateImpact }>(
    `query StudioTemplateImpact($key: String!) { templateImpact(key: $key) { clientsChecked clients { clientId clientName reportId period values { ${change} } validations { ${change} } covenants { ${change} } } } }`,
    { key },
  );
  return data.templateImpact;
}

export async function saveTemplateDraft<Config>(
  kind: TemplateKind,
  key: string,
  config: Config,
  revision: number | null,
): Promise<TemplateDraftResult<Config>> {
  const data = await graphql<{ saveTemplateDraft: TemplateDraftResult<Config> }>(
    `mutation StudioSaveTemplateDraft($kind: String!, $key: String!, $config: JSON!, $revision: Int) { saveTemplateDraft(kind: $kind, key: $key, config: $config, revision: $revision) { success ${ERROR} document { ${DOCUMENT} } } }`,
    { kind, key, config, revision },
  );
  return data.saveTemplateDraft;
}

export async function discardTemplateDraft(kind: TemplateKind, key: string): Promise<TemplateDraftResult> {
  const data = await graphql<{ discardTemplateDraft: TemplateDraftResult }>(
    `mutation StudioDiscardTemplateDraft($kind: String!, $key: String!) { discardTemplateDraft(kind: $kind, key: $key) { success ${ERROR} document { ${DOCUMENT} } } }`,
    { kind, key },
  );
  return data.discardTemplateDraft;
}

export async function publishTemplate(
  kind: TemplateKind,
  key: string,
  revision: number,
): Promise<TemplatePublishResult> {
  const data = await graphql<{ publishTemplate: TemplatePublishResult }>(
    `mutation StudioPublishTemplate($kind: String!, $key: String!, $revision: Int!) { publishTemplate(kind: $kind, key: $key, revision: $revision) { success ${ERROR} problems { ${PROBLEM} } document { ${DOCUMENT} } } }`,
    { kind, key, revision },
  );
  return data.publishTemplate;
}
