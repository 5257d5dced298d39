import type { ApiModule } from "../module";
import { dashboardResolvers } from "./resolvers";
import { dashboardTypeDefs } from "./schema";

/** The client dashboard: summary blocks and charts. */
export const dashboardModule: ApiModule = {
  name: "dashboard",
  typeDefs: dashboardTypeDefs,
  resolvers: dashboardResolvers,
};
