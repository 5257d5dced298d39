import type { ApiModule } from "../module";
import { covenantMonitorResolvers } from "./resolvers";
import { covenantMonitorTypeDefs } from "./schema";

/** The provider's covenant monitor: every open covenant in scope at its latest period, and explanations. */
export const covenantMonitorModule: ApiModule = {
  name: "covenant-monitor",
  typeDefs: covenantMonitorTypeDefs,
  resolvers: covenantMonitorResolvers,
  async init(app) {
    // The monitor reads one form's periods across every client: on MongoDB this serves the read; FerretDB
    // creates it and scans anyway (docs/api.md, "Covenant monitor"). Reports come from the report catalog.
    await app.services.db.collection("formData").createIndex({ configKey: 1, "context.numeric": 1 });
  },
};
