// The covenant checks of a report (spec 2 §7, spec 3 §3–§4): a read, for the wizard's covenant rows. Audit
// entries with the covenant summary are written when a report changes state (reports/workflow.ts), not here.
import { message } from "@ledgerline/schemas/messages";
import type {
  CovenantCheck,
  CovenantChecksResult,
  QueryCovenantChecksArgs,
  Resolvers,
} from "../../generated/graphql";
import { operationsOver } from "../../graphql/operation";
import { ERROR_CODES, failed, forbidden, succeeded } from "../../platform/errors";
import { text } from "../../platform/input";
import { translate } from "../reports/model";
import { reportCovenantTests } from "./checks";
import type { InvestmentCovenantTest } from "./evaluate";
import type { CovenantSources } from "./checks";
import type { GraphQLContext } from "../../graphql/context";

type Context = GraphQLContext<CovenantSources>;
const { securedOperation } = operationsOver<CovenantSources>();

function toCheck(test: InvestmentCovenantTest, language: string): CovenantCheck {
  const { covenant, tested, waiver } = test;
  return {
    investmentId: test.investment._id,
    importedId: test.investment.importedId,
    covenantId: covenant._id,
    covenantInternalName: covenant.centralCovenantId.internalName,
    covenantRange: { min: covenant.range.min ?? null, max: covenant.range.max ?? null },
    covenantAlertThreshold: covenant.alertThreshold ?? null,
    internalName: tested.internalName,
    name: translate(tested.name, language, tested.internalName),
    fieldType: tested.fieldType,
    value: test.value,
    range: { min: test.range.min ?? null, max: test.range.max ?? null },
    alertThreshold: test.alertThreshold,
    level: test.level,
    waiver: waiver
      ? {
          _id: waiver._id,
          waiverType: waiver.waiverType,
          startDate: waiver.startDate,
          endDate: waiver.endDate,
          range:
            waiver.waiverType !== "DISABLE" && waiver.range
              ? { min: waiver.range.min ?? null, max: waiver.range.max ?? null }
              : null,
          alertThreshold: waiver.waiverType !== "DISABLE" ? (waiver.alertThreshold ?? null) : null,
        }
      : null,
  };
}

export const covenantsResolvers = {
  Query: {
    covenantChecks: securedOperation<QueryCovenantChecksArgs, CovenantChecksResult>(
      ["reports", "read"],
      "client",
      async (args, context, access) => {
        const empty = { breached: [], alerted: [], checks: [] };
        const client = await access.clientInScope(text(args.clientId));
        if (!client) return { ...failed(ERROR_CODES.NOT_FOUND, message("no-client")), ...empty };
        const report = await context.services.reporting.reportById(text(args.reportId));
        if (!report || report.client._id !== client._id) {
          // Another client's report (or none) says nothing about it to a caller with a limited scope.
          if (access.scope.kind !== "all") throw forbidden();
          return { ...failed(ERROR_CODES.NOT_FOUND, message("no-report")), ...empty };
        }
        const overrides = (
          args.values && typeof args.values === "object" && !Array.isArray(args.values) ? args.values : {}
        ) as Record<string, unknown>;
        const tests = await reportCovenantTests(context.services, client, report, overrides);
        const checks = tests.map((test) => toCheck(test, access.user.language));
        return {
          ...succeeded(),
          breached: checks.filter((check) => check.level === "breached"),
          alerted: checks.filter((check) => check.level === "alerted"),
          checks,
        };
      },
    ),
  },
} satisfies Resolvers<Context>;
