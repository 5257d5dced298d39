// The config studio (docs/api.md, "Templates (config studio)"). Admins (templates read / publish) keep one draft
// per template in `templateDrafts`; each change of a draft (save, publish, discard) first claims its next
// revision in `templateDraftClaims` (a unique `_id`: the loser of a race gets CONFLICT). Publishing checks the
// draft (schema, formulas against the other published forms, references other templates and covenants make to
// fields it would remove) and inserts a new version, which is never changed afterwards: reports created from
// then on pin it, older reports keep the versions they pinned.
import {
  addMonths,
  diffFormConfigs,
  diffReportConfigs,
  fieldUsages,
  isDateNumber,
  monthEnd,
  monthOf,
  stableObjectId,
} from "@ledgerline/schemas";
import type { FormConfig, ReportConfig } from "@ledgerline/schemas";
import { message, textOf } from "@ledgerline/schemas/messages";
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
  TemplateDocument,
  TemplateDraftResult,
  TemplateImpact,
  TemplatePublishResult,
  TemplateSummary,
  TemplateUsage,
} from "../../generated/graphql";
import type { GraphQLContext } from "../../graphql/context";
import { operationsOver } from "../../graphql/operation";
import { ERROR_CODES, failed, fieldError, succeeded } from "../../platform/errors";
import { text } from "../../platform/input";
import { isoNow } from "../../platform/time";
import type { Access } from "../access/access";
import { translate } from "../reports/model";
import { languageOf } from "../reports/views";
import { personRef } from "../../model/users";
import type { PersonRef } from "../../model/users";
import { claimId, draftId } from "./repository";
import type { PublishedDoc, PublishedSummary, TemplateDraftDoc, TemplateKind } from "./repository";
import { checkConfig, isError } from "./checks";
import { impactOf } from "./impact";
import {
  repositoryOf,
  badInput,
  notFound,
  isRecord,
  kindOf,
  requireKind,
  conflictMessage,
  person,
  draftView,
  publishedView,
  publishedOnly,
  publishedVersionsOf,
  invalidateTemplateCaches,
  world,
  draftInputProblem,
  PREVIEW_MONTHS,
  PUBLISH_FIELDS,
} from "./shared";
import type { Json, TemplateConfigsServices } from "./shared";
import type { AuditLog } from "../audits/repository";
import type { ImpactServices } from "./impact";

/** What the template-config operations use of the services (app.ts's services meet it). */
export interface TemplateConfigOperationServices extends TemplateConfigsServices, ImpactServices {
  audits: Pick<AuditLog, "record">;
  reporting: TemplateConfigsServices["reporting"] & ImpactServices["reporting"];
}

type Context = GraphQLContext<TemplateConfigOperationServices>;
const { securedOperation } = operationsOver<TemplateConfigOperationServices>();

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
      publishedBy: latest?.publishedBy ? person(latest.publishedBy) : null,
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

// ----------------------------------------------------------------------------------------------- resolvers

