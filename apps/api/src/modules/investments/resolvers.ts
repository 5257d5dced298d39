// Investments, their covenants and waivers (spec 3 §2–§9): the grid and detail in the caller's scope, the
// covenant search, and the changes, each allowed by the flag of the investment's time state (flags.ts).
// Every change reads the investment by _id, changes it in memory, checks the whole investment with the rules
// of @ledgerline/schemas and writes it back by _id (last writer wins: docs/api.md).
import {
  REPORTING_PERIODICITIES,
  clientTypesOfFamily,
  configTypeOf,
  parseConfigType,
} from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import type { Message } from "@ledgerline/schemas/messages";
import type {
  CovenantOption,
  CovenantsResult,
  Investment,
  InvestmentCovenant,
  InvestmentPage,
  InvestmentResult,
  MutationCreateCovenantArgs,
  MutationCreateWaiverArgs,
  MutationDeleteCovenantArgs,
  MutationDeleteWaiverArgs,
  MutationUpdateCovenantArgs,
  MutationUpdateInvestmentPeriodicityArgs,
  MutationUpdateWaiverArgs,
  MutationValidateCovenantArgs,
  MutationValidateWaiverArgs,
  QueryCovenantListArgs,
  QueryInvestmentArgs,
  QueryInvestmentsArgs,
  QueryInvestmentsPagedArgs,
  Resolvers,
  Result,
  SortInput,
  WaiversResult,
} from "../../generated/graphql";
import type { GraphQLContext } from "../../graphql/context";
import { operationsOver } from "../../graphql/operation";
import { ERROR_CODES, failed, fieldError, forbidden, GraphQLFailure, succeeded } from "../../platform/errors";
import type { ErrorInfo } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { paging, text } from "../../platform/input";
import type { Access } from "../access/access";
import type { ClientDoc } from "../../model/clients";
import { todayNumber, translate } from "../reports/model";
import { sortEntries } from "../reports/sort-input";
import { languageOf } from "../reports/views";
import { personRef } from "../../model/users";
import { canUpdatePeriodicity, can, requireFlag, timeStateOf } from "./flags";
import type { Part, PartAction, TimeState } from "./flags";
import { checkCovenantForm, checkWaiverForm, issuesIntroduced, problemsOf } from "./forms";
import type { CovenantConfigDoc, InvestmentCovenantDoc, InvestmentDoc, WaiverDoc } from "./model";
import {
  INVALID_COVENANT_FORM,
  INVALID_WAIVER_FORM,
  NO_COVENANT,
  NO_INVESTMENT,
  NO_WAIVER,
  covenantRefOf,
  isArchived,
} from "./model";
import { DEFAULT_INVESTMENT_SORT, INVESTMENT_SORT_FIELDS } from "./repository";
import type { InvestmentQuery, InvestmentSortPath } from "./repository";
import type { ViewContext } from "./views";
import { covenantsOf, sortedWaivers, toCentralCovenant, toCovenant, toInvestment, toWaiver } from "./views";
import type { AuditLog } from "../audits/repository";
import type { ReportingRepository } from "../reports/repository";
import type { InvestmentsRepository } from "./repository";

/** What the investment operations use of the services (app.ts's services meet it). */
export interface InvestmentsServices {
  audits: AuditLog;
  reporting: ReportingRepository;
  investments: InvestmentsRepository;
}

type Context = GraphQLContext<InvestmentsServices>;
const { securedOperation } = operationsOver<InvestmentsServices>();

/** Most central covenants the covenant search offers (spec 3 §9). */
export const COVENANT_SEARCH_LIMIT = 30;
const DEFAULT_PAGE_SIZE = 20;

const READ: ["investments", "read"] = ["investments", "read"];

function viewOf(language: string | null | undefined, access: Access): ViewContext {
  return { language: languageOf(language, access.user.language), today: todayNumber() };
}

function sortOf(sorting: readonly SortInput[] | null | undefined): InvestmentQuery["sort"] {
  return sortEntries<InvestmentSortPath>(sorting, INVESTMENT_SORT_FIELDS, DEFAULT_INVESTMENT_SORT, "sorting");
}

