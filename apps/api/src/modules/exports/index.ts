import type { ApiModule } from "../module";
import { exportsRoutes } from "./routes";
import { exportsTypeDefs } from "./schema";
import { schedulePurge } from "./purge-timer";

/** The export core: stored files, GET /download/:fileId, the ExportResult type (docs/exports.md). */
export const exportsModule: ApiModule = {
  name: "exports",
  typeDefs: exportsTypeDefs,
  routes: exportsRoutes,
  async init(app) {
    schedulePurge(app);
  },
};