async function audit(
  context: Context,
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

async function configAt(context: Context, kind: TemplateKind, key: string, version: string): Promise<Json> {
  if (version === "draft") {
    const draft = await repositoryOf(context.services).draft(kind, key);
    if (!draft) throw notFound(message("template-no-draft", { kind, key }));
    return draft.config;
  }
  const found = (await publishedVersionsOf(context.services, kind, key)).find(
    (document) => document.version === version,
  );
  if (!found) throw notFound(message("template-no-version", { version, kind, key }));
  return found as unknown as Json;
}

function comparable(config: Json): Json {
  const copy: Json = { ...config };
  for (const field of PUBLISH_FIELDS) delete copy[field];
  return copy;
}

export const templateConfigsResolvers: Resolvers<Context> = {
  Query: {
    templates: securedOperation(
      ["templates", "read"],
      "all",
      async (args: QueryTemplatesArgs, context, access): Promise<TemplateSummary[]> => {
        const language = languageOf(args.language, access.user.language);
        const kinds: TemplateKind[] = args.kind ? [requireKind(args.kind)] : ["form", "report"];
        const repository = repositoryOf(context.services);
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
          const draft = await repositoryOf(context.services).draft(kind, key);
          if (draft) return draftView(draft);
          if (version === "draft") return null;
        }
        const versions = await publishedVersionsOf(context.services, kind, key);
        const found =
          version === "" ? versions[0] : versions.find((document) => document.version === version);
        return found ? publishedView(kind, found) : null;
      },
    ),
    checkTemplate: securedOperation(
      ["templates", "read"],
      "all",
      async (args: QueryCheckTemplateArgs, context): Promise<TemplateCheck> => {
        const { problems } = await checkConfig(context.services, requireKind(args.kind), args.config);
        return { ok: !problems.some(isError), problems };
      },
    ),
    templateFieldUsages: securedOperation(
      ["templates", "read"],
      "all",
      async (args: QueryTemplateFieldUsagesArgs, context): Promise<TemplateUsage[]> => {
        const usages = fieldUsages(
          { formKey: text(args.formKey), field: text(args.field) },
          await world(context.services),
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
        impactOf(context.services, text(args.key)),
    ),
    studioPreviewData: securedOperation(
      ["templates", "read"],
      "all",
      async (args: QueryStudioPreviewDataArgs, context): Promise<StudioPreviewData> => {
        if (!isDateNumber(args.numeric)) throw badInput(message("template-preview-numeric-not-date"));
        const client = await repositoryOf(context.services).client(text(args.clientId));
        if (!client) throw notFound(message("template-preview-no-client"));
        const from = monthEnd(addMonths(monthOf(args.numeric), -PREVIEW_MONTHS));
        const documents = await context.services.reporting.formDataRange(client, from, args.numeric);
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
          return { ...failed(ERROR_CODES.BAD_USER_INPUT, textOf(refused), [refused]), document: null };
        const kind = kindOf(args.kind)!;
        const key = args.key;
        const repository = repositoryOf(context.services);
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
          baseVersion = (await publishedVersionsOf(context.services, kind, key))[0]?.version ?? null;
          createdBy = personRef(access.user);
        } else {
          if (!existing)
            return {
              ...failed(ERROR_CODES.CONFLICT, message("template-draft-gone")),
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
              winner ? conflictMessage(winner.by, winner.at) : message("template-changed-meanwhile"),
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
        try {
          await repository.writeDraft(draft);
        } catch (error) {
          // The revision did not move: give its claim back so the next save is not refused for it.
          await repository.releaseClaim(id).catch(() => undefined);
          throw error;
        }
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
            ...failed(ERROR_CODES.BAD_USER_INPUT, message("template-kind-invalid"), [
              fieldError("kind", message("template-kind-invalid")),
            ]),
            document: null,
          };
        const key = text(args.key);
        const repository = repositoryOf(context.services);
        const draft = await repository.draft(kind, key);
        if (!draft)
          return {
            ...failed(ERROR_CODES.NOT_FOUND, message("template-no-draft", { kind, key })),
            document: null,
          };
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
        const latest = (await publishedVersionsOf(context.services, kind, key))[0];
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
            ...failed(ERROR_CODES.BAD_USER_INPUT, message("template-kind-invalid"), [
              fieldError("kind", message("template-kind-invalid")),
            ]),
            problems: [],
            document: null,
          };
        const key = text(args.key);
        const repository = repositoryOf(context.services);
        const draft = await repository.draft(kind, key);
        if (!draft)
          return {
            ...failed(ERROR_CODES.NOT_FOUND, message("template-no-draft", { kind, key })),
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
        invalidateTemplateCaches(context.services);
        const { problems, candidate, version } = await checkConfig(context.services, kind, draft.config);
        if (problems.some(isError) || !candidate)
          return {
            ...failed(
              ERROR_CODES.BAD_USER_INPUT,
              message("template-publish-has-problems", { kind, key }),
              problems.filter(isError).map((found) => fieldError(found.path, textOf(found))),
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
          publishedBy: by,
        } as unknown as PublishedDoc;
        if (!(await repository.insertPublished(kind, document))) {
          await repository.releaseClaim(id);
          return {
            ...failed(ERROR_CODES.CONFLICT, message("template-version-taken", { version, kind, key })),
            problems: [],
            document: null,
          };
        }
        await repository.removeDraft(kind, key, next);
        invalidateTemplateCaches(context.services);
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
