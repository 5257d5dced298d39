// The central covenant catalogue (spec 3 §2, §3, §5, §7): read by provider users, changed by admins. A save
// checks the whole covenant with @ledgerline/schemas (validateCovenantConfig: schema and covenantConfigRules),
// the unique internal name, and the formula with the formula engine over the forms of the covenant's client
// type. A change also refreshes the copies embedded in investments (docs/api.md).
import { LANGUAGES } from "@ledgerline/schemas/languages";
import { parseConfigType, validateCovenantConfig } from "@ledgerline/schemas";
import type { ClientConfigType, CovenantConfig, Translated } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import type {
  ArchiveCovenantConfigResult,
  CovenantConfig as CovenantConfigView,
  CovenantConfigInput,
  CovenantConfigPage,
  CovenantConfigResult,
  MutationArchiveCovenantConfigArgs,
  MutationCreateCovenantConfigArgs,
  MutationUpdateCovenantConfigArgs,
  QueryCovenantConfigArgs,
  QueryCovenantsConfigArgs,
  Resolvers,
  SortInput,
  Translated as TranslatedView,
} from "../../generated/graphql";
import type { GraphQLContext } from "../../graphql/context";
import { operationsOver } from "../../graphql/operation";
import { ERROR_CODES, Problems, failed, succeeded } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { paging, text } from "../../platform/input";
import type { Access } from "../access/access";
import type { CovenantConfigDoc } from "../investments/model";
import { formsForClient, withEngine } from "../reports/engine";
import { todayNumber, translate } from "../reports/model";
import { sortEntries } from "../reports/sort-input";
import type { SortEntry } from "../reports/sort-input";
import { languageOf } from "../reports/views";
import { personRef } from "../../model/users";
import { COVENANT_CONFIG_SORT_FIELDS, CovenantConfigsRepository } from "./repository";
import type { CovenantConfigQuery, CovenantConfigSortPath } from "./repository";
import type { Db } from "mongodb";
import type { AuditLog } from "../audits/repository";
import type { ReportingRepository } from "../reports/repository";
import type { InvestmentsRepository } from "../investments/repository";

/** What the covenant-config operations use of the services (app.ts's services meet it). */
export interface CovenantConfigsServices {
  db: Db;
  audits: AuditLog;
  reporting: ReportingRepository;
  investments: InvestmentsRepository;
}

type Context = GraphQLContext<CovenantConfigsServices>;
const { securedOperation } = operationsOver<CovenantConfigsServices>();

/** The form-level message of spec 3 §5. */
export const INVALID_COVENANT_CONFIG = message("central-covenants-invalid");
export const NO_COVENANT_CONFIG = message("no-covenant");
export const DUPLICATE_INTERNAL_NAME = message("covenant-internal-name-taken");
/** Page size when none is asked for (spec 3 §9: "covenants list 15 (default 25)"). */
export const DEFAULT_COVENANT_CONFIG_PAGE = 25;

const DATE_PATTERN = /^(\d{4})(\d{2})(\d{2})$/;

function repositoryOf(context: Context): CovenantConfigsRepository {
  return new CovenantConfigsRepository(context.services.db, context.services.investments);
}

function translations(value: Translated): TranslatedView {
  return {
    en: value.en,
    fr: value.fr ?? null,
    es: value.es ?? null,
    pt: value.pt ?? null,
    ru: value.ru ?? null,
  };
}

function toView(config: CovenantConfigDoc, language: string): CovenantConfigView {
  return {
    _id: config._id,
    internalName: config.internalName,
    name: translations(config.name),
    guide: config.guide ? translations(config.guide) : null,
    label: translate(config.name, language, config.internalName),
    links: config.links.map((link) => ({ uri: link.uri, name: link.name, guide: link.guide ?? null })),
    fieldType: config.fieldType,
    range: { min: config.range.min, max: config.range.max },
    alertThreshold: config.alertThreshold,
    clientType: config.clientType,
    formula: config.formula,
    archived: config.archived ?? null,
    statistics: { count: config.statistics?.count ?? 0 },
  };
}

function clientTypeOf(value: unknown): ClientConfigType | undefined {
  return parseConfigType(text(value));
}

