// createExportCovenants and createExportExchange (spec 3 §7): check the input, read through the repositories,
// store the workbook for the caller and record who exported what.
import { COVENANT_VALUE_TYPES, formatDateNumber } from "@ledgerline/schemas";
import type { CovenantValueType } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import type {
  ExportResult,
  MutationCreateExportCovenantsArgs,
  MutationCreateExportExchangeArgs,
  Resolvers,
} from "../../../generated/graphql";
import { securedOperation } from "../../../graphql/operation";
import { Problems } from "../../../platform/errors";
import { todayNumber } from "../../reports/model";
import { deliverExport } from "../deliver";
import { monthSpan, monthsLabel } from "../calendar-months";
import { audienceLabel, clientsToExport } from "../export-clients";
import { covenantRows } from "./covenant-rows";
import { writeCovenantsSheet } from "./covenants-sheet";
import {
  EXCHANGE_EXPORT_INCOMPLETE,
  exchangeRows,
  readExchangeExportInput,
  writeExchangeSheet,
} from "./exchange-export";

function isCovenantValueType(value: string): value is CovenantValueType {
  return (COVENANT_VALUE_TYPES as readonly string[]).includes(value);
}

const refused = (error: ExportResult["error"]): ExportResult => ({
  success: false,
  error,
  fileId: null,
  fileName: null,
});

export const adminExportsResolvers: Resolvers = {
  Mutation: {
    createExportCovenants: securedOperation(
      ["covenants", "export"],
      "clients",
      async ({ fieldType }: MutationCreateExportCovenantsArgs, context, access): Promise<ExportResult> => {
        const { reporting, investments } = context.services;
        const chosen = fieldType.trim();
        if (!isCovenantValueType(chosen)) {
          const problems = new Problems();
          problems.add("fieldType", message("export-field-type-choose"));
          return refused(problems.toError(EXCHANGE_EXPORT_INCOMPLETE).error);
        }
        const today = todayNumber();
        const found = await investments.ofClients(await clientsToExport(access, reporting, []));
        const rows = covenantRows(found, chosen, today, access.user.language ?? "en");
        return deliverExport(context.services, access, {
          action: "createExportCovenants",
          description: "Covenants exported",
          fileName: `covenants-${chosen}-${formatDateNumber(today)}.xlsx`,
          write: (workbook) =>
            writeCovenantsSheet(
              workbook,
              {
                fieldType: chosen,
                forWhom: audienceLabel([], access),
                today: formatDateNumber(today),
                generatedAt: new Date(),
              },
              rows,
            ),
          contents: () => `${rows.length} ${chosen} covenants`,
        });
      },
    ),

    createExportExchange: securedOperation(
      ["exchangeRates", "export"],
      "all",
      async (args: MutationCreateExportExchangeArgs, context, access): Promise<ExportResult> => {
        const { exchangeRates } = context.services;
        const reading = readExchangeExportInput(args, todayNumber());
        if (!reading.ok) return refused(reading.error);
        const { input } = reading;
        const rows = exchangeRows(await exchangeRates.all(), input);
        return deliverExport(context.services, access, {
          action: "createExportExchange",
          description: "Exchange rates exported",
          fileName: `exchange-rates-USD-${input.currency}-${monthSpan(input.months)}.xlsx`,
          write: (workbook) =>
            writeExchangeSheet(
              workbook,
              { currency: input.currency, periods: monthsLabel(input.months), generatedAt: new Date() },
              rows,
            ),
          contents: () => `${rows.length} months`,
        });
      },
    ),
  },
};
