// createExportCovenants and createExportExchange (spec 3 §7): check the input, read through the repositories,
// store the workbook for the caller and record who exported what (./definitions.ts).
import type {
  MutationCreateExportCovenantsArgs,
  MutationCreateExportExchangeArgs,
  Resolvers,
} from "../../../generated/graphql";
import { operationsOver } from "../../../graphql/operation";
import type { DeliveryServices } from "../pipeline/deliver";
import { runExport } from "../pipeline/run-export";
import { covenantsExport, exchangeExport } from "./definitions";
import type { ReportingRepository } from "../../reports/repository";
import type { InvestmentsRepository } from "../../investments/repository";
import type { ExchangeRatesRepository } from "../../exchange-rates/repository";
import type { GraphQLContext } from "../../../graphql/context";

/** What the covenant and exchange-rate exports use of the services (app.ts's services meet it). */
export interface AdminExportsServices extends DeliveryServices {
  reporting: ReportingRepository;
  investments: InvestmentsRepository;
  exchangeRates: ExchangeRatesRepository;
}

type Context = GraphQLContext<AdminExportsServices>;
const { securedOperation } = operationsOver<AdminExportsServices>();

export const adminExportsResolvers: Resolvers<Context> = {
  Mutation: {
    createExportCovenants: securedOperation(
      ["covenants", "export"],
      "clients",
      (args: MutationCreateExportCovenantsArgs, context, access) =>
        runExport(covenantsExport, args, context.services, access),
    ),

    createExportExchange: securedOperation(
      ["exchangeRates", "export"],
      "all",
      (args: MutationCreateExportExchangeArgs, context, access) =>
        runExport(exchangeExport, args, context.services, access),
    ),
  },
};
