import type { ApiModule } from "../module";
import { clientsResolvers, initClients } from "./resolvers";
import { clientsTypeDefs } from "./schema";

export const clientsModule: ApiModule = {
  name: "clients",
  typeDefs: clientsTypeDefs,
  resolvers: clientsResolvers,
  async init(app) {
    await initClients(app.services.db);
  },
};
