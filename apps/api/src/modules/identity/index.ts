import type { ApiModule } from "../module";
import { identityResolvers } from "./resolvers";
import type { IdentityServices } from "./resolvers";
import { identityTypeDefs } from "./schema";

export const identityModule: ApiModule<IdentityServices> = {
  name: "identity",
  typeDefs: identityTypeDefs,
  resolvers: identityResolvers,
};
