// The client dashboard (spec 2 §2): summary blocks at the newest period with data, and the chart fields of
// the client's forms over the last 12 months; charts are hidden for AGRO clients.
import { addMonths, flattenFields, monthEnd, monthOf, periodLabel } from "@ledgerline/schemas";
import type { Value } from "@ledgerline/formula-engine";
import type { DashChart, Dashboard, QueryDashboardArgs, Resolvers, Summary } from "../../generated/graphql";
import { operationsOver } from "../../graphql/operation";
import { ERROR_CODES, GraphQLFailure } from "../../platform/errors";
import { text } from "../../platform/input";
import { CurrencyConverter } from "../exchange-rates/converter";
import { formsForClient, historyStart } from "../reports/engine";
import { withKeptEngine } from "../reports/kept-engines";
import { todayNumber, translate } from "../reports/model";
import { languageOf } from "../reports/views";
import { fieldDisplay } from "./display";
import type { ReportingRepository } from "../reports/repository";
import type { GraphQLContext } from "../../graphql/context";

/** What the dashboard operations use of the services (app.ts's services meet it). */
export interface DashboardServices {
  reporting: ReportingRepository;
}

type Context = GraphQLContext<DashboardServices>;
const { securedOperation } = operationsOver<DashboardServices>();

const SUMMARIES: Record<"MFI" | "AGRO", Array<{ id: string; icon: string; type: "currency" | "numeric" }>> = {
  MFI: [
    { id: "balanceSheet.totalAssets", icon: "bank", type: "currency" },
    { id: "balanceSheet.grossLoanPortfolio", icon: "wallet", type: "currency" },
    { id: "extras.numberOfActiveBorrowers", icon: "team", type: "numeric" },
    { id: "performanceIndicators.par30Ratio", icon: "warning", type: "numeric" },
  ],
  AGRO: [
    { id: "agroBalanceSheet.totalAssets", icon: "bank", type: "currency" },
    { id: "agroProfitLoss.revenue", icon: "rise", type: "currency" },
    { id: "agroProfitLoss.ebitda", icon: "fund", type: "currency" },
    { id: "agroRatios.currentRatio", icon: "dashboard", type: "numeric" },
  ],
};

const CHART_MONTHS = 12;

/**
 * How far back the dashboard looks for the newest period with data. A client silent for longer has nothing
 * current to show; the form-data page still shows every period.
 */
const DATA_HORIZON_MONTHS = 36;

function numberOf(value: Value): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export const dashboardResolvers = {
  Query: {
    dashboard: securedOperation<QueryDashboardArgs, Dashboard>(
      ["reports", "read"],
      "client",
      async (args, context, access) => {
        const client = await access.clientInScope(text(args.clientId));
        if (!client) throw new GraphQLFailure("No client", ERROR_CODES.NOT_FOUND);
        const language = languageOf(args.language, access.user.language);
        const currency = text(args.currency).toUpperCase() || client.settings.currency;
        const repository = context.services.reporting;
        const newest = await repository.latestFormDataPeriod(client, todayNumber(), DATA_HORIZON_MONTHS);
        if (newest === null) return { currency, lastPeriod: null, clientSummaries: [], clientDashCharts: [] };
        const last = monthOf(newest);
        const months = Array.from({ length: CHART_MONTHS }, (_, index) =>
          addMonths(last, index - CHART_MONTHS + 1),
        );
        const first = monthEnd(months[0]!);
        const [templates, documents, rates] = await Promise.all([
          repository.templates(),
          repository.formDataRange(client, historyStart(first), newest),
          repository.exchangeRates(months.map((month) => monthEnd(month))),
        ]);
        const forms = formsForClient(templates, client);
        const converter = new CurrencyConverter(rates);
        const isAgro = client.clientType === "AGRO";
        const fieldOf = (id: string) => {
          const [formKey, name] = id.split(".");
          const form = forms.find((candidate) => candidate.key === formKey);
          const field = form
            ? flattenFields(form.fields).find((entry) => entry.field.internalName === name)?.field
            : undefined;
          return form && field ? { form, field } : null;
        };
        const view = { forms, client, from: historyStart(first), to: newest, documents };
        return withKeptEngine(view, (engine) => {
          // Money is reported in the client's currency; shown in the dashboard's.
          const display = (id: string, type: string, month: string): number | null => {
            let value: number | null;
            try {
              value = numberOf(engine.evaluate(id, month));
            } catch {
              value = null;
            }
            if (value === null) return null;
            if (type === "percentual") return Math.round(value * 10000) / 100;
            if (type === "currency") {
              const { factor } = converter.factor(client.settings.currency, currency, monthEnd(month));
              return factor === null ? null : Math.round(value * factor * 100) / 100;
            }
            return Math.round(value * 100) / 100;
          };
          const summaries: Summary[] = SUMMARIES[isAgro ? "AGRO" : "MFI"].flatMap((block) => {
            const found = fieldOf(block.id);
            if (!found) return [];
            const type = found.field.type;
            return [
              {
                id: block.id,
                icon: block.icon,
                title: translate(found.field.name, language, found.field.internalName),
                subtitle: periodLabel(last),
                value: display(block.id, type, last),
                valueIcon: type === "percentual" ? "percentage" : null,
                type: block.type,
                ...fieldDisplay(found.field),
              },
            ];
          });
          const charts: DashChart[] = isAgro
            ? []
            : forms.flatMap((form) =>
                (form.chartFields ?? []).flatMap((chart) => {
                  const found = fieldOf(`${form.key}.${chart.field}`);
                  if (!found) return [];
                  const type =
                    found.field.type === "currency" || found.field.type === "percentual"
                      ? found.field.type
                      : "numeric";
                  const title = translate(found.field.name, language, chart.field);
                  return [
                    {
                      id: `${form.key}.${chart.field}`,
                      title,
                      series: months.map((month) => ({
                        period: month,
                        label: periodLabel(month),
                        value: display(`${form.key}.${chart.field}`, type, month),
                      })),
                      legend: {
                        chartType: chart.chartType,
                        typeOfValues: type,
                        label: type === "currency" ? `${title} (${currency})` : title,
                        ...fieldDisplay(found.field),
                      },
                    },
                  ];
                }),
              );
          return { currency, lastPeriod: last, clientSummaries: summaries, clientDashCharts: charts };
        });
      },
    ),
  },
} satisfies Resolvers<Context>;
