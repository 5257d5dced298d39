import type { ApiModule } from "../../module";
import { adminExportsResolvers } from "./resolvers";
import type { AdminExportsServices } from "./resolvers";
import { adminExportsTypeDefs } from "./schema";

/** The covenants and exchange rates exports (docs/exports.md). */
export const adminExportsModule: ApiModule<AdminExportsServices> = {
  name: "admin-exports",
  typeDefs: adminExportsTypeDefs,
  resolvers: adminExportsResolvers,
};
