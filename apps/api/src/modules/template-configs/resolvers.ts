// The config studio (docs/api.md, "Templates (config studio)"). Admins (templates read / publish) keep one draft
// per template in `templateDrafts`; each change of a draft (save, publish, discard) first claims its next
// revision in `templateDraftClaims` (a unique `_id`: the loser of a race gets CONFLICT). Publishing checks the
// draft (schema, formulas against the other published forms, references other templates and covenants make to
// fields it would remove) and inserts a new version, which is never changed afterwards: reports created from
// then on pin it, older reports keep the versions they pinned.
import { createHash } from "node:crypto";
import { checkFormConfigs } from "@ledgerline/formula-engine";
import type { ConfigProblem, FormConfigLike, FormulaEngine } from "@ledgerline/formula-engine";
import {
  addMonths,
  danglingReferences,
  diffFormConfigs,
  diffReportConfigs,
  fieldUsages,
  flattenFields,
  isDateNumber,
  monthEnd,
  monthOf,
  nextVersion,
  stableObjectId,
  validateFormConfig,
  validateReportConfig,
} from "@ledgerline/schemas";
import type {
  FieldDefinition,
  FormConfig,
  Investment,
  ReportConfig,
  TemplateWorld,
} from "@ledgerline/schemas";
import type {
  MutationDiscardTemplateDraftArgs,
  MutationPublishTemplateArgs,
  MutationSaveTemplateDraftArgs,
  QueryCheckTemplateArgs,
  QueryStudioPreviewDataArgs,
  QueryTemplateArgs,
  QueryTemplateDiffArgs,
  QueryTemplateFieldUsagesArgs,
  QueryTemplateImpactArgs,
  QueryPublishedTemplatesArgs,
  QueryTemplatesArgs,
  Resolvers,
  StudioPreviewData,
  TemplateChange,
  TemplateCheck,
  TemplateClientImpact,
  TemplateDocument,
  TemplateDraftResult,
  TemplateImpact,
  TemplateProblem,
  TemplatePublishResult,
  TemplateSummary,
  TemplateUsage,
  TemplateValueChange,
} from "../../generated/graphql";
import type { GraphQLContext } from "../../graphql/context";
import { securedOperation } from "../../graphql/operation";
import { ERROR_CODES, GraphQLFailure, failed, succeeded } from "../../platform/errors";
import type { FieldError } from "../../platform/errors";
import { text } from "../../platform/input";
import { isoNow } from "../../platform/time";
import type { Access } from "../access/access";
import type { ClientDoc } from "../clients/model";
import { testInvestments } from "../covenants/evaluate";
import type { CovenantTestLevel } from "../covenants/evaluate";
import { CovenantRepository } from "../covenants/repository";
import {
  computedValues,
  formsForClient,
  formulaFields,
  historyStart,
  storedOf,
  withEngine,
} from "../reports/engine";
import type { FormConfigDoc, FormDataDoc, ReportInstanceDoc } from "../reports/model";
import { translate } from "../reports/model";
import { compareVersion } from "../reports/repository";
import type { Templates } from "../reports/repository";
import { languageOf } from "../reports/views";
import { personRef } from "../users/model";
import type { PersonRef } from "../users/model";
import { TemplateConfigsRepository, claimId, draftId } from "./repository";
import type { PublishedDoc, PublishedSummary, TemplateDraftDoc, TemplateKind } from "./repository";

/** A draft is refused at this serialized size (bytes) or more. */
export const MAX_DRAFT_BYTES = 2 * 1024 * 1024;
/** templateImpact recomputes at most this many clients' reports (the most recent). */
export const MAX_IMPACT_CLIENTS = 200;
/** Months of form data before the period that studioPreviewData returns. */
export const PREVIEW_MONTHS = 24;

const KEY_PATTERN = /^[a-z][A-Za-z0-9]*$/;
/** Set by publishing, never taken from a draft. */
const PUBLISH_FIELDS = ["_id", "status", "publishedAt", "version"] as const;

type Json = Record<string, unknown>;

function repositoryOf(context: GraphQLContext): TemplateConfigsRepository {
  return new TemplateConfigsRepository(context.services.db);
}

function badInput(message: string): GraphQLFailure {
  return new GraphQLFailure(message, ERROR_CODES.BAD_USER_INPUT);
}

