import type { ApiModule } from "../module";
import { auditsResolvers } from "./resolvers";
import type { AuditsServices } from "./resolvers";
import { auditsTypeDefs } from "./schema";

export const auditsModule: ApiModule<AuditsServices> = {
  name: "audits",
  typeDefs: auditsTypeDefs,
  resolvers: auditsResolvers,
  async init(app) {
    await app.services.audits.init();
  },
};
