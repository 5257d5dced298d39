// createExport (spec 2 §7): checks the input, finds the clients in scope, reads and computes their values one
// client at a time and stores the factsheet workbook for the caller (./definition.ts).
import type { MutationCreateExportArgs, Resolvers } from "../../../generated/graphql";
import { operationsOver } from "../../../graphql/operation";
import type { DeliveryServices } from "../pipeline/deliver";
import { runExport } from "../pipeline/run-export";
import { factsheetExport } from "./definition";
import type { ReportingRepository } from "../../reports/repository";
import type { InvestmentsRepository } from "../../investments/repository";
import type { GraphQLContext } from "../../../graphql/context";

/** What the factsheet export uses of the services (app.ts's services meet it). */
export interface FactsheetServices extends DeliveryServices {
  reporting: ReportingRepository;
  investments: InvestmentsRepository;
}

type Context = GraphQLContext<FactsheetServices>;
const { securedOperation } = operationsOver<FactsheetServices>();

export const factsheetExportResolvers: Resolvers<Context> = {
  Mutation: {
    createExport: securedOperation(
      ["exports", "create"],
      "clients",
      (args: MutationCreateExportArgs, context, access) =>
        runExport(factsheetExport, args, context.services, access),
    ),
  },
};
