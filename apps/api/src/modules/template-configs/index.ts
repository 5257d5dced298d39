import type { ApiModule } from "../module";
import { templateConfigsResolvers } from "./resolvers";
import { templateConfigsTypeDefs } from "./schema";

/** The config studio: drafts, checks, diffs, impact and publishing of form and report configs (docs/api.md). */
export const templateConfigsModule: ApiModule = {
  name: "template-configs",
  typeDefs: templateConfigsTypeDefs,
  resolvers: templateConfigsResolvers,
};
