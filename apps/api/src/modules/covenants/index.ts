import type { ApiModule } from "../module";
import { covenantsResolvers } from "./resolvers";
import { covenantsTypeDefs } from "./schema";

/** Covenant tests of a report's figures (waivers in effect at its period). */
export const covenantsModule: ApiModule = {
  name: "covenants",
  typeDefs: covenantsTypeDefs,
  resolvers: covenantsResolvers,
};
