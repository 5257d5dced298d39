// The composition root: every plugin and module of the API is registered here, in order.
import Fastify from "fastify";
import type { FastifyServerOptions } from "fastify";
import mercurius from "mercurius";
import type { Config } from "./config";
import { healthModule } from "./modules/health/index";
import { mongodbPlugin } from "./plugins/mongodb";
import { registerStaticApps } from "./plugins/static-apps";

const modules = [healthModule];

export async function buildApp(config: Config, options: FastifyServerOptions = {}) {
  const app = Fastify({ bodyLimit: 1024 * 1024, ...options });
  await app.register(mongodbPlugin, { uri: config.mongodbUri, databaseName: config.databaseName });

  await app.register(mercurius, {
    schema: modules.map((module) => module.typeDefs),
    resolvers: mergeResolvers(modules.map((module) => module.resolvers)),
    context: () => ({ app }),
    graphiql: false,
  });
  for (const module of modules) module.routes(app);

  await registerStaticApps(app, config);
  return app;
}

type ResolverMap = Record<string, Record<string, unknown>>;

function mergeResolvers(maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}
