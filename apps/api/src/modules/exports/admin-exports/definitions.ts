// The covenants and exchange rates exports (spec 3 §7; docs/exports.md) on the export pipeline.
import { COVENANT_VALUE_TYPES, formatDateNumber } from "@ledgerline/schemas";
import type { CovenantValueType } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import type {
  MutationCreateExportCovenantsArgs,
  MutationCreateExportExchangeArgs,
} from "../../../generated/graphql";
import { Problems } from "../../../platform/errors";
import type { ExchangeRatesRepository } from "../../exchange-rates/repository";
import type { InvestmentsRepository } from "../../investments/repository";
import type { ReportingRepository } from "../../reports/repository";
import { monthSpan, monthsLabel } from "../calendar-months";
import { audienceLabel, clientsToExport } from "../export-clients";
import type { ExportDefinition } from "../pipeline/definition";
import type { CovenantRow } from "./covenant-rows";
import { covenantRows } from "./covenant-rows";
import { covenantsSheet } from "./covenants-sheet";
import type { ExchangeExportInput, ExchangeRow } from "./exchange-export";
import {
  BASE_CURRENCY,
  EXCHANGE_EXPORT_INCOMPLETE,
  exchangeRows,
  exchangeSheet,
  readExchangeExportInput,
} from "./exchange-export";

function isCovenantValueType(value: string): value is CovenantValueType {
  return (COVENANT_VALUE_TYPES as readonly string[]).includes(value);
}

/** The covenants of every open investment in the caller's scope whose central covenant has the field type. */
export const covenantsExport: ExportDefinition<
  MutationCreateExportCovenantsArgs,
  CovenantValueType,
  { rows: CovenantRow[]; forWhom: string; today: number },
  { reporting: ReportingRepository; investments: InvestmentsRepository }
> = {
  action: "createExportCovenants",
  description: "Covenants exported",
  read({ fieldType }) {
    const chosen = fieldType.trim();
    if (isCovenantValueType(chosen)) return { ok: true, input: chosen };
    const problems = new Problems();
    problems.add("fieldType", message("export-field-type-choose"));
    return { ok: false, error: problems.toError(EXCHANGE_EXPORT_INCOMPLETE).error };
  },
  async collect(fieldType, { services: { reporting, investments }, access, today, language }) {
    const found = await investments.ofClients(await clientsToExport(access, reporting, []));
    return {
      rows: covenantRows(found, fieldType, today, language),
      forWhom: audienceLabel([], access),
      today,
    };
  },
  file: ({ rows, forWhom, today }, fieldType) => ({
    name: ["covenants", fieldType, formatDateNumber(today)],
    sheets: [covenantsSheet({ fieldType, forWhom, today: formatDateNumber(today) }, rows)],
    contents: `${rows.length} ${fieldType} covenants`,
  }),
};

/** The rate of 1 USD in the chosen currency for each chosen month. */
export const exchangeExport: ExportDefinition<
  MutationCreateExportExchangeArgs,
  ExchangeExportInput,
  ExchangeRow[],
  { exchangeRates: ExchangeRatesRepository }
> = {
  action: "createExportExchange",
  description: "Exchange rates exported",
  read: (args, { today }) => readExchangeExportInput(args, today),
  collect: async (input, { services }) => exchangeRows(await services.exchangeRates.all(), input),
  file: (rows, input) => ({
    name: ["exchange-rates", BASE_CURRENCY, input.currency, monthSpan(input.months)],
    sheets: [exchangeSheet({ currency: input.currency, periods: monthsLabel(input.months) }, rows)],
    contents: `${rows.length} months`,
  }),
};