const DEFAULT_SORT: ReadonlyArray<SortEntry<CovenantConfigSortPath>> = [
  { path: "internalName", direction: 1 },
];

function sortOf(sorting: readonly SortInput[] | null | undefined): CovenantConfigQuery["sort"] {
  return sortEntries<CovenantConfigSortPath>(sorting, COVENANT_CONFIG_SORT_FIELDS, DEFAULT_SORT, "sorting");
}

/** The translations given, trimmed, empty ones dropped; undefined when none. */
function translatedOf(input: CovenantConfigInput["name"]): Record<string, string> | undefined {
  if (!input) return undefined;
  const result: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const value = text(input[language]);
    if (value !== "") result[language] = value;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** The stored shape built from the input (unchecked: validateCovenantConfig judges it). */
function draftOf(input: CovenantConfigInput, existing: CovenantConfigDoc | null): Record<string, unknown> {
  const guide = translatedOf(input.guide);
  const links = (input.links ?? []).map((link) => {
    const linkGuide = text(link.guide);
    return { uri: text(link.uri), name: text(link.name), ...(linkGuide ? { guide: linkGuide } : {}) };
  });
  return {
    _id: existing?._id ?? newId(),
    internalName: text(input.internalName),
    name: translatedOf(input.name) ?? {},
    ...(guide ? { guide } : {}),
    links,
    fieldType: text(input.fieldType),
    range: { min: input.range?.min ?? null, max: input.range?.max ?? null },
    alertThreshold: input.alertThreshold ?? null,
    clientType: text(input.clientType).toUpperCase(),
    formula: text(input.formula),
    archived: existing?.archived ?? null,
    statistics: { count: existing?.statistics?.count ?? 0 },
  };
}

/** `links[0].uri` → `links.0.uri`, the field paths of FieldError. */
function fieldOf(path: string): string {
  return path === "(root)" ? "covenant" : path.replace(/\[(\d+)\]/g, ".$1");
}

/** The formula's first error against the fields of the client type's forms, with its position; null when fine. */
async function formulaError(
  context: Context,
  formula: string,
  clientType: ClientConfigType,
): Promise<string | null> {
  const templates = await context.services.reporting.templates();
  const forms = formsForClient(templates, { clientType, clientConfigType: clientType });
  return withEngine(forms, { financialPeriods: [] }, [], (engine) => {
    const problem = engine
      .compileExpression(formula)
      .problems.find((candidate) => candidate.severity === "error");
    return problem ? problem.message : null;
  });
}

/** The checked covenant, or the problems field by field. */
async function checked(
  context: Context,
  input: CovenantConfigInput,
  existing: CovenantConfigDoc | null,
): Promise<{ config: CovenantConfigDoc } | { problems: Problems }> {
  const draft = draftOf(input, existing);
  const problems = new Problems();
  const result = validateCovenantConfig(draft);
  if (!result.ok) for (const issue of result.errors) problems.add(fieldOf(issue.path), issue.message);
  const internalName = text(input.internalName);
  if (internalName !== "") {
    const other = await repositoryOf(context).byInternalName(internalName);
    if (other && other._id !== existing?._id) problems.add("internalName", DUPLICATE_INTERNAL_NAME);
  }
  const clientType = clientTypeOf(input.clientType);
  const formula = text(input.formula);
  if (clientType && formula !== "") {
    const error = await formulaError(context, formula, clientType);
    if (error) problems.add("formula", error);
  }
  if (!problems.empty || !result.ok) return { problems };
  return { config: result.value as CovenantConfigDoc };
}

async function audit(
  context: Context,
  access: Access,
  action: string,
  description: string,
  config: CovenantConfig & { _id: string },
  detail = "",
): Promise<void> {
  await context.services.audits.record({
    user: personRef(access.user),
    action,
    description,
    text: `${config.internalName} (${config.clientType})${detail}`,
    targets: [config._id],
  });
}

function isDate(value: number): boolean {
  const match = DATE_PATTERN.exec(String(value));
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const covenantConfigsResolvers: Resolvers<Context> = {
  Query: {
    covenantConfig: securedOperation(
      ["covenantConfigs", "read"],
      "all",
      async (args: QueryCovenantConfigArgs, context, access): Promise<CovenantConfigView | null> => {
        const config = await repositoryOf(context).byId(text(args.id));
        return config ? toView(config, languageOf(args.language, access.user.language)) : null;
      },
    ),
    covenantsConfig: securedOperation(
      ["covenantConfigs", "read"],
      "all",
      async (args: QueryCovenantsConfigArgs, context, access): Promise<CovenantConfigPage> => {
        const language = languageOf(args.language, access.user.language);
        const { skip, limit } = paging(args.skip, args.limit, DEFAULT_COVENANT_CONFIG_PAGE);
        const filter = text(args.filter);
        const { results, total } = await repositoryOf(context).page({
          clientType: clientTypeOf(args.clientType),
          archived: args.archived ?? undefined,
          today: todayNumber(),
          filter: filter !== "" ? filter : undefined,
          language,
          sort: sortOf(args.sorting),
          skip,
          limit,
        });
        return {
          results: results.map((config) => toView(config, language)),
          pageInfo: { total, limit, offset: skip },
        };
      },
    ),
  },
  Mutation: {
    createCovenantConfig: securedOperation(
      ["covenantConfigs", "create"],
      "all",
      async (args: MutationCreateCovenantConfigArgs, context, access): Promise<CovenantConfigResult> => {
        const outcome = await checked(context, args.covenant, null);
        if ("problems" in outcome)
          return { ...outcome.problems.toError(INVALID_COVENANT_CONFIG), covenant: null };
        const config = { ...outcome.config, statistics: { count: 0 }, archived: null };
        await repositoryOf(context).insert(config);
        await audit(context, access, "createCovenantConfig", "Central covenant created", config);
        return { ...succeeded(), covenant: toView(config, access.user.language ?? "en") };
      },
    ),
    updateCovenantConfig: securedOperation(
      ["covenantConfigs", "update"],
      "all",
      async (args: MutationUpdateCovenantConfigArgs, context, access): Promise<CovenantConfigResult> => {
        const repository = repositoryOf(context);
        const existing = await repository.byId(text(args.covenantId));
        if (!existing) return { ...failed(ERROR_CODES.NOT_FOUND, NO_COVENANT_CONFIG), covenant: null };
        const outcome = await checked(context, args.covenant, existing);
        if ("problems" in outcome)
          return { ...outcome.problems.toError(INVALID_COVENANT_CONFIG), covenant: null };
        // statistics.count belongs to the investments module; archived to archiveCovenantConfig.
        const config: CovenantConfigDoc = {
          ...outcome.config,
          archived: existing.archived ?? null,
          statistics: existing.statistics ?? { count: 0 },
        };
        await repository.replace(config);
        const refreshed = await repository.refreshCopies(config);
        await audit(
          context,
          access,
          "updateCovenantConfig",
          "Central covenant updated",
          config,
          refreshed > 0 ? `; copies refreshed in ${refreshed} investment(s)` : "",
        );
        return { ...succeeded(), covenant: toView(config, access.user.language ?? "en") };
      },
    ),
    archiveCovenantConfig: securedOperation(
      ["covenantConfigs", "archive"],
      "all",
      async (
        args: MutationArchiveCovenantConfigArgs,
        context,
        access,
      ): Promise<ArchiveCovenantConfigResult> => {
        const repository = repositoryOf(context);
        const existing = await repository.byId(text(args.covenantId));
        if (!existing)
          return { ...failed(ERROR_CODES.NOT_FOUND, NO_COVENANT_CONFIG), _id: null, archived: null };
        const asFrom = args.asFrom ?? null;
        if (asFrom !== null && !isDate(asFrom)) {
          const problems = new Problems();
          problems.add("asFrom", message("date-expected"));
          return { ...problems.toError(INVALID_COVENANT_CONFIG), _id: existing._id, archived: null };
        }
        await repository.setArchived(existing._id, asFrom);
        const config = { ...existing, archived: asFrom };
        await repository.refreshCopies(config);
        await audit(
          context,
          access,
          "archiveCovenantConfig",
          asFrom === null ? "Central covenant made active again" : "Central covenant archived",
          config,
          asFrom === null ? "" : ` as from ${asFrom}`,
        );
        return { ...succeeded(), _id: existing._id, archived: asFrom };
      },
    ),
  },
};
