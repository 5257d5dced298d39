import type { ApiModule } from "../module";
import { investmentsResolvers } from "./resolvers";
import type { InvestmentsServices } from "./resolvers";
import { investmentsTypeDefs } from "./schema";

/** Investments, the covenants applied to them and their waivers (spec 3 §2–§9; docs/api.md). */
export const investmentsModule: ApiModule<InvestmentsServices> = {
  name: "investments",
  typeDefs: investmentsTypeDefs,
  resolvers: investmentsResolvers,
  async init(app) {
    await app.services.investments.init();
  },
};
