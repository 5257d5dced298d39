import type { ApiModule } from "../module";
import { mailRoutes } from "./routes";

export const mailModule: ApiModule = {
  name: "mail",
  routes: mailRoutes,
  async init(app) {
    await app.services.mailer.init();
  },
};