function badInput(message: string): GraphQLFailure {
  return new GraphQLFailure(message, ERROR_CODES.BAD_USER_INPUT);
}

/** The investment when it lies in the caller's scope; FORBIDDEN otherwise (limited users learn nothing). */
async function investmentInScope(
  context: Context,
  access: Access,
  id: string,
): Promise<{ investment: InvestmentDoc; client: ClientDoc | undefined } | null> {
  const repository = context.services.investments;
  const investment = await repository.byId(text(id));
  if (!investment) {
    if (access.scope.kind !== "all") throw forbidden();
    return null;
  }
  const [client] = await repository.clientsByIds([investment.client._id]);
  if (access.scope.kind !== "all" && (!client || !access.clientVisible(client))) throw forbidden();
  return { investment, client };
}

interface Target {
  investment: InvestmentDoc;
  client: ClientDoc | undefined;
  state: TimeState;
  today: number;
}

/** An investment to change: in scope (else FORBIDDEN), and the caller holding the flag of its time state. */
async function target(
  context: Context,
  access: Access,
  investmentId: string,
  part: Part,
  action: PartAction,
): Promise<Target | null> {
  const found = await investmentInScope(context, access, investmentId);
  if (!found) return null;
  const today = todayNumber();
  const state = timeStateOf(found.investment, today);
  requireFlag(access, state, part, action);
  return { ...found, state, today };
}

function covenantIn(investment: InvestmentDoc, covenantId: string): InvestmentCovenantDoc | undefined {
  const id = text(covenantId);
  return investment.covenants.find((covenant) => covenant._id === id);
}

function auditText(investment: InvestmentDoc, covenant?: InvestmentCovenantDoc, waiver?: WaiverDoc): string {
  const parts = [`${investment.importedId} (${investment.client.name})`];
  if (covenant) parts.push(covenant.centralCovenantId.internalName);
  if (waiver) {
    const replacement = waiver.centralCovenant ? ` by ${waiver.centralCovenant.internalName}` : "";
    parts.push(`${waiver.waiverType}${replacement} ${waiver.startDate}–${waiver.endDate}`);
  }
  return parts.join(": ");
}

async function audit(
  context: Context,
  access: Access,
  action: string,
  description: string,
  investment: InvestmentDoc,
  covenant?: InvestmentCovenantDoc,
  waiver?: WaiverDoc,
  check?: { given: boolean; valid: boolean },
): Promise<void> {
  const outcome = check
    ? ` (${check.given ? "form" : "stored values"} ${check.valid ? "valid" : "invalid"})`
    : "";
  await context.services.audits.record({
    user: personRef(access.user),
    action,
    description,
    text: auditText(investment, covenant, waiver) + outcome,
    targets: [
      investment._id,
      investment.client._id,
      covenant?._id,
      covenant?.centralCovenantId._id,
      waiver?._id,
      waiver?.centralCovenant?._id,
    ],
  });
}

/** The investment with one covenant replaced (or added when new, or removed when `next` is null). */
function withCovenant(
  investment: InvestmentDoc,
  covenantId: string,
  next: InvestmentCovenantDoc | null,
): InvestmentDoc {
  const exists = investment.covenants.some((covenant) => covenant._id === covenantId);
  const covenants = exists
    ? investment.covenants.flatMap((covenant) =>
        covenant._id !== covenantId ? [covenant] : next ? [next] : [],
      )
    : next
      ? [...investment.covenants, next]
      : investment.covenants;
  return { ...investment, covenants };
}

function waiverAnswers(covenant: InvestmentCovenantDoc | undefined, language: string) {
  return sortedWaivers(covenant?.waivers ?? []).map((waiver) => toWaiver(waiver, language));
}

/** A covenant of the caller's own making that nothing touched since: undoing it needs only the add flag. */
async function isOwnFreshCovenant(
  context: Context,
  access: Access,
  covenant: InvestmentCovenantDoc,
): Promise<boolean> {
  // Checks (validateCovenant, validateWaiver) are audited too but change nothing.
  const changes = (await context.services.investments.historyOf(covenant._id)).filter(
    (entry) => !entry.action.startsWith("validate"),
  );
  return (
    changes.length > 0 &&
    changes.every((entry) => entry.action === "createCovenant" && entry.user._id === access.user._id)
  );
}

