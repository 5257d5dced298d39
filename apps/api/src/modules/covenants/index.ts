import type { ApiModule } from "../module";
import { covenantsResolvers } from "./resolvers";
import type { CovenantSources } from "./checks";
import { covenantsTypeDefs } from "./schema";

/** Covenant tests of a report's figures (waivers in effect at its period end); the pure tests in evaluate.ts. */
export const covenantsModule: ApiModule<CovenantSources> = {
  name: "covenants",
  typeDefs: covenantsTypeDefs,
  resolvers: covenantsResolvers,
};
