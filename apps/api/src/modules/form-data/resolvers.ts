// Form data by period and in any currency (spec 2 §7): form configs, one form's data, finance rows over a
// range of periods (calendar or financial), field values, the period picker's status map, and the lists
// the exports use.
import {
  CLIENT_TYPES,
  FORM_CATEGORIES,
  flattenFields,
  monthEnd,
  monthOf,
  parsePeriodSelectionValue,
  periodLabel,
} from "@ledgerline/schemas";
import type {
  ClientSummary,
  FieldScopeValue,
  FinanceRow,
  FormConfigView,
  FormConfigsAnswer,
  FormDataView,
  FormStatusEntry,
  FormsOfKey,
  Fund,
  InvestmentManager,
  QueryFieldScopeArgs,
  QueryFinanceQueryArgs,
  QueryFormConfigArgs,
  QueryFormDataArgs,
  QueryFormStatusListArgs,
  QueryFormsOfKeyArgs,
  QueryInvestmentManagersArgs,
  QueryReportConfigsArgs,
  QuerySearchClientsArgs,
  ReportConfigSummary,
  Resolvers,
} from "../../generated/graphql";
import type { GraphQLContext } from "../../graphql/context";
import { operationsOver } from "../../graphql/operation";
import { ERROR_CODES, GraphQLFailure, forbidden } from "../../platform/errors";
import { searchPattern, text } from "../../platform/input";
import type { Access } from "../access/access";
import { clientsMatching } from "../clients/client-list";
import type { ClientDoc } from "../../model/clients";
import { CurrencyConverter } from "../exchange-rates/converter";
import { formsForClient, historyStart, storedOf } from "../reports/engine";
import { withKeptEngine } from "../reports/kept-engines";
import type { FormConfigDoc, FormDataDoc, ReportConfigDoc } from "../reports/model";
import type { Templates } from "../reports/repository";
import { languageOf, toFormConfigView } from "../reports/views";
import { formDataPeriods, fundList, investmentManagersOf } from "./repository";
import { rowValues, safeValue, valueType } from "./row-values";
import type { Db } from "mongodb";
import type { ClientCatalog } from "../clients/client-catalog";
import type { ReportingRepository } from "../reports/repository";

/** What the form-data operations use of the services (app.ts's services meet it). */
export interface FormDataServices {
  db: Db;
  clients: ClientCatalog;
  reporting: ReportingRepository;
}

type Context = GraphQLContext<FormDataServices>;
const { securedOperation } = operationsOver<FormDataServices>();

const DEFAULT_CURRENCY = "USD";

export async function clientOf(access: Access, clientId: string): Promise<ClientDoc> {
  const client = await access.clientInScope(clientId);
  if (!client) throw new GraphQLFailure("No client", ERROR_CODES.NOT_FOUND);
  return client;
}

function currencyArg(value: string | null | undefined): string | null {
  const code = text(value).toUpperCase();
  if (code === "") return null;
  if (!/^[A-Z]{3}$/.test(code))
    throw new GraphQLFailure(`Unknown currency ${code}`, ERROR_CODES.BAD_USER_INPUT);
  return code;
}

/** A yyyymmdd or yyyymm date → the month end yyyymmdd. */
function monthEndOf(date: number): number {
  if (date >= 100000) return monthEnd(monthOf(date));
  throw new GraphQLFailure(`${date} is not a date (yyyymmdd or yyyymm)`, ERROR_CODES.BAD_USER_INPUT);
}

function formOf(templates: Templates, ref: string): FormConfigDoc {
  const form = templates.form(ref) ?? templates.forms.find((candidate) => String(candidate._id) === ref);
  if (!form) throw new GraphQLFailure(`No form config ${ref}`, ERROR_CODES.BAD_USER_INPUT);
  return form;
}

/** The currency each period's data was reported in: its report's, else the client's. */
async function reportedCurrencies(
  context: Context,
  client: ClientDoc,
  documents: readonly FormDataDoc[],
): Promise<Map<number, string>> {
  const reportIds = [
    ...new Set(documents.flatMap((document) => (document.reportId ? [document.reportId] : []))),
  ];
  const reports = await context.services.reporting.reportsByIds(reportIds);
  const currencyOfReport = new Map(reports.map((report) => [report._id, report.settings.currency]));
  const out = new Map<number, string>();
  for (const document of documents) {
    const currency =
      (document.reportId ? currencyOfReport.get(document.reportId) : undefined) ?? client.settings.currency;
    if (!out.has(document.context.numeric)) out.set(document.context.numeric, currency);
  }
  return out;
}

