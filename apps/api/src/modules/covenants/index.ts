import type { ApiModule } from "../module";
import { covenantsResolvers } from "./resolvers";
import { covenantsTypeDefs } from "./schema";

/** Covenant tests of a report's figures (waivers in effect at its period end); the pure tests in evaluate.ts. */
export const covenantsModule: ApiModule = {
  name: "covenants",
  typeDefs: covenantsTypeDefs,
  resolvers: covenantsResolvers,
};
