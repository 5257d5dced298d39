import type { FastifyInstance } from "fastify";
import { apiVersion, checkHealth } from "./health";
import { healthTypeDefs } from "./schema";

export const healthModule = {
  typeDefs: healthTypeDefs,
  resolvers: {
    Query: {
      health: (_root: unknown, _args: unknown, context: { app: FastifyInstance }) => checkHealth(context.app.mongo.db),
      version: () => apiVersion,
    },
  },
  routes(app: FastifyInstance) {
    app.get("/health", { config: { public: true } }, async (_request, reply) => {
      const report = await checkHealth(app.mongo.db);
      return reply.code(report.status === "ok" ? 200 : 503).send(report);
    });
  },
};
