import type { ApiModule } from "../module";
import { reportsResolvers } from "./resolvers";
import type { ReportingServices } from "./reporting-services";
import { initReports } from "./repository/setup";
import { reportsTypeDefs } from "./schema";

/** Report instances, the submission and audit workflow, and the report wizard (docs/reporting.md). */
export const reportsModule: ApiModule<ReportingServices> = {
  name: "reports",
  typeDefs: reportsTypeDefs,
  resolvers: reportsResolvers,
  async init(app) {
    await initReports(app.services.db);
  },
};
