// createReportsExport (spec 2 §7): checks the input, reads the reports of the chosen months for the clients in
// scope, keeps those matching every filter and stores them as a workbook for the caller (./definition.ts).
import type { MutationCreateReportsExportArgs, Resolvers } from "../../../generated/graphql";
import { operationsOver } from "../../../graphql/operation";
import type { DeliveryServices } from "../pipeline/deliver";
import { runExport } from "../pipeline/run-export";
import { reportsExport } from "./definition";
import type { ReportingRepository } from "../../reports/repository";
import type { GraphQLContext } from "../../../graphql/context";

/** What the reports export uses of the services (app.ts's services meet it). */
export interface ReportsExportServices extends DeliveryServices {
  reporting: ReportingRepository;
}

type Context = GraphQLContext<ReportsExportServices>;
const { securedOperation } = operationsOver<ReportsExportServices>();

export const reportsExportResolvers: Resolvers<Context> = {
  Mutation: {
    createReportsExport: securedOperation(
      ["exports", "create"],
      "clients",
      (args: MutationCreateReportsExportArgs, context, access) =>
        runExport(reportsExport, args, context.services, access),
    ),
  },
};
