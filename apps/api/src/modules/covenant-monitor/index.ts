import type { ApiModule } from "../module";
import { covenantMonitorResolvers } from "./resolvers";
import { covenantMonitorTypeDefs } from "./schema";

/** The provider's covenant monitor: every open covenant in scope at its latest period, and explanations. */
export const covenantMonitorModule: ApiModule = {
  name: "covenant-monitor",
  typeDefs: covenantMonitorTypeDefs,
  resolvers: covenantMonitorResolvers,
  async init(app) {
    // The monitor reads one form's (and one template's) periods across every client: on MongoDB these serve
    // those reads; FerretDB creates them and scans anyway (docs/api.md, "Covenant monitor").
    const db = app.services.db;
    await db.collection("formData").createIndex({ configKey: 1, "context.numeric": 1 });
    await db.collection("reportInstances").createIndex({ configKey: 1, numeric: 1 });
  },
};