function notFound(message: string): GraphQLFailure {
  return new GraphQLFailure(message, ERROR_CODES.NOT_FOUND);
}

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): TemplateKind | null {
  const kind = text(value).toLowerCase();
  return kind === "form" || kind === "report" ? kind : null;
}

function requireKind(value: unknown): TemplateKind {
  const kind = kindOf(value);
  if (!kind) throw badInput("kind must be form or report");
  return kind;
}

/** Why a draft cannot be stored at all (it is stored even when invalid otherwise); null when it can. */
export function draftInputProblem(kind: unknown, key: unknown, config: unknown): FieldError | null {
  if (!kindOf(kind)) return { field: "kind", message: "kind must be form or report" };
  if (typeof key !== "string" || !KEY_PATTERN.test(key) || key.length > 64)
    return {
      field: "key",
      message: "the key must be a camelCase name of letters and digits starting with a lower-case letter",
    };
  if (!isRecord(config)) return { field: "config", message: "the config must be a JSON object" };
  if (config.key !== key) return { field: "config.key", message: `the config's key must be ${key}` };
  if (Buffer.byteLength(JSON.stringify(config), "utf8") >= MAX_DRAFT_BYTES)
    return { field: "config", message: "the config must be smaller than 2 MB" };
  return null;
}

function conflictMessage(by: PersonRef, at: string): string {
  return `Changed by ${by.fullName} at ${at}; reload to see their changes`;
}

function person(ref: PersonRef) {
  return { _id: ref._id ?? "", fullName: ref.fullName };
}

function draftView(draft: TemplateDraftDoc): TemplateDocument {
  return {
    kind: draft.kind,
    key: draft.key,
    status: "draft",
    version: draft.baseVersion,
    config: draft.config,
    revision: draft.revision,
    updatedBy: person(draft.updatedBy),
    updatedAt: draft.updatedAt,
  };
}

function publishedView(kind: TemplateKind, document: PublishedDoc): TemplateDocument {
  return {
    kind,
    key: document.key,
    status: "published",
    version: document.version,
    config: { ...document, _id: String(document._id) },
    revision: null,
    updatedBy: null,
    updatedAt: document.publishedAt ?? null,
  };
}

/** Published versions (legacy documents marked draft excluded), newest first. */
function publishedOnly<T extends { status?: string; version: string }>(documents: readonly T[]): T[] {
  return documents
    .filter((document) => document.status !== "draft")
    .sort((a, b) => compareVersion(b.version, a.version));
}

async function publishedVersionsOf(
  context: GraphQLContext,
  kind: TemplateKind,
  key: string,
): Promise<PublishedDoc[]> {
  return publishedOnly(await repositoryOf(context).versionsOf(kind, key));
}

function invalidateTemplateCaches(context: GraphQLContext): void {
  // The reporting repository's 30 s template cache (the covenant monitor reads templates through it too).
  (context.services.reporting as { invalidate?: () => void }).invalidate?.();
}

async function world(context: GraphQLContext, templates?: Templates): Promise<TemplateWorld> {
  const loaded = templates ?? (await context.services.reporting.templates());
  const covenants = await repositoryOf(context).covenantConfigs();
  return {
    forms: [...loaded.forms],
    reports: [...loaded.reports],
    covenants,
  } as unknown as TemplateWorld;
}

// ----------------------------------------------------------------------------------------------- checks

function problem(
  path: string,
  message: string,
  code: string,
  severity: "error" | "warning" = "error",
  position?: { line: number; column: number; offset: number; length: number },
): TemplateProblem {
  return {
    path,
    message,
    code,
    severity,
    line: position?.line ?? null,
    column: position?.column ?? null,
    offset: position?.offset ?? null,
    length: position?.length ?? null,
  };
}

/** `validations[1]` stays, `-` is the form itself, anything else is a field's internalName. */
function pathOfConfigProblem(field: string): string {
  if (field === "-") return "(root)";
  if (field.startsWith("validations[")) return field;
  return `fields.${field}`;
}

function fromConfigProblem(found: ConfigProblem): TemplateProblem {
  return problem(
    pathOfConfigProblem(found.field),
    found.message,
    found.code ?? "config",
    found.severity ?? "error",
    found.position,
  );
}

/**
 * The config as it would be published: the publishing fields replaced (version: the next one), a report's
 * steps at the latest published version of their forms.
 */
