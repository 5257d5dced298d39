import type { FastifyInstance } from "fastify";
import type { Health } from "../../generated/graphql";
import { publicOperation } from "../../graphql/operation";
import type { ApiModule } from "../module";
import { apiVersion, checkHealth } from "./health";
import { healthTypeDefs } from "./schema";

export const healthModule: ApiModule = {
  name: "health",
  typeDefs: healthTypeDefs,
  resolvers: {
    Query: {
      health: publicOperation<Record<string, never>, Health>("none", (_args, context) =>
        checkHealth(context.app.mongo.probe),
      ),
      version: publicOperation<Record<string, never>, string>("none", async () => apiVersion),
    },
  },
  routes(app: FastifyInstance) {
    app.get("/health", async (_request, reply) => {
      const report = await checkHealth(app.mongo.probe);
      return reply.code(report.status === "ok" ? 200 : 503).send(report);
    });
  },
};
