import type { ApiModule } from "../module";
import { covenantMonitorResolvers } from "./resolvers";
import { covenantMonitorTypeDefs } from "./schema";

/** The provider's covenant monitor: every open covenant in scope at its latest period, and explanations. */
export const covenantMonitorModule: ApiModule = {
  name: "covenant-monitor",
  typeDefs: covenantMonitorTypeDefs,
  resolvers: covenantMonitorResolvers,
};
