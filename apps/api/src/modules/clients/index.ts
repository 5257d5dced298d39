import type { ApiModule } from "../module";
import { clientsResolvers, initClients } from "./resolvers";
import type { ClientsServices } from "./resolvers";
import { clientsTypeDefs } from "./schema";

export const clientsModule: ApiModule<ClientsServices> = {
  name: "clients",
  typeDefs: clientsTypeDefs,
  resolvers: clientsResolvers,
  async init(app) {
    await initClients(app.services.db);
  },
};
