import type { ApiModule } from "../module";
import { passwordResolvers } from "./passwords";
import type { ResetServices } from "./passwords";
import { registrationTypeDefs } from "./registration-schema";
import { registrationResolvers } from "./registration";
import type { RegistrationServices } from "./registration";
import { usersResolvers } from "./resolvers";
import type { UsersServices } from "./resolvers";
import { usersTypeDefs } from "./schema";
import { initUsers } from "./users";

/** The user administration, the registration of invited users and the password flows. */
type UsersModuleServices = UsersServices & RegistrationServices & ResetServices;

export const usersModule: ApiModule<UsersModuleServices> = {
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
