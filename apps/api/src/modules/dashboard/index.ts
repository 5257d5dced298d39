import type { ApiModule } from "../module";
import { dashboardResolvers } from "./resolvers";
import type { DashboardServices } from "./resolvers";
import { dashboardTypeDefs } from "./schema";

/** The client dashboard: summary blocks and charts. */
export const dashboardModule: ApiModule<DashboardServices> = {
  name: "dashboard",
  typeDefs: dashboardTypeDefs,
  resolvers: dashboardResolvers,
};
