// Covenant tests of a report (spec 3 §3–§4): the client's investments open at the report's period, each
// covenant under the first waiver in effect at that period (DISABLE: not tested; REPLACE: another central
// covenant with the waiver's limits; ALTER: the waiver's limits), tested with the formula engine.
import { covenantLevel, engineToStored, monthOf, storedToEngine, waiverInEffect } from "@ledgerline/schemas";
import type { Investment } from "@ledgerline/schemas";
import type {
  CovenantBreachResult,
  CovenantCheck,
  MutationCovenantIsInBreachArgs,
  Resolvers,
} from "../../generated/graphql";
import { securedOperation } from "../../graphql/operation";
import { ERROR_CODES, failed, forbidden, succeeded } from "../../platform/errors";
import { text } from "../../platform/input";
import { formsForClient, historyStart, withEngine } from "../reports/engine";
import { translate } from "../reports/model";
import { personRef } from "../users/model";

interface CovenantConfigDoc {
  _id: string;
  internalName: string;
  name: { en: string };
  formula: string;
  fieldType: "numeric" | "currency" | "percentual";
}

export const covenantsResolvers = {
  Mutation: {
    covenantIsInBreach: securedOperation<MutationCovenantIsInBreachArgs, CovenantBreachResult>(
      ["reports", "read"],
      "client",
      async (args, context, access) => {
        const empty = { breached: [], alerted: [], checks: [] };
        const client = await access.clientInScope(text(args.clientId));
        if (!client) return { ...failed(ERROR_CODES.NOT_FOUND, "No client"), ...empty };
        const repository = context.services.reporting;
        const report = await repository.reportById(text(args.reportId));
        if (!report || report.client._id !== client._id) {
          if (access.scope.kind !== "all") throw forbidden();
          return { ...failed(ERROR_CODES.NOT_FOUND, "No report found."), ...empty };
        }
        const numeric = report.context.numeric;
        const month = monthOf(numeric);
        const db = context.services.db;
        const investments = await db
          .collection<Investment>("investments")
          .find({ "client._id": client._id, $or: [{ endedAt: null }, { endedAt: { $gte: numeric } }] })
          .sort({ importedId: 1 })
          .toArray();
        const configIds = new Set<string>();
        for (const investment of investments) {
          for (const covenant of investment.covenants) {
            configIds.add(covenant.centralCovenantId._id);
            for (const waiver of covenant.waivers)
              if (waiver.centralCovenant) configIds.add(waiver.centralCovenant._id);
          }
        }
        const [configs, documents, templates] = await Promise.all([
          db
            .collection<CovenantConfigDoc>("covenantConfigs")
            .find({ _id: { $in: [...configIds] } })
            .toArray(),
          repository.formDataRange(client._id, historyStart(numeric), numeric),
          repository.templates(),
        ]);
        const configById = new Map(configs.map((config) => [String(config._id), config]));
        const overrides = (args.values && typeof args.values === "object" ? args.values : {}) as Record<
          string,
          unknown
        >;
        const language = access.user.language;
        const checks: CovenantCheck[] = [];
        withEngine(formsForClient(templates, client, report.versions ?? {}), client, documents, (engine) => {
          for (const investment of investments) {
            for (const covenant of investment.covenants) {
              const waiver = waiverInEffect(covenant.waivers, numeric);
              const ref =
                waiver?.waiverType === "REPLACE" && waiver.centralCovenant
                  ? waiver.centralCovenant
                  : covenant.centralCovenantId;
              const range =
                waiver && waiver.waiverType !== "DISABLE" && waiver.range ? waiver.range : covenant.range;
              const alertThreshold =
                waiver && waiver.waiverType !== "DISABLE" && waiver.alertThreshold !== undefined
                  ? waiver.alertThreshold
                  : covenant.alertThreshold;
              const config = configById.get(ref._id);
              const fieldType = ref.fieldType;
              let engineValue: number | null = null;
              const override = overrides[ref.internalName];
              if (typeof override === "number") engineValue = storedToEngine(fieldType, override);
              else if (config) {
                try {
                  const value = engine.evaluateExpression(config.formula, month);
                  engineValue = typeof value === "number" && Number.isFinite(value) ? value : null;
                } catch {
                  engineValue = null;
                }
              }
              const level =
                waiver?.waiverType === "DISABLE"
                  ? "waived"
                  : (covenantLevel(engineValue, fieldType, { range, alertThreshold }) ?? "unknown");
              checks.push({
                investmentId: investment._id,
                importedId: investment.importedId,
                covenantId: covenant._id,
                internalName: ref.internalName,
                name: translate(ref.name, language, ref.internalName),
                fieldType,
                value: engineToStored(fieldType, engineValue),
                range: { min: range.min ?? null, max: range.max ?? null },
                alertThreshold: alertThreshold ?? null,
                level,
                waiver: waiver
                  ? {
                      _id: waiver._id,
                      waiverType: waiver.waiverType,
                      startDate: waiver.startDate,
                      endDate: waiver.endDate,
                    }
                  : null,
              });
            }
          }
        });
        const breached = checks.filter((check) => check.level === "breached");
        const alerted = checks.filter((check) => check.level === "alerted");
        await context.services.audits.record({
          user: personRef(access.user),
          action: "covenantIsInBreach",
          description: "Tested covenants",
          text: `${report.config.name.en} ${report.context.text} for ${client.name}: ${checks.length} tested, ${breached.length} breached, ${alerted.length} alerted`,
          targets: [report._id, client._id],
        });
        return { ...succeeded(), breached, alerted, checks };
      },
    ),
  },
} satisfies Resolvers;
