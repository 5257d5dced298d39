// The studio's template operations used by the publish and compare dialogs and the report editor (documents:
// ./documents.ts), and the names the dialogs give the generated answer types.
import { graphql } from "../../api/client";
import {
  StudioCheckTemplateDocument,
  StudioDiscardTemplateDraftDocument,
  StudioPublishTemplateDocument,
  StudioSaveTemplateDraftDocument,
  StudioTemplateDiffDocument,
  StudioTemplateDocument,
  StudioTemplateImpactDocument,
  StudioTemplateVersionsDocument,
} from "../../api/generated/operations";
import type {
  StudioCheckTemplateQuery,
  StudioPublishTemplateMutation,
  StudioSaveTemplateDraftMutation,
  StudioTemplateDiffQuery,
  StudioTemplateImpactQuery,
  StudioTemplateQuery,
} from "../../api/generated/operations";
import type { TemplateKind } from "../../api/publishedTemplates";

export type { TemplateKind };

/** A template as the API answers it, its config (JSON) read as `Config`. */
export type TemplateDocument<Config = unknown> = WithConfig<
  NonNullable<StudioTemplateQuery["template"]>,
  Config
>;

type WithConfig<Answer, Config> = Omit<Answer, "config"> & { config: Config };

export type TemplateProblem = StudioCheckTemplateQuery["checkTemplate"]["problems"][number];

type ChangeAnswer = StudioTemplateDiffQuery["templateDiff"][number];

/** A change between two versions; an added part has no `before`, a removed one no `after`. */
export type TemplateChange = Omit<ChangeAnswer, "before" | "after"> &
  Partial<Pick<ChangeAnswer, "before" | "after">>;

type DraftAnswer = StudioSaveTemplateDraftMutation["saveTemplateDraft"];

export type TemplateDraftResult<Config = unknown> = Omit<DraftAnswer, "document"> & {
  document: TemplateDocument<Config> | null;
};

export type TemplatePublishResult = StudioPublishTemplateMutation["publishTemplate"];

export type TemplateImpact = StudioTemplateImpactQuery["templateImpact"];

export type TemplateClientImpact = TemplateImpact["clients"][number];

export type TemplateValueChange = TemplateClientImpact["values"][number];

/** The draft when there is one, else the latest published version; null when the key is unknown. */
export async function fetchTemplate<Config>(
  kind: TemplateKind,
  key: string,
): Promise<TemplateDocument<Config> | null> {
  const data = await graphql(StudioTemplateDocument, { kind, key });
  return data.template as TemplateDocument<Config> | null;
}

export async function checkTemplate(kind: TemplateKind, config: unknown): Promise<TemplateProblem[]> {
  const data = await graphql(StudioCheckTemplateDocument, { kind, config });
  return data.checkTemplate.problems;
}

export async function fetchTemplateDiff(
  kind: TemplateKind,
  key: string,
  from: string,
  to: string,
): Promise<TemplateChange[]> {
  const data = await graphql(StudioTemplateDiffDocument, { kind, key, from, to });
  return data.templateDiff;
}

export interface TemplateVersions {
  /** Every published version, newest first. */
  versions: string[];
  hasDraft: boolean;
}

/** The versions one can compare; none (and no draft) for an unknown key. */
export async function fetchTemplateVersions(kind: TemplateKind, key: string): Promise<TemplateVersions> {
  const data = await graphql(StudioTemplateVersionsDocument, { kind });
  // The API lists templates by kind only; picking the key here keeps to the one query it has.
  const template = data.templates.find((candidate) => candidate.key === key);
  return { versions: template?.versions ?? [], hasDraft: Boolean(template?.draft) };
}

export async function fetchTemplateImpact(key: string): Promise<TemplateImpact> {
  const data = await graphql(StudioTemplateImpactDocument, { key });
  return data.templateImpact;
}

export async function saveTemplateDraft<Config>(
  kind: TemplateKind,
  key: string,
  config: Config,
  revision: number | null,
): Promise<TemplateDraftResult<Config>> {
  const data = await graphql(StudioSaveTemplateDraftDocument, { kind, key, config, revision });
  return data.saveTemplateDraft as TemplateDraftResult<Config>;
}

export async function discardTemplateDraft(kind: TemplateKind, key: string): Promise<TemplateDraftResult> {
  const data = await graphql(StudioDiscardTemplateDraftDocument, { kind, key });
  return data.discardTemplateDraft;
}

export async function publishTemplate(
  kind: TemplateKind,
  key: string,
  revision: number,
): Promise<TemplatePublishResult> {
  const data = await graphql(StudioPublishTemplateDocument, { kind, key, revision });
  return data.publishTemplate;
}
