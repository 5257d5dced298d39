// Removes expired exports when the server is ready and then every hour, once across the API processes.
import type { FastifyInstance } from "fastify";
import { scheduleJob } from "../../platform/scheduled-job";
import { HOUR } from "../../platform/time";

export const PURGE_INTERVAL = HOUR;

export function schedulePurge(app: FastifyInstance): void {
  scheduleJob(app, {
    name: "exports-purge",
    intervalMs: PURGE_INTERVAL,
    run: async (now) => ({ removed: await app.services.exports.purgeExpired(now) }),
  });
}