async function formDataView(
  context: Context,
  client: ClientDoc,
  form: FormConfigDoc,
  numeric: number,
  currency: string | null,
): Promise<FormDataView | null> {
  const repository = context.services.reporting;
  const templates = await repository.templates();
  const documents = await repository.formDataRange(client, historyStart(numeric), numeric);
  const document = documents.find(
    (candidate) => candidate.configKey === form.key && candidate.context.numeric === numeric,
  );
  if (!document) return null;
  const [currencies, rates] = await Promise.all([
    reportedCurrencies(context, client, [document]),
    currency ? repository.exchangeRates([numeric]) : Promise.resolve([]),
  ]);
  const reportedCurrency = currencies.get(numeric) ?? client.settings.currency;
  const target = currency ?? reportedCurrency;
  const converter = new CurrencyConverter(rates);
  const view = {
    forms: formsForClient(templates, client),
    client,
    from: historyStart(numeric),
    to: numeric,
    documents,
  };
  const all = withKeptEngine(view, (engine) =>
    rowValues(engine, form, monthOf(numeric), numeric, { converter, from: reportedCurrency, to: target }),
  );
  const values: Record<string, unknown> = {};
  const computed: Record<string, unknown> = {};
  for (const { field } of flattenFields(form.fields)) {
    if (field.type === "fieldset") continue;
    (typeof field.formula === "string" ? computed : values)[field.internalName] =
      all.values[field.internalName] ?? null;
  }
  // Inputs that are not numbers come as stored (texts, dates, dropdowns); keep stored values the engine did not know.
  for (const [name, value] of Object.entries(document.values))
    if (!(name in values) && !(name in computed)) values[name] = value;
  return {
    _id: document._id,
    clientId: document.clientId,
    configKey: document.configKey,
    version: document.version ?? null,
    reportId: document.reportId ?? null,
    context: {
      numeric: document.context.numeric,
      financialId: document.context.financialId ?? null,
      text: document.context.text ?? null,
      periodType: document.context.periodType,
    },
    values,
    computed,
    covenantStatus: document.covenantStatus ?? null,
    currency: target,
    reportedCurrency,
    unavailable: all.unavailable,
  };
}

function reportSummary(report: ReportConfigDoc): ReportConfigSummary {
  return {
    _id: String(report._id),
    key: report.key,
    version: report.version,
    name: {
      en: report.name.en,
      fr: report.name.fr ?? null,
      es: report.name.es ?? null,
      pt: report.name.pt ?? null,
      ru: report.name.ru ?? null,
    },
    category: report.category,
    scheduleType: report.scheduleType,
    clientTypes: [...report.clientTypes],
  };
}

function translatedOf(value: { en: string; fr?: string; es?: string; pt?: string; ru?: string }) {
  return {
    en: value.en,
    fr: value.fr ?? null,
    es: value.es ?? null,
    pt: value.pt ?? null,
    ru: value.ru ?? null,
  };
}

async function userClientTypes(context: Context, access: Access): Promise<string[]> {
  if (access.scope.kind === "all") return [...CLIENT_TYPES];
  const ids = await context.services.reporting.clientIdsInScope(access);
  const clients = await context.services.reporting.clientsByIds(ids === "all" ? [] : ids);
  return [...new Set(clients.map((client) => client.clientType))];
}