function asPublished(config: Json, version: string, templates: Templates, kind: TemplateKind): Json {
  const candidate: Json = { ...config };
  for (const field of PUBLISH_FIELDS) delete candidate[field];
  const result: Json = { ...candidate, version, status: "published" };
  if (kind === "report" && Array.isArray(config.steps)) {
    result.steps = config.steps.map((step: unknown) => {
      if (!isRecord(step) || !isRecord(step.config) || typeof step.config.key !== "string") return step;
      const form = templates.form(step.config.key);
      return form ? { ...step, config: { ...step.config, version: form.version } } : step;
    });
  }
  return result;
}

async function checkConfig(
  context: GraphQLContext,
  kind: TemplateKind,
  config: unknown,
): Promise<{ problems: TemplateProblem[]; candidate: Json | null; version: string }> {
  if (!isRecord(config))
    return {
      problems: [problem("(root)", "the config must be a JSON object", "schema")],
      candidate: null,
      version: "",
    };
  const key = typeof config.key === "string" ? config.key : "";
  const templates = await context.services.reporting.templates();
  const versions = key
    ? (await publishedVersionsOf(context, kind, key)).map((document) => document.version)
    : [];
  const version = nextVersion(versions);
  const candidate = asPublished(config, version, templates, kind);
  const problems: TemplateProblem[] = [];
  const validated = kind === "form" ? validateFormConfig(candidate) : validateReportConfig(candidate);
  if (!validated.ok)
    for (const issue of validated.errors) problems.push(problem(issue.path, issue.message, "schema"));

  if (kind === "form") {
    const others = templates.forms.filter((form) => form.key !== key);
    const inputs = [
      ...others.map((form) => ({ file: form.key, config: form as unknown as FormConfigLike })),
      { file: key || "(draft)", config: candidate as unknown as FormConfigLike },
    ];
    for (const found of checkFormConfigs(inputs))
      if (found.file === (key || "(draft)")) problems.push(fromConfigProblem(found));
    if (key && Array.isArray(candidate.fields)) {
      let dangling: ReturnType<typeof danglingReferences>;
      try {
        dangling = danglingReferences(candidate as unknown as FormConfig, await world(context, templates));
      } catch {
        // A draft too malformed to follow; its schema problems are reported above.
        dangling = [];
      }
      for (const entry of dangling) {
        // The draft's field the reference names (a reference is `name` or `form.name`).
        const name = entry.reference.split(".").pop() ?? "";
        const path = name ? `fields.${name}` : "(root)";
        problems.push(problem(path, entry.message, "dangling-reference"));
      }
    }
  } else {
    const reportTypes = Array.isArray(config.clientTypes)
      ? (config.clientTypes as unknown[]).map(String)
      : [];
    const steps = Array.isArray(config.steps) ? config.steps : [];
    steps.forEach((step: unknown, index: number) => {
      const path = `steps[${index}]`;
      if (!isRecord(step) || !isRecord(step.config) || typeof step.config.key !== "string") return;
      const formKey = step.config.key;
      const form = templates.form(formKey);
      if (!form) {
        problems.push(problem(path, `no published form has the key '${formKey}'`, "config"));
        return;
      }
      const stepTypes = Array.isArray(step.clientTypes) ? (step.clientTypes as unknown[]).map(String) : null;
      const outside = (stepTypes ?? []).filter((type) => !reportTypes.includes(type));
      if (outside.length > 0)
        problems.push(
          problem(
            `${path}.clientTypes`,
            `the step's client types must be within the report's; ${outside.join(", ")} is not`,
            "config",
          ),
        );
      const unserved = (stepTypes ?? reportTypes).filter(
        (type) => !(form.clientTypes as string[]).includes(type),
      );
      if (unserved.length > 0)
        problems.push(
          problem(path, `form '${formKey}' is not a form for ${unserved.join(", ")} clients`, "config"),
        );
    });
  }
  return { problems, candidate, version };
}

function isError(found: TemplateProblem): boolean {
  return found.severity === "error";
}

// ----------------------------------------------------------------------------------------------- list

