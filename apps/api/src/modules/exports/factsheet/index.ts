import type { ApiModule } from "../../module";
import { factsheetExportResolvers } from "./resolvers";
import type { FactsheetServices } from "./resolvers";
import { factsheetExportTypeDefs } from "./schema";

/** The client factsheet export (docs/exports.md, "Client factsheet export"). */
export const factsheetExportModule: ApiModule<FactsheetServices> = {
  name: "factsheet-export",
  typeDefs: factsheetExportTypeDefs,
  resolvers: factsheetExportResolvers,
};