export const formDataResolvers = {
  Query: {
    formConfig: securedOperation<QueryFormConfigArgs, FormConfigView | null>(
      ["reports", "read"],
      "none",
      async (args, context, access) => {
        const templates = await context.services.reporting.templates();
        const form = templates.form(text(args.key));
        return form
          ? toFormConfigView(form, languageOf(args.language, access.user.language), access.profile.isProvider)
          : null;
      },
    ),

    formsOfKey: securedOperation<QueryFormsOfKeyArgs, FormsOfKey>(
      ["reports", "read"],
      "client",
      async (args, context, access) => {
        const client = await clientOf(access, text(args.clientId));
        const templates = await context.services.reporting.templates();
        const form = formOf(templates, text(args.key));
        return {
          config: toFormConfigView(
            form,
            languageOf(args.language, access.user.language),
            access.profile.isProvider,
          ),
          data: await formDataView(context, client, form, monthEndOf(args.date), currencyArg(args.currency)),
        };
      },
    ),

    formData: securedOperation<QueryFormDataArgs, FormDataView | null>(
      ["reports", "read"],
      "client",
      async (args, context, access) => {
        const client = await clientOf(access, text(args.clientId));
        const form = formOf(await context.services.reporting.templates(), text(args.key));
        return formDataView(context, client, form, monthEndOf(args.date), currencyArg(args.currency));
      },
    ),

    financeQuery: securedOperation<QueryFinanceQueryArgs, FinanceRow[]>(
      ["reports", "read"],
      "client",
      async (args, context, access) => {
        const client = await clientOf(access, text(args.clientId));
        const repository = context.services.reporting;
        const templates = await repository.templates();
        const form = formOf(templates, text(args.formConfigId));
        const periodType = text(args.periodType).toLowerCase() === "c" ? "c" : "f";
        const target = currencyArg(args.currency) ?? DEFAULT_CURRENCY;
        if (args.range.length > 36)
          throw new GraphQLFailure("At most 36 periods at once", ERROR_CODES.BAD_USER_INPUT);
        const periods = args.range.map((value) => {
          const parsed = parsePeriodSelectionValue(value);
          if (!parsed.ok) throw new GraphQLFailure(`range: ${parsed.message}`, ERROR_CODES.BAD_USER_INPUT);
          const selection = parsed.value;
          const month = selection.kind === "financialYear" ? selection.endMonth : selection.month;
          return { value, month, numeric: monthEnd(month), year: selection.kind === "financialYear" };
        });
        if (periods.length === 0) return [];
        const first = periods.reduce(
          (min, period) => (period.numeric < min ? period.numeric : min),
          periods[0]!.numeric,
        );
        const last = periods.reduce(
          (max, period) => (period.numeric > max ? period.numeric : max),
          periods[0]!.numeric,
        );
        const documents = await repository.formDataRange(client, historyStart(first), last);
        const [currencies, rates] = await Promise.all([
          reportedCurrencies(context, client, documents),
          repository.exchangeRates(periods.map((period) => period.numeric)),
        ]);
        const converter = new CurrencyConverter(rates);
        const reportIdAt = new Map(
          documents
            .filter((document) => document.configKey === form.key)
            .map((document) => [document.context.numeric, document.reportId]),
        );
        const reports = await repository.reportsByIds([
          ...new Set([...reportIdAt.values()].flatMap((id) => (id ? [id] : []))),
        ]);
        const statusOf = new Map(reports.map((report) => [report._id, report.status]));
        const view = {
          forms: formsForClient(templates, client),
          client,
          from: historyStart(first),
          to: last,
          documents,
        };
        return withKeptEngine(view, (engine) =>
          periods.map((period) => {
            const from = currencies.get(period.numeric) ?? client.settings.currency;
            const { values, unavailable } = rowValues(engine, form, period.month, period.numeric, {
              calendarYear: period.year && periodType === "c",
              converter,
              from,
              to: target,
            });
            const reportId = reportIdAt.get(period.numeric);
            return {
              _id: `${client._id}:${form.key}:${period.value}:${periodType}`,
              client: {
                _id: client._id,
                key: client.key,
                name: client.name,
                officialName: client.officialName,
              },
              context: {
                contextRef: period.value,
                period: period.month,
                periodType,
                text: period.year
                  ? `${periodType === "c" ? "Calendar year" : "Financial year"} ending ${periodLabel(period.month)}`
                  : periodLabel(period.month),
                numeric: period.numeric,
              },
              settings: { currency: target, reportingScale: 1 },
              status: reportId ? (statusOf.get(reportId) ?? null) : null,
              values,
              unavailable,
            };
          }),
        );
      },
    ),

    fieldScope: securedOperation<QueryFieldScopeArgs, FieldScopeValue[]>(
      ["reports", "read"],
      "client",
      async (args, context, access) => {
        const client = await clientOf(access, text(args.clientId));
        const repository = context.services.reporting;
        const templates = await repository.templates();
        const numeric = monthEndOf(args.numeric);
        const month = monthOf(numeric);
        const target = currencyArg(args.currency);
        const documents = await repository.formDataRange(client, historyStart(numeric), numeric);
        const [currencies, rates] = await Promise.all([
          reportedCurrencies(context, client, documents),
          target ? repository.exchangeRates([numeric]) : Promise.resolve([]),
        ]);
        const forms = formsForClient(templates, client);
        const converter = new CurrencyConverter(rates);
        const from = currencies.get(numeric) ?? client.settings.currency;
        const view = { forms, client, from: historyStart(numeric), to: numeric, documents };
        return withKeptEngine(view, (engine) =>
          args.fields.slice(0, 500).map((id) => {
            const [formKey = "", name = ""] = id.split(".");
            const field =
              forms.find((form) => form.key === formKey)?.fields &&
              flattenFields(forms.find((form) => form.key === formKey)!.fields).find(
                (entry) => entry.field.internalName === name,
              )?.field;
            if (!field) return { field: id, value: null, reason: "Unknown field" };
            let value = storedOf(
              field,
              safeValue(() => engine.evaluate(id, month)),
            );
            let reason: string | null = null;
            if (target && valueType(field) === "currency" && typeof value === "number") {
              const converted = converter.convertStored(value, from, target, numeric);
              value = converted.value;
              reason = converted.reason;
            }
            return { field: id, value, reason };
          }),
        );
      },
    ),

    formStatusList: securedOperation<QueryFormStatusListArgs, FormStatusEntry[]>(
      ["reports", "read"],
      "client",
      async (args, context, access) => {
        const client = await clientOf(access, text(args.clientId));
        const documents = await formDataPeriods(context.services.reporting, client._id, text(args.key));
        const reports = await context.services.reporting.reportsByIds([
          ...new Set(documents.flatMap((document) => (document.reportId ? [document.reportId] : []))),
        ]);
        const statusOf = new Map(reports.map((report) => [report._id, report.status]));
        return documents.map((document) => ({
          _id: document._id,
          clientId: document.clientId,
          numeric: document.context.numeric,
          status: (document.reportId ? statusOf.get(document.reportId) : undefined) ?? "created",
        }));
      },
    ),

    formConfigs: securedOperation<Record<string, never>, FormConfigsAnswer>(
      ["reports", "read"],
      "clients",
      async (_args, context, access) => {
        const templates = await context.services.reporting.templates();
        const types = await userClientTypes(context, access);
        const forTypes = <T extends { clientTypes: readonly string[] }>(list: readonly T[], type: string) =>
          list.filter((item) => item.clientTypes.includes(type));
        return {
          reportConfigs: templates.reports
            .filter((report) => types.some((type) => (report.clientTypes as string[]).includes(type)))
            .map(reportSummary),
          categorisedForms: types.map((clientType) => ({
            clientType,
            menu: FORM_CATEGORIES.map((category) => ({
              category,
              forms: forTypes(templates.forms, clientType)
                .filter((form) => form.context.category === category)
                .map((form) => ({
                  _id: String(form._id),
                  key: form.key,
                  version: form.version,
                  name: translatedOf(form.name),
                  category: form.context.category,
                  periodType: form.context.periodType,
                  target: form.context.target,
                  type: form.type,
                  clientTypes: [...form.clientTypes],
                  translations: [],
                })),
            })).filter((group) => group.forms.length > 0),
          })),
          translations: templates.forms.flatMap((form) =>
            (form.translations ?? []).map((entry) => ({
              key: `${form.key}.${entry.key}`,
              value: translatedOf(entry.value),
            })),
          ),
        };
      },
    ),

    reportConfigs: securedOperation<QueryReportConfigsArgs, ReportConfigSummary[]>(
      ["reports", "read"],
      "none",
      async (args, context) => {
        const templates = await context.services.reporting.templates();
        const clientType = text(args.clientType);
        return templates.reports
          .filter((report) => clientType === "" || (report.clientTypes as string[]).includes(clientType))
          .map(reportSummary);
      },
    ),

    searchClients: securedOperation<QuerySearchClientsArgs, ClientSummary[]>(
      ["clients", "read"],
      "clients",
      async (args, context, access) => {
        const search = text(args.text);
        const pattern = searchPattern(search);
        const clients = await clientsMatching(context.services.clients, access, pattern);
        return clients.map((client) => ({
          _id: client._id,
          key: client.key,
          name: client.name,
          clientType: client.clientType,
          clientConfigType: client.clientConfigType,
          status: client.status,
        }));
      },
    ),

    funds: securedOperation<Record<string, never>, Fund[]>(
      ["investments", "read"],
      "none",
      async (_args, context) => {
        const funds = await fundList(context.services.db);
        return funds.map((fund) => ({
          _id: fund._id,
          importedId: fund.importedId ?? null,
          name: fund.name,
          reportingPeriodicity: fund.reportingPeriodicity,
        }));
      },
    ),

    investmentManagers: securedOperation<QueryInvestmentManagersArgs, InvestmentManager[]>(
      ["investments", "read"],
      "clients",
      async (args, context, access) => {
        const clientId = text(args.clientId);
        let clientIds: readonly string[] | "all";
        if (clientId !== "") {
          const client = await access.clientInScope(clientId);
          if (!client && access.scope.kind !== "all") throw forbidden();
          clientIds = [clientId];
        } else clientIds = await context.services.reporting.clientIdsInScope(access);
        const investments = await investmentManagersOf(context.services.db, clientIds);
        const managers = new Map<string, string>();
        for (const investment of investments)
          for (const manager of investment.investmentManagers ?? []) managers.set(manager._id, manager.name);
        return [...managers]
          .map(([_id, fullName]) => ({ _id, fullName }))
          .sort((a, b) => a.fullName.localeCompare(b.fullName));
      },
    ),
  },
} satisfies Resolvers<Context>;