function summaries(
  kind: TemplateKind,
  documents: readonly PublishedSummary[],
  drafts: readonly TemplateDraftDoc[],
  language: string,
): TemplateSummary[] {
  const byKey = new Map<string, PublishedSummary[]>();
  for (const document of publishedOnly(documents)) {
    const list = byKey.get(document.key) ?? [];
    list.push(document);
    byKey.set(document.key, list);
  }
  const draftsByKey = new Map(
    drafts.filter((draft) => draft.kind === kind).map((draft) => [draft.key, draft]),
  );
  const keys = [...new Set([...byKey.keys(), ...draftsByKey.keys()])].sort();
  return keys.map((key) => {
    const versions = byKey.get(key) ?? [];
    const latest = versions[0];
    const draft = draftsByKey.get(key);
    const draftName = isRecord(draft?.config.name)
      ? (draft.config.name as Record<string, string>)
      : undefined;
    const draftTypes = Array.isArray(draft?.config.clientTypes)
      ? (draft.config.clientTypes as unknown[]).filter((type): type is string => typeof type === "string")
      : [];
    return {
      kind,
      key,
      label: translate(latest?.name ?? draftName, language, key),
      clientTypes: latest ? [...(latest.clientTypes as string[])] : draftTypes,
      publishedVersion: latest?.version ?? null,
      publishedAt: latest?.publishedAt ?? null,
      versions: versions.map((document) => document.version),
      draft: draft
        ? {
            revision: draft.revision,
            baseVersion: draft.baseVersion,
            updatedBy: person(draft.updatedBy),
            updatedAt: draft.updatedAt,
          }
        : null,
    };
  });
}

// ----------------------------------------------------------------------------------------------- impact

type Outcome = "passes" | "fails" | "n/a";
type Level = "ok" | "alert" | "breach" | "n/a";

interface Snapshot {
  values: Map<string, { label: string; value: unknown }>;
  validations: Map<string, { label: string; value: Outcome }>;
  covenants: Map<string, { label: string; value: Level }>;
}

const LEVELS: Record<CovenantTestLevel, Level> = {
  ok: "ok",
  alerted: "alert",
  breached: "breach",
  waived: "n/a",
  unknown: "n/a",
};
const SEVERITY: Record<Level, number> = { "n/a": 0, ok: 1, alert: 2, breach: 3 };

function labelOf(field: Pick<FieldDefinition, "name" | "internalName">): string {
  return translate(field.name, "en", field.internalName);
}

function outcomeOf(engine: FormulaEngine, formula: string, month: string, form: string): Outcome {
  try {
    const value = engine.evaluateExpression(formula, month, { form });
    return value === true ? "passes" : value === false ? "fails" : "n/a";
  } catch {
    return "n/a";
  }
}

/** What the report's period gives with these forms: the form's computed values, step validations, covenants. */
function snapshotOf(
  forms: readonly FormConfigDoc[],
  key: string,
  client: ClientDoc,
  report: ReportInstanceDoc,
  documents: readonly FormDataDoc[],
  investments: readonly Investment[],
): Snapshot {
  const numeric = report.context.numeric;
  const month = monthOf(numeric);
  const stepKeys = new Set(Object.keys(report.versions ?? {}));
  return withEngine(forms, client, documents, (engine) => {
    const snapshot: Snapshot = { values: new Map(), validations: new Map(), covenants: new Map() };
    const form = forms.find((candidate) => candidate.key === key);
    if (form) {
      const computed = computedValues(engine, form, month);
      for (const field of formulaFields(form))
        snapshot.values.set(field.internalName, {
          label: labelOf(field),
          value: computed[field.internalName],
        });
    }
    for (const step of forms.filter((candidate) => stepKeys.has(candidate.key)))
      (step.validations ?? []).forEach((validation, index) => {
        snapshot.validations.set(`${step.key}.${validation.key ?? `validations[${index}]`}`, {
          label: validation.validationMessage,
          value: outcomeOf(engine, validation.formula, month, step.key),
        });
      });
    const covenantFields = forms.flatMap((candidate) =>
      flattenFields(candidate.fields)
        .map((entry) => entry.field)
        .filter(
          (field) => field.type === "COVENANT" && typeof field.formula === "string" && field.formula !== "",
        )
        .map((field) => ({ form: candidate.key, field })),
    );
    if (covenantFields.length > 0) {
      const overrides: Record<string, unknown> = {};
      for (const { form: formKey, field } of covenantFields) {
        let value: ReturnType<FormulaEngine["evaluate"]>;
        try {
          value = engine.evaluate(`${formKey}.${field.internalName}`, month);
        } catch {
          value = null;
        }
        overrides[field.internalName] = storedOf(field, value);
      }
      // The fields' values stand in for the central formulas: no formulas, so a field without a value is n/a.
      const tests = testInvestments(investments, {
        engine,
        formulas: new Map(),
        periodEnd: numeric,
        overrides,
      });
      for (const { field } of covenantFields) {
        let level: Level = "n/a";
        for (const test of tests)
          if (test.tested.internalName === field.internalName) {
            const candidate = LEVELS[test.level];
            if (SEVERITY[candidate] > SEVERITY[level]) level = candidate;
          }
        snapshot.covenants.set(field.internalName, { label: labelOf(field), value: level });
      }
    }
    return snapshot;
  });
}

