// createExportInvestments (spec 2 §7): checks the input, reads the investments of the clients in scope, keeps
// those outstanding in a chosen month that match every filter and stores them as a workbook for the caller
// (./definition.ts).
import type { MutationCreateExportInvestmentsArgs, Resolvers } from "../../../generated/graphql";
import { operationsOver } from "../../../graphql/operation";
import type { DeliveryServices } from "../pipeline/deliver";
import { runExport } from "../pipeline/run-export";
import { investmentsExport } from "./definition";
import type { ReportingRepository } from "../../reports/repository";
import type { InvestmentsRepository } from "../../investments/repository";
import type { GraphQLContext } from "../../../graphql/context";

/** What the investments export uses of the services (app.ts's services meet it). */
export interface InvestmentsExportServices extends DeliveryServices {
  reporting: ReportingRepository;
  investments: InvestmentsRepository;
}

type Context = GraphQLContext<InvestmentsExportServices>;
const { securedOperation } = operationsOver<InvestmentsExportServices>();

export const investmentsExportResolvers: Resolvers<Context> = {
  Mutation: {
    createExportInvestments: securedOperation(
      ["exports", "create"],
      "clients",
      (args: MutationCreateExportInvestmentsArgs, context, access) =>
        runExport(investmentsExport, args, context.services, access),
    ),
  },
};
