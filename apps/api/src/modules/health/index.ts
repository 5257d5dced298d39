import type { FastifyInstance } from "fastify";
import type { Health } from "../../generated/graphql";
import { publicOperation } from "../../graphql/operation";
import type { ApiModule } from "../module";
import { apiVersion, databaseProbe } from "./health";
import type { HealthProbe } from "./health";
import { healthTypeDefs } from "./schema";

const probes = new WeakMap<FastifyInstance, HealthProbe>();

/** One probe per app: its checks are shared by `/health` and the GraphQL query. */
function probeOf(app: FastifyInstance): HealthProbe {
  let probe = probes.get(app);
  if (!probe) probes.set(app, (probe = databaseProbe(app.mongo.probe)));
  return probe;
}

export const healthModule: ApiModule = {
  name: "health",
  typeDefs: healthTypeDefs,
  resolvers: {
    Query: {
      health: publicOperation<Record<string, never>, Health>("none", (_args, context) =>
        probeOf(context.app).report(),
      ),
      version: publicOperation<Record<string, never>, string>("none", async () => apiVersion),
    },
  },
  routes(app: FastifyInstance) {
    app.get("/health", async (_request, reply) => {
      const report = await probeOf(app).report();
      return reply.code(report.status === "ok" ? 200 : 503).send(report);
    });
  },
};
