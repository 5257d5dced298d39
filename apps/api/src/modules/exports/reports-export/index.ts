import type { ApiModule } from "../../module";
import { reportsExportResolvers } from "./resolvers";
import type { ReportsExportServices } from "./resolvers";
import { reportsExportTypeDefs } from "./schema";

/** The reports export (docs/exports.md, "Reports export"). */
export const reportsExportModule: ApiModule<ReportsExportServices> = {
  name: "reports-export",
  typeDefs: reportsExportTypeDefs,
  resolvers: reportsExportResolvers,
};
