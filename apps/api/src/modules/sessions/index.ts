import { isoNow } from "../../platform/time";
import type { ApiModule } from "../module";
import { sessionRoutes } from "./routes";

export const sessionsModule: ApiModule = {
  name: "sessions",
  routes: sessionRoutes,
  async init(app) {
    await app.services.sessions.init();
    await app.services.db.collection("ssoStates").deleteMany({ expiresAt: { $lt: isoNow() } });
  },
};
