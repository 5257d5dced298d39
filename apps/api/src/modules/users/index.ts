import type { ApiModule } from "../module";
import { passwordResolvers } from "./passwords";
import { registrationTypeDefs } from "./registration-schema";
import { registrationResolvers } from "./registration";
import { usersResolvers } from "./resolvers";
import { usersTypeDefs } from "./schema";
import { initUsers } from "./users";

export const usersModule: ApiModule = {
  name: "users",
  typeDefs: usersTypeDefs + registrationTypeDefs,
  resolvers: {
    Query: { ...usersResolvers.Query, ...registrationResolvers.Query },
    Mutation: {
      ...usersResolvers.Mutation,
      ...registrationResolvers.Mutation,
      ...passwordResolvers.Mutation,
    },
  },
  async init(app) {
    await initUsers(app.services.db);
  },
};
