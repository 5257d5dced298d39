import type { ApiModule } from "../module";
import { initReference, referenceResolvers } from "./resolvers";
import type { ReferenceServices } from "./resolvers";
import { referenceTypeDefs } from "./schema";

export const referenceModule: ApiModule<ReferenceServices> = {
  name: "reference",
  typeDefs: referenceTypeDefs,
  resolvers: referenceResolvers,
  async init(app) {
    await initReference(app.services.db);
  },
};
