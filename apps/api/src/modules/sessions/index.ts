import type { ApiModule } from "../module";
import { deleteExpiredSsoStates } from "./repository";
import { sessionRoutes } from "./routes";

export const sessionsModule: ApiModule = {
  name: "sessions",
  routes: sessionRoutes,
  async init(app) {
    await app.services.sessions.init();
    await deleteExpiredSsoStates(app.services.db);
  },
};