const noCovenants = { covenants: [] as InvestmentCovenant[], covenant: null };
const noWaivers = { waivers: [], waiver: null, centralCovenant: null };

/** A refused waiver change: the error, and the covenant's waivers as they stay. */
function waiverRefused(
  error: { success: false; error: ErrorInfo },
  current: WaiversResult["waivers"],
): WaiversResult {
  return { ...error, waivers: current, waiver: null, centralCovenant: null };
}

/**
 * The last step of createCovenant and updateCovenant: the investment with the new or changed covenant is
 * checked whole (only problems it introduces count, less those `exempt` names), written by _id and audited; the
 * answer carries the covenants after the change.
 */
async function writeCovenant(
  context: Context,
  access: Access,
  change: {
    action: "createCovenant" | "updateCovenant";
    investment: InvestmentDoc;
    covenant: InvestmentCovenantDoc;
    view: ReturnType<typeof viewOf>;
    exempt?: (pointer: string) => boolean;
  },
): Promise<CovenantsResult> {
  const { investment, covenant, view } = change;
  const changed = withCovenant(investment, covenant._id, covenant);
  const issues = issuesIntroduced(investment, changed, change.exempt);
  if (issues.length > 0)
    return {
      ...problemsOf(issues).toError(INVALID_COVENANT_FORM),
      covenants: covenantsOf(investment, access, view),
      covenant: null,
    };
  await context.services.investments.saveCovenants(changed);
  if (change.action === "createCovenant")
    await context.services.investments.refreshStatistics([covenant.centralCovenantId._id]);
  const description = change.action === "createCovenant" ? "Added covenant" : "Updated covenant";
  await audit(context, access, change.action, description, changed, covenant);
  return {
    ...succeeded(),
    covenants: covenantsOf(changed, access, view),
    covenant: toCovenant(covenant, view),
  };
}

/**
 * The last step of createWaiver and updateWaiver: the investment with the covenant's new waivers is checked
 * whole, written by _id and audited; the answer carries the waivers after the change.
 */
async function writeWaiver(
  context: Context,
  access: Access,
  change: {
    action: "createWaiver" | "updateWaiver";
    investment: InvestmentDoc;
    covenant: InvestmentCovenantDoc;
    waiver: WaiverDoc;
    waivers: WaiverDoc[];
    language: string;
  },
): Promise<WaiversResult> {
  const { investment, covenant, waiver, language } = change;
  const nextCovenant = { ...covenant, waivers: change.waivers };
  const changed = withCovenant(investment, covenant._id, nextCovenant);
  const issues = issuesIntroduced(investment, changed);
  if (issues.length > 0)
    return waiverRefused(problemsOf(issues).toError(INVALID_WAIVER_FORM), waiverAnswers(covenant, language));
  await context.services.investments.saveCovenants(changed);
  const description = change.action === "createWaiver" ? "Added waiver" : "Updated waiver";
  await audit(context, access, change.action, description, changed, covenant, waiver);
  return {
    ...succeeded(),
    waivers: waiverAnswers(nextCovenant, language),
    waiver: toWaiver(waiver, language),
    centralCovenant: waiver.centralCovenant ? toCentralCovenant(waiver.centralCovenant, language) : null,
  };
}

