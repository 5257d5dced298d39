// covenantMonitor (provider area) and covenantExplanation (the monitor's values, and the covenant rows of the
// report wizard, which client users fill in). Reads go through the monitor's repository, a fixed handful per
// request whatever the portfolio's size (docs/api.md, "Covenant monitor").
import { CLIENT_TYPES, isDateNumber, monthEnd, monthOf } from "@ledgerline/schemas";
import type {
  CovenantExplanation,
  CovenantMonitor,
  QueryCovenantExplanationArgs,
  QueryCovenantMonitorArgs,
  Resolvers,
} from "../../generated/graphql";
import type { Access } from "../access/access";
import { securedOperation } from "../../graphql/operation";
import { ERROR_CODES, GraphQLFailure, forbidden } from "../../platform/errors";
import { optionalText, text } from "../../platform/input";
import { covenantTerms } from "../covenants/evaluate";
import { formsForClient, historyStart, withEngine } from "../reports/engine";
import { translate } from "../reports/model";
import { languageOf } from "../reports/views";
import { formulaReads } from "./formulas";
import { MONITOR_STATUSES } from "./limits";
import type { MonitorStatus } from "./limits";
import { reportWithForm } from "./plan";
import { monitorRepositoryOf } from "./repository";
import { monitorOf, monitorWarmedUp } from "./monitor";

/** Only provider staff: client users hold `investments.read` for their own investments, not for this page. */
function requireProvider(access: Access): void {
  if (!access.profile.isProvider) throw forbidden();
}

function badInput(message: string): GraphQLFailure {
  return new GraphQLFailure(message, ERROR_CODES.BAD_USER_INPUT);
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  name: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw badInput(`${name} must be one of ${allowed.join(", ")}`);
  return value as T;
}

/** A period argument, yyyymmdd or yyyymm, as its month end. */
function periodArgument(period: number): number {
  if (
    Number.isInteger(period) &&
    period >= 100001 &&
    period <= 999912 &&
    period % 100 >= 1 &&
    period % 100 <= 12
  )
    return monthEnd(monthOf(period * 100 + 1));
  if (isDateNumber(period)) return monthEnd(monthOf(period));
  throw badInput("period must be a date yyyymmdd or a month yyyymm");
}

export const covenantMonitorResolvers = {
  Query: {
    covenantMonitor: securedOperation<QueryCovenantMonitorArgs, CovenantMonitor>(
      ["investments", "read"],
      "clients",
      async (args, context, access) => {
        requireProvider(access);
        const status = oneOf<MonitorStatus>(
          optionalText(args.status)?.toLowerCase(),
          MONITOR_STATUSES,
          "status",
        );
        const clientType = oneOf(optionalText(args.clientType)?.toUpperCase(), CLIENT_TYPES, "clientType");
        const regionId = optionalText(args.regionId);
        const fundId = optionalText(args.fundId);
        const language = languageOf(args.language, access.user.language);
        const repository = monitorRepositoryOf(context.app);
        const clients = await repository.clientsInScope(access);
        await monitorWarmedUp(context.app);
        return monitorOf(repository, clients, { status, clientType, regionId, fundId }, language);
      },
    ),

    // Anyone reading investments, within their scope: a client user explains their own client's covenants.
    covenantExplanation: securedOperation<QueryCovenantExplanationArgs, CovenantExplanation>(
      ["investments", "read"],
      "client",
      async (args, context, access) => {
        const numeric = periodArgument(args.period);
        const language = languageOf(args.language, access.user.language);
        const repository = monitorRepositoryOf(context.app);
        const notFound = (message: string) => {
          // Users limited to a scope learn nothing about ids outside it.
          if (access.scope.kind !== "all") return forbidden();
          return new GraphQLFailure(message, ERROR_CODES.NOT_FOUND);
        };
        const investment = await repository.investment(text(args.investmentId));
        if (!investment) throw notFound("No investment found.");
        const client = await access.clientInScope(investment.client._id);
        if (!client) throw notFound("No client");
        const covenant = investment.covenants.find((candidate) => candidate._id === text(args.covenantId));
        if (!covenant) throw notFound("No covenant found.");
        const { tested } = covenantTerms(covenant, numeric);
        const [formulas, templates] = await Promise.all([
          repository.covenantFormulas(),
          repository.templates(),
        ]);
        const formula = formulas.find((candidate) => candidate._id === tested._id)?.formula;
        if (!formula) throw new GraphQLFailure("No central covenant found.", ERROR_CODES.NOT_FOUND);
        const reads = withEngine(formsForClient(templates, client), client, [], (engine) =>
          formulaReads(engine, formula),
        );
        const report = reads.homeForm ? reportWithForm(templates, client, reads.homeForm) : undefined;
        // The forms the report at that period was filed on, as the wizard renders it.
        const [periods, documents] = await Promise.all([
          report ? repository.reportPeriods([client._id], [report.key], numeric) : Promise.resolve([]),
          repository.formData(
            [client._id],
            [...reads.inputs].map(([key, fields]) => ({
              key,
              from: historyStart(numeric),
              to: numeric,
              fields: [...fields],
            })),
          ),
        ]);
        const versions = periods.find(
          (period) => period.configKey === report?.key && period.numeric === numeric,
        )?.versions;
        const explanation = withEngine(
          formsForClient(templates, client, versions),
          client,
          documents,
          (engine) => {
            try {
              return engine.explain(formula, monthOf(numeric));
            } catch {
              return null; // a formula that no longer compiles against the client's forms: nothing to explain
            }
          },
        );
        return {
          label: translate(tested.name, language, tested.internalName),
          formula,
          // Plain JSON: error values become { error, message }, as the formula panel reads them.
          explanation: JSON.parse(JSON.stringify(explanation)) as unknown,
        };
      },
    ),
  },
} satisfies Resolvers;
