import type { ApiModule } from "../module";
import { covenantConfigsResolvers } from "./resolvers";
import type { CovenantConfigsServices } from "./resolvers";
import { covenantConfigsTypeDefs } from "./schema";

/** The central covenant catalogue: list, create, update, archive (spec 3 §2–§8; docs/api.md). */
export const covenantConfigsModule: ApiModule<CovenantConfigsServices> = {
  name: "covenant-configs",
  typeDefs: covenantConfigsTypeDefs,
  resolvers: covenantConfigsResolvers,
};
