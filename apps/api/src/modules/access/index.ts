import type { ApiModule } from "../module";

export const accessModule: ApiModule = {
  name: "access",
  async init(app) {
    await app.services.rolePermissions.seed();
  },
};