function changesBetween<T>(
  before: Map<string, { label: string; value: T }>,
  after: Map<string, { label: string; value: T }>,
  missing: T,
): TemplateValueChange[] {
  const names = [...new Set([...before.keys(), ...after.keys()])];
  return names.flatMap((name) => {
    const left = before.get(name);
    const right = after.get(name);
    const from = left ? left.value : missing;
    const to = right ? right.value : missing;
    if (JSON.stringify(from ?? null) === JSON.stringify(to ?? null)) return [];
    return [{ field: name, label: (right ?? left)!.label, before: from ?? null, after: to ?? null }];
  });
}

async function impactOf(context: GraphQLContext, key: string): Promise<TemplateImpact> {
  const repository = repositoryOf(context);
  const draft = await repository.draft("form", key);
  if (!draft) throw notFound(`There is no draft of form ${key}`);
  const reporting = context.services.reporting;
  const templates = await reporting.templates();
  const published = templates.form(key);
  if (!published) return { clientsChecked: 0, clients: [] };
  const candidate = asPublished(draft.config, published.version, templates, "form");
  const validated = validateFormConfig(candidate);
  if (!validated.ok) throw badInput(`The draft of form ${key} is not a valid form config; check it first`);
  const hash = createHash("sha256").update(JSON.stringify(draft.config)).digest("hex").slice(0, 16);
  // A version of its own: compiled engines are cached by form versions.
  const draftForm = {
    ...(candidate as unknown as FormConfigDoc),
    _id: draftId("form", key),
    version: `draft-${hash}`,
  };

  const latest = new Map<string, ReportInstanceDoc>();
  for (const report of await reporting.reportsInStatus(["approved"])) {
    if (!report.versions?.[key]) continue;
    const seen = latest.get(report.client._id);
    if (!seen || report.context.numeric > seen.context.numeric) latest.set(report.client._id, report);
  }
  const reports = [...latest.values()]
    .sort((a, b) => b.context.numeric - a.context.numeric || a._id.localeCompare(b._id))
    .slice(0, MAX_IMPACT_CLIENTS);
  const clients = new Map(
    (await reporting.clientsByIds(reports.map((report) => report.client._id))).map((client) => [
      client._id,
      client,
    ]),
  );
  const covenants = new CovenantRepository(context.services.db);
  const impacts: TemplateClientImpact[] = [];
  let checked = 0;
  for (const report of reports) {
    const client = clients.get(report.client._id);
    if (!client) continue;
    checked++;
    const numeric = report.context.numeric;
    const [documents, investments] = await Promise.all([
      reporting.formDataRange(client._id, historyStart(numeric), numeric),
      covenants.investmentsOfClient(client._id),
    ]);
    const pinned = formsForClient(templates, client, report.versions ?? {});
    const others = pinned.filter((form) => form.key !== key);
    const before = snapshotOf([...others, published], key, client, report, documents, investments);
    const after = snapshotOf([...others, draftForm], key, client, report, documents, investments);
    const impact: TemplateClientImpact = {
      clientId: client._id,
      clientName: client.name,
      reportId: report._id,
      period: report.context.text,
      values: changesBetween(before.values, after.values, null as unknown),
      validations: changesBetween<Outcome>(before.validations, after.validations, "n/a"),
      covenants: changesBetween<Level>(before.covenants, after.covenants, "n/a"),
    };
    if (impact.values.length + impact.validations.length + impact.covenants.length > 0) impacts.push(impact);
  }
  return { clientsChecked: checked, clients: impacts };
}

