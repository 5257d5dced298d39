import type { ApiModule } from "../module";
import { templateConfigsResolvers } from "./resolvers";
import type { TemplateConfigOperationServices } from "./resolvers";
import { templateConfigsTypeDefs } from "./schema";

/** The config studio: drafts, checks, diffs, impact and publishing of form and report configs (docs/api.md). */
export const templateConfigsModule: ApiModule<TemplateConfigOperationServices> = {
  name: "template-configs",
  typeDefs: templateConfigsTypeDefs,
  resolvers: templateConfigsResolvers,
};
