import type { ApiModule } from "../../module";
import { adminExportsResolvers } from "./resolvers";
import { adminExportsTypeDefs } from "./schema";

/** The covenants and exchange rates exports (docs/exports.md). */
export const adminExportsModule: ApiModule = {
  name: "admin-exports",
  typeDefs: adminExportsTypeDefs,
  resolvers: adminExportsResolvers,
};