// ----------------------------------------------------------------------------------------------- resolvers

async function audit(
  context: GraphQLContext,
  access: Access,
  action: string,
  description: string,
  kind: TemplateKind,
  key: string,
  detail: string,
): Promise<void> {
  await context.services.audits.record({
    user: personRef(access.user),
    action,
    description,
    text: `${kind} ${key}${detail}`,
    targets: [draftId(kind, key)],
  });
}

async function configAt(
  context: GraphQLContext,
  kind: TemplateKind,
  key: string,
  version: string,
): Promise<Json> {
  if (version === "draft") {
    const draft = await repositoryOf(context).draft(kind, key);
    if (!draft) throw notFound(`There is no draft of ${kind} ${key}`);
    return draft.config;
  }
  const found = (await publishedVersionsOf(context, kind, key)).find(
    (document) => document.version === version,
  );
  if (!found) throw notFound(`There is no version ${version} of ${kind} ${key}`);
  return found as unknown as Json;
}

function comparable(config: Json): Json {
  const copy: Json = { ...config };
  for (const field of PUBLISH_FIELDS) delete copy[field];
  return copy;
}

export const templateConfigsResolvers: Resolvers = {
  Query: {
    templates: securedOperation(
      ["templates", "read"],
      "all",
      async (args: QueryTemplatesArgs, context, access): Promise<TemplateSummary[]> => {
        const language = languageOf(args.language, access.user.language);
        const kinds: TemplateKind[] = args.kind ? [requireKind(args.kind)] : ["form", "report"];
        const repository = repositoryOf(context);
        const drafts = await repository.allDrafts();
        const lists = await Promise.all(
          kinds.map(async (kind) => summaries(kind, await repository.summaries(kind), drafts, language)),
        );
        const clientType = text(args.clientType).toUpperCase();
        return lists
          .flat()
          .filter((summary) => clientType === "" || summary.clientTypes.includes(clientType));
      },
    ),
    publishedTemplates: securedOperation(
      ["templates", "read"],
      "all",
      async (args: QueryPublishedTemplatesArgs, context): Promise<Json[]> => {
        const kind = requireKind(args.kind);
        const templates = await context.services.reporting.templates();
        const latest = kind === "form" ? templates.forms : templates.reports;
        return latest as unknown as Json[];
      },
    ),
    template: securedOperation(
      ["templates", "read"],
      "all",
      async (args: QueryTemplateArgs, context): Promise<TemplateDocument | null> => {
        const kind = requireKind(args.kind);
        const key = text(args.key);
        const version = text(args.version);
        if (version === "" || version === "draft") {
          const draft = await repositoryOf(context).draft(kind, key);
          if (draft) return draftView(draft);
          if (version === "draft") return null;
        }
        const versions = await publishedVersionsOf(context, kind, key);
        const found =
          version === "" ? versions[0] : versions.find((document) => document.version === version);
        return found ? publishedView(kind, found) : null;
      },
    ),
    checkTemplate: securedOperation(
      ["templates", "read"],
      "all",
      async (args: QueryCheckTemplateArgs, context): Promise<TemplateCheck> => {
        const { problems } = await checkConfig(context, requireKind(args.kind), args.config);
        return { ok: !problems.some(isError), problems };
      },
    ),
    templateFieldUsages: securedOperation(
      ["templates", "read"],
      "all",
      async (args: QueryTemplateFieldUsagesArgs, context): Promise<TemplateUsage[]> => {
        const usages = fieldUsages(
          { formKey: text(args.formKey), field: text(args.field) },
          await world(context),
        );
        return usages.map((usage) => ({
          kind: usage.kind,
          where: usage.where,
          formula: usage.formula ?? null,
        }));
      },
    ),
    templateDiff: securedOperation(
      ["templates", "read"],
      "all",
      async (args: QueryTemplateDiffArgs, context): Promise<TemplateChange[]> => {
        const kind = requireKind(args.kind);
        const key = text(args.key);
        const before = comparable(await configAt(context, kind, key, text(args.from)));
        const after = comparable(await configAt(context, kind, key, text(args.to)));
        const changes =
          kind === "form"
            ? diffFormConfigs(before as unknown as FormConfig, after as unknown as FormConfig)
            : diffReportConfigs(before as unknown as ReportConfig, after as unknown as ReportConfig);
        return changes.map((change) => ({
          kind: change.kind,
          path: change.path,
          before: change.before ?? null,
          after: change.after ?? null,
        }));
      },
    ),
    templateImpact: securedOperation(
      ["templates", "read"],
      "all",
      async (args: QueryTemplateImpactArgs, context): Promise<TemplateImpact> =>
        impactOf(context, text(args.key)),
    ),
    studioPreviewData: securedOperation(
      ["templates", "read"],
      "all",
      async (args: QueryStudioPreviewDataArgs, context): Promise<StudioPreviewData> => {
        if (!isDateNumber(args.numeric)) throw badInput("numeric must be a date (yyyymmdd)");
        const client = await repositoryOf(context).client(text(args.clientId));
        if (!client) throw notFound("No client found");
        const from = monthEnd(addMonths(monthOf(args.numeric), -PREVIEW_MONTHS));
        const documents = await context.services.reporting.formDataRange(client._id, from, args.numeric);
        return {
          clientId: client._id,
          clientName: client.name,
          clientType: client.clientType,
          currency: client.settings.currency,
          reportingScale: client.settings.reportingScale,
          financialPeriods: client.financialPeriods ?? [],
          formData: documents
            .map((document) => ({
              formKey: document.configKey,
              numeric: document.context.numeric,
              values: document.values,
            }))
            .sort((a, b) => a.numeric - b.numeric || a.formKey.localeCompare(b.formKey)),
        };
      },
    ),
  },
  Mutation: {
    saveTemplateDraft: securedOperation(
      ["templates", "publish"],
      "all",
      async (args: MutationSaveTemplateDraftArgs, context, access): Promise<TemplateDraftResult> => {
        const refused = draftInputProblem(args.kind, args.key, args.config);
        if (refused)
          return { ...failed(ERROR_CODES.BAD_USER_INPUT, refused.message, [refused]), document: null };
        const kind = kindOf(args.kind)!;
        const key = args.key;
        const repository = repositoryOf(context);
        const existing = await repository.draft(kind, key);
        const revision = args.revision ?? null;
        let baseVersion: string | null;
        let createdBy: PersonRef;
        if (revision === null) {
          if (existing)
            return {
              ...failed(ERROR_CODES.CONFLICT, conflictMessage(existing.updatedBy, existing.updatedAt)),
              document: null,
            };
          baseVersion = (await publishedVersionsOf(context, kind, key))[0]?.version ?? null;
          createdBy = personRef(access.user);
        } else {
          if (!existing)
            return {
              ...failed(
                ERROR_CODES.CONFLICT,
                "The draft was published or discarded meanwhile; reload to see the current version",
              ),
              document: null,
            };
          if (existing.revision !== revision)
            return {
              ...failed(ERROR_CODES.CONFLICT, conflictMessage(existing.updatedBy, existing.updatedAt)),
              document: null,
            };
          baseVersion = existing.baseVersion;
          createdBy = existing.createdBy;
        }
        const next = (revision ?? 0) + 1;
        const now = isoNow();
        const by = personRef(access.user);
        const id = claimId(kind, key, next);
        if (
          !(await repository.claim({
            _id: id,
            draft: draftId(kind, key),
            revision: next,
            action: "save",
            by,
            at: now,
          }))
        ) {
          const winner = await repository.claimById(id);
          return {
            ...failed(
              ERROR_CODES.CONFLICT,
              winner ? conflictMessage(winner.by, winner.at) : "Changed meanwhile; reload to see the changes",
            ),
            document: null,
          };
        }
        const draft: TemplateDraftDoc = {
          _id: draftId(kind, key),
          kind,
          key,
          config: args.config as Json,
          revision: next,
          baseVersion,
          createdBy,
          updatedBy: by,
          updatedAt: now,
        };
        await repository.writeDraft(draft);
        await audit(
          context,
          access,
          "saveTemplateDraft",
          "Saved template draft",
          kind,
          key,
          ` revision ${next}${baseVersion ? ` (from ${baseVersion})` : ""}`,
        );
        return { ...succeeded(), document: draftView(draft) };
      },
    ),
    discardTemplateDraft: securedOperation(
      ["templates", "publish"],
      "all",
      async (args: MutationDiscardTemplateDraftArgs, context, access): Promise<TemplateDraftResult> => {
        const kind = kindOf(args.kind);
        if (!kind)
          return {
            ...failed(ERROR_CODES.BAD_USER_INPUT, "kind must be form or report", [
              { field: "kind", message: "kind must be form or report" },
            ]),
            document: null,
          };
        const key = text(args.key);
        const repository = repositoryOf(context);
        const draft = await repository.draft(kind, key);
        if (!draft)
          return { ...failed(ERROR_CODES.NOT_FOUND, `There is no draft of ${kind} ${key}`), document: null };
        const next = draft.revision + 1;
        const by = personRef(access.user);
        const id = claimId(kind, key, next);
        if (
          !(await repository.claim({
            _id: id,
            draft: draft._id,
            revision: next,
            action: "discard",
            by,
            at: isoNow(),
          }))
        ) {
          const winner = await repository.claimById(id);
          return {
            ...failed(
              ERROR_CODES.CONFLICT,
              conflictMessage(winner?.by ?? draft.updatedBy, winner?.at ?? draft.updatedAt),
            ),
            document: null,
          };
        }
        await repository.removeDraft(kind, key, next);
        await audit(
          context,
          access,
          "discardTemplateDraft",
          "Discarded template draft",
          kind,
          key,
          ` revision ${draft.revision}`,
        );
        const latest = (await publishedVersionsOf(context, kind, key))[0];
        return { ...succeeded(), document: latest ? publishedView(kind, latest) : null };
      },
    ),
    publishTemplate: securedOperation(
      ["templates", "publish"],
      "all",
      async (args: MutationPublishTemplateArgs, context, access): Promise<TemplatePublishResult> => {
        const kind = kindOf(args.kind);
        if (!kind)
          return {
            ...failed(ERROR_CODES.BAD_USER_INPUT, "kind must be form or report", [
              { field: "kind", message: "kind must be form or report" },
            ]),
            problems: [],
            document: null,
          };
        const key = text(args.key);
        const repository = repositoryOf(context);
        const draft = await repository.draft(kind, key);
        if (!draft)
          return {
            ...failed(ERROR_CODES.NOT_FOUND, `There is no draft of ${kind} ${key}`),
            problems: [],
            document: null,
          };
        if (draft.revision !== args.revision)
          return {
            ...failed(ERROR_CODES.CONFLICT, conflictMessage(draft.updatedBy, draft.updatedAt)),
            problems: [],
            document: null,
          };
        // Checked against the freshest templates (another instance may have published meanwhile).
        invalidateTemplateCaches(context);
        const { problems, candidate, version } = await checkConfig(context, kind, draft.config);
        if (problems.some(isError) || !candidate)
          return {
            ...failed(
              ERROR_CODES.BAD_USER_INPUT,
              `${kind === "form" ? "Form" : "Report"} ${key} cannot be published: fix the problems first`,
              problems.filter(isError).map((found) => ({ field: found.path, message: found.message })),
            ),
            problems,
            document: null,
          };
        const next = draft.revision + 1;
        const by = personRef(access.user);
        const id = claimId(kind, key, next);
        const at = isoNow();
        if (
          !(await repository.claim({ _id: id, draft: draft._id, revision: next, action: "publish", by, at }))
        ) {
          const winner = await repository.claimById(id);
          return {
            ...failed(
              ERROR_CODES.CONFLICT,
              conflictMessage(winner?.by ?? draft.updatedBy, winner?.at ?? draft.updatedAt),
            ),
            problems: [],
            document: null,
          };
        }
        const document = {
          _id: stableObjectId(`${kind === "form" ? "formConfig" : "reportConfig"}:${key}@${version}`),
          ...candidate,
          key,
          version,
          status: "published",
          publishedAt: at,
        } as unknown as PublishedDoc;
        if (!(await repository.insertPublished(kind, document))) {
          await repository.releaseClaim(id);
          return {
            ...failed(
              ERROR_CODES.CONFLICT,
              `Version ${version} of ${kind} ${key} was published meanwhile; reload`,
            ),
            problems: [],
            document: null,
          };
        }
        await repository.removeDraft(kind, key, next);
        invalidateTemplateCaches(context);
        await audit(
          context,
          access,
          "publishTemplate",
          "Published template",
          kind,
          key,
          ` version ${version} (draft revision ${draft.revision})`,
        );
        return { ...succeeded(), problems, document: publishedView(kind, document) };
      },
    ),
  },
};
