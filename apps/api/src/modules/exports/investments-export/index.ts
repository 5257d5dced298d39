import type { ApiModule } from "../../module";
import { investmentsExportResolvers } from "./resolvers";
import type { InvestmentsExportServices } from "./resolvers";
import { investmentsExportTypeDefs } from "./schema";

/** The investments export (docs/exports.md, "Investments export"). */
export const investmentsExportModule: ApiModule<InvestmentsExportServices> = {
  name: "investments-export",
  typeDefs: investmentsExportTypeDefs,
  resolvers: investmentsExportResolvers,
};