export const investmentsResolvers = {
  Query: {
    investment: securedOperation<QueryInvestmentArgs, Investment | null>(
      READ,
      "client",
      async (args, context, access) => {
        const found = await investmentInScope(context, access, args.id);
        if (!found) return null;
        return toInvestment(found.investment, found.client, access, viewOf(args.language, access));
      },
    ),

    investmentsPaged: securedOperation<QueryInvestmentsPagedArgs, InvestmentPage>(
      READ,
      "clients",
      async (args, context, access) => {
        const { skip, limit } = paging(args.skip, args.limit, DEFAULT_PAGE_SIZE, 100);
        const state = text(args.state).toLowerCase() || "open";
        if (state !== "open" && state !== "closed") throw badInput("state is open or closed");
        const clientType = text(args.clientType);
        const family = parseConfigType(clientType);
        if (clientType !== "" && !family) throw badInput("clientType is mfi or agro");
        const clientId = text(args.clientId);
        let clientIds: readonly string[] | "all";
        if (clientId !== "") {
          const client = await access.clientInScope(clientId);
          clientIds = client ? [client._id] : [];
        } else clientIds = await context.services.reporting.clientIdsInScope(access);
        const repository = context.services.investments;
        const search = text(args.filter);
        const { results, total } = await repository.page({
          clientIds,
          state,
          ...(family ? { clientTypes: clientTypesOfFamily(family) } : {}),
          ...(search !== "" ? { text: search } : {}),
          sort: sortOf(args.sorting),
          skip,
          limit,
        });
        const clients = await repository.clientsByIds(results.map((investment) => investment.client._id));
        const byId = new Map(clients.map((client) => [client._id, client]));
        const view = viewOf(args.language, access);
        return {
          results: results.map((investment) =>
            toInvestment(investment, byId.get(investment.client._id), access, view),
          ),
          pageInfo: { total, limit, offset: skip },
        };
      },
    ),

    investments: securedOperation<QueryInvestmentsArgs, Investment[]>(
      READ,
      "client",
      async (args, context, access) => {
        const client = await access.clientInScope(text(args.clientId));
        if (!client) return [];
        const investments = await context.services.investments.ofClient(client._id);
        const view = viewOf(args.language, access);
        return investments.map((investment) => toInvestment(investment, client, access, view));
      },
    ),

    covenantList: securedOperation<QueryCovenantListArgs, CovenantOption[]>(
      READ,
      "client",
      async (args, context, access) => {
        const client = await access.clientInScope(text(args.clientId));
        if (!client) return [];
        const limit = Math.min(
          COVENANT_SEARCH_LIMIT,
          Math.max(1, Math.trunc(args.limit ?? COVENANT_SEARCH_LIMIT)),
        );
        const { language, today } = viewOf(args.language, access);
        const search = text(args.filter).toLowerCase();
        const configs = await context.services.investments.covenantConfigsOfType(
          configTypeOf(client.clientType),
        );
        return configs
          .filter((config) => !isArchived(config, today))
          .map((config) => ({
            value: config._id,
            label: translate(config.name, language, config.internalName),
            internalName: config.internalName,
          }))
          .filter(
            (option) =>
              search === "" ||
              option.label.toLowerCase().includes(search) ||
              option.internalName.toLowerCase().includes(search),
          )
          .sort((a, b) => a.label.localeCompare(b.label, language) || a.value.localeCompare(b.value))
          .slice(0, limit)
          .map(({ value, label }) => ({ value, label }));
      },
    ),
  },

  Mutation: {
    updateInvestmentPeriodicity: securedOperation<MutationUpdateInvestmentPeriodicityArgs, InvestmentResult>(
      ["investments", "updatePeriodicity"],
      "client",
      async (args, context, access) => {
        if (!canUpdatePeriodicity(access)) throw forbidden();
        const found = await investmentInScope(context, access, args.investmentId);
        if (!found) return { ...failed(ERROR_CODES.NOT_FOUND, NO_INVESTMENT), investment: null };
        const periodicity = text(args.periodicity).toLowerCase();
        if (!(REPORTING_PERIODICITIES as readonly string[]).includes(periodicity)) {
          const refusal = message("periodicity-invalid", { choices: REPORTING_PERIODICITIES.join(", ") });
          return {
            ...failed(ERROR_CODES.BAD_USER_INPUT, refusal, [fieldError("periodicity", refusal)]),
            investment: null,
          };
        }
        const investment: InvestmentDoc = {
          ...found.investment,
          reportingPeriodicity: periodicity as InvestmentDoc["reportingPeriodicity"],
        };
        const issues = issuesIntroduced(found.investment, investment);
        if (issues.length > 0)
          return { ...problemsOf(issues).toError(message("investment-invalid")), investment: null };
        await context.services.investments.setPeriodicity(investment._id, investment.reportingPeriodicity);
        await context.services.audits.record({
          user: personRef(access.user),
          action: "updateInvestmentPeriodicity",
          description: "Changed investment periodicity",
          text: `${auditText(investment)}: ${found.investment.reportingPeriodicity} → ${periodicity}`,
          targets: [investment._id, investment.client._id],
        });
        return {
          ...succeeded(),
          investment: toInvestment(investment, found.client, access, viewOf(null, access)),
        };
      },
    ),

    createCovenant: securedOperation<MutationCreateCovenantArgs, CovenantsResult>(
      READ,
      "client",
      async (args, context, access) => {
        const found = await target(context, access, args.investmentId, "covenants", "add");
        if (!found) return { ...failed(ERROR_CODES.NOT_FOUND, NO_INVESTMENT), ...noCovenants };
        const { investment, today } = found;
        const view = viewOf(args.language, access);
        const current = covenantsOf(investment, access, view);
        const refuse = (
          code:
            typeof ERROR_CODES.BAD_USER_INPUT | typeof ERROR_CODES.NOT_FOUND | typeof ERROR_CODES.CONFLICT,
          refusal: Message,
        ) => ({
          ...failed(code, refusal, [fieldError("covenantId", refusal)]),
          covenants: current,
          covenant: null,
        });
        const config: CovenantConfigDoc | null = await context.services.investments.covenantConfig(
          text(args.covenantId),
        );
        if (!config) return refuse(ERROR_CODES.NOT_FOUND, message("covenant-not-in-catalogue"));
        if (isArchived(config, today))
          return refuse(
            ERROR_CODES.BAD_USER_INPUT,
            message("covenant-archived-not-addable", { date: String(config.archived) }),
          );
        const clientType = configTypeOf(investment.clientType);
        if (config.clientType !== clientType)
          return refuse(
            ERROR_CODES.BAD_USER_INPUT,
            message("covenant-wrong-client-type", {
              covenantType: config.clientType,
              clientType: investment.clientType,
            }),
          );
        if (investment.covenants.some((covenant) => covenant.centralCovenantId._id === config._id))
          return refuse(ERROR_CODES.CONFLICT, message("covenant-already-applied"));
        const covenant: InvestmentCovenantDoc = {
          _id: newId(),
          centralCovenantId: covenantRefOf(config),
          range: { min: config.range?.min ?? null, max: config.range?.max ?? null },
          alertThreshold: config.alertThreshold,
          waivers: [],
        };
        // The new covenant may lack a bound the catalogue leaves open: its form then asks for it.
        return writeCovenant(context, access, {
          action: "createCovenant",
          investment,
          covenant,
          view,
          exempt: (pointer) =>
            [`/covenants/${covenant._id}/range/min`, `/covenants/${covenant._id}/range/max`].includes(
              pointer,
            ),
        });
      },
    ),

    updateCovenant: securedOperation<MutationUpdateCovenantArgs, CovenantsResult>(
      READ,
      "client",
      async (args, context, access) => {
        const found = await target(context, access, args.investmentId, "covenants", "edit");
        if (!found) return { ...failed(ERROR_CODES.NOT_FOUND, NO_INVESTMENT), ...noCovenants };
        const { investment } = found;
        const view = viewOf(args.language, access);
        const current = covenantsOf(investment, access, view);
        const stored = covenantIn(investment, args.covenantId);
        if (!stored)
          return { ...failed(ERROR_CODES.NOT_FOUND, NO_COVENANT), covenants: current, covenant: null };
        const { covenant, problems } = checkCovenantForm(stored, args.covenant);
        if (!covenant)
          return { ...problems.toError(INVALID_COVENANT_FORM), covenants: current, covenant: null };
        return writeCovenant(context, access, { action: "updateCovenant", investment, covenant, view });
      },
    ),

    deleteCovenant: securedOperation<MutationDeleteCovenantArgs, CovenantsResult>(
      READ,
      "client",
      async (args, context, access) => {
        const found = await investmentInScope(context, access, args.investmentId);
        if (!found) return { ...failed(ERROR_CODES.NOT_FOUND, NO_INVESTMENT), ...noCovenants };
        const today = todayNumber();
        const state = timeStateOf(found.investment, today);
        const { investment } = found;
        const view = viewOf(args.language, access);
        const covenant = covenantIn(investment, args.covenantId);
        // Without the delete flag, only the caller's own just-added covenant may be taken back (the portal's
        // Cancel after Add), and only with the add flag.
        if (!can(access, state, "covenants", "delete")) {
          requireFlag(access, state, "covenants", "add");
          if (!covenant || !(await isOwnFreshCovenant(context, access, covenant))) throw forbidden();
        }
        const current = covenantsOf(investment, access, view);
        if (!covenant)
          return { ...failed(ERROR_CODES.NOT_FOUND, NO_COVENANT), covenants: current, covenant: null };
        const centralCovenantId = text(args.centralCovenantId);
        if (centralCovenantId !== "" && centralCovenantId !== covenant.centralCovenantId._id) {
          const refusal = message("covenant-central-mismatch");
          return {
            ...failed(ERROR_CODES.BAD_USER_INPUT, refusal, [fieldError("centralCovenantId", refusal)]),
            covenants: current,
            covenant: null,
          };
        }
        const changed = withCovenant(investment, covenant._id, null);
        const issues = issuesIntroduced(investment, changed);
        if (issues.length > 0)
          return { ...problemsOf(issues).toError(INVALID_COVENANT_FORM), covenants: current, covenant: null };
        await context.services.investments.saveCovenants(changed);
        await context.services.investments.refreshStatistics([covenant.centralCovenantId._id]);
        await audit(context, access, "deleteCovenant", "Deleted covenant", changed, covenant);
        return {
          ...succeeded(),
          covenants: covenantsOf(changed, access, view),
          covenant: null,
        };
      },
    ),

    validateCovenant: securedOperation<MutationValidateCovenantArgs, Result>(
      READ,
      "client",
      async (args, context, access) => {
        const found = await target(context, access, args.investmentId, "covenants", "read");
        if (!found) return failed(ERROR_CODES.NOT_FOUND, NO_INVESTMENT);
        const stored = covenantIn(found.investment, args.covenantId);
        if (!stored) return failed(ERROR_CODES.NOT_FOUND, NO_COVENANT);
        const { covenant, problems } = checkCovenantForm(stored, args.covenant);
        const issues =
          covenant && args.covenant
            ? issuesIntroduced(found.investment, withCovenant(found.investment, covenant._id, covenant))
            : [];
        const outcome = !covenant
          ? problems.toError(INVALID_COVENANT_FORM)
          : issues.length > 0
            ? problemsOf(issues).toError(INVALID_COVENANT_FORM)
            : succeeded();
        // A check changes nothing, but every mutation leaves an audit entry (audits.test.ts).
        await audit(
          context,
          access,
          "validateCovenant",
          "Checked covenant",
          found.investment,
          stored,
          undefined,
          {
            given: Boolean(args.covenant),
            valid: outcome.success,
          },
        );
        return outcome;
      },
    ),

    createWaiver: securedOperation<MutationCreateWaiverArgs, WaiversResult>(
      READ,
      "client",
      async (args, context, access) => {
        const found = await target(context, access, args.investmentId, "waivers", "add");
        if (!found) return { ...failed(ERROR_CODES.NOT_FOUND, NO_INVESTMENT), ...noWaivers };
        const { investment, today } = found;
        const { language } = viewOf(args.language, access);
        const covenant = covenantIn(investment, args.covenantId);
        if (!covenant) return { ...failed(ERROR_CODES.NOT_FOUND, NO_COVENANT), ...noWaivers };
        const current = waiverAnswers(covenant, language);
        const { waiver: form, problems } = await checkWaiverForm(args.waiver, {
          investment,
          covenant,
          today,
          covenantConfig: (id) => context.services.investments.covenantConfig(id),
        });
        if (!form) return waiverRefused(problems.toError(INVALID_WAIVER_FORM), current);
        const waiver: WaiverDoc = { _id: newId(), ...form };
        return writeWaiver(context, access, {
          action: "createWaiver",
          investment,
          covenant,
          waiver,
          waivers: [...covenant.waivers, waiver],
          language,
        });
      },
    ),

    updateWaiver: securedOperation<MutationUpdateWaiverArgs, WaiversResult>(
      READ,
      "client",
      async (args, context, access) => {
        const found = await target(context, access, args.investmentId, "waivers", "edit");
        if (!found) return { ...failed(ERROR_CODES.NOT_FOUND, NO_INVESTMENT), ...noWaivers };
        const { investment, today } = found;
        const { language } = viewOf(args.language, access);
        const covenant = covenantIn(investment, args.covenantId);
        if (!covenant) return { ...failed(ERROR_CODES.NOT_FOUND, NO_COVENANT), ...noWaivers };
        const current = waiverAnswers(covenant, language);
        const stored = covenant.waivers.find((waiver) => waiver._id === text(args.waiverId));
        if (!stored) return waiverRefused(failed(ERROR_CODES.NOT_FOUND, NO_WAIVER), current);
        const { waiver: form, problems } = await checkWaiverForm(args.waiver, {
          investment,
          covenant,
          stored,
          today,
          covenantConfig: (id) => context.services.investments.covenantConfig(id),
        });
        if (!form) return waiverRefused(problems.toError(INVALID_WAIVER_FORM), current);
        const waiver: WaiverDoc = { _id: stored._id, ...form };
        return writeWaiver(context, access, {
          action: "updateWaiver",
          investment,
          covenant,
          waiver,
          waivers: covenant.waivers.map((candidate) => (candidate._id === stored._id ? waiver : candidate)),
          language,
        });
      },
    ),

    deleteWaiver: securedOperation<MutationDeleteWaiverArgs, WaiversResult>(
      READ,
      "client",
      async (args, context, access) => {
        const found = await target(context, access, args.investmentId, "waivers", "delete");
        if (!found) return { ...failed(ERROR_CODES.NOT_FOUND, NO_INVESTMENT), ...noWaivers };
        const { investment } = found;
        const { language } = viewOf(args.language, access);
        const covenant = covenantIn(investment, args.covenantId);
        if (!covenant) return { ...failed(ERROR_CODES.NOT_FOUND, NO_COVENANT), ...noWaivers };
        const current = waiverAnswers(covenant, language);
        const stored = covenant.waivers.find((waiver) => waiver._id === text(args.waiverId));
        if (!stored) return waiverRefused(failed(ERROR_CODES.NOT_FOUND, NO_WAIVER), current);
        const nextCovenant = {
          ...covenant,
          waivers: covenant.waivers.filter((candidate) => candidate._id !== stored._id),
        };
        const changed = withCovenant(investment, covenant._id, nextCovenant);
        const issues = issuesIntroduced(investment, changed);
        if (issues.length > 0)
          return {
            ...problemsOf(issues).toError(INVALID_WAIVER_FORM),
            waivers: current,
            waiver: null,
            centralCovenant: null,
          };
        await context.services.investments.saveCovenants(changed);
        await audit(context, access, "deleteWaiver", "Deleted waiver", changed, covenant, stored);
        return {
          ...succeeded(),
          waivers: waiverAnswers(nextCovenant, language),
          waiver: null,
          centralCovenant: null,
        };
      },
    ),

    validateWaiver: securedOperation<MutationValidateWaiverArgs, Result>(
      READ,
      "client",
      async (args, context, access) => {
        const found = await target(context, access, args.investmentId, "waivers", "read");
        if (!found) return failed(ERROR_CODES.NOT_FOUND, NO_INVESTMENT);
        const covenant = covenantIn(found.investment, args.covenantId);
        if (!covenant) return failed(ERROR_CODES.NOT_FOUND, NO_COVENANT);
        const { waiver, problems } = await checkWaiverForm(args.waiver, {
          investment: found.investment,
          covenant,
          today: found.today,
          covenantConfig: (id) => context.services.investments.covenantConfig(id),
        });
        await audit(
          context,
          access,
          "validateWaiver",
          "Checked waiver",
          found.investment,
          covenant,
          undefined,
          {
            given: true,
            valid: waiver !== null,
          },
        );
        return waiver ? succeeded() : problems.toError(INVALID_WAIVER_FORM);
      },
    ),
  },
} satisfies Resolvers<Context>;
