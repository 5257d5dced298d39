import type { ApiModule } from "../module";
import { identityResolvers } from "./resolvers";
import { identityTypeDefs } from "./schema";

export const identityModule: ApiModule = {
  name: "identity",
  typeDefs: identityTypeDefs,
  resolvers: identityResolvers,
};
