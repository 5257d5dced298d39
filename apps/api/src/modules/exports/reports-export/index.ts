import type { ApiModule } from "../../module";
import { reportsExportResolvers } from "./resolvers";
import { reportsExportTypeDefs } from "./schema";

/** The reports export (docs/exports.md, "Reports export"). */
export const reportsExportModule: ApiModule = {
  name: "reports-export",
  typeDefs: reportsExportTypeDefs,
  resolvers: reportsExportResolvers,
};
