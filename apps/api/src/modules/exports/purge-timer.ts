// Removes expired exports when the server is ready and then every hour. The timer does not keep the process
// alive, and closing the server waits for a purge under way, so it never writes to a closed database.
import type { FastifyInstance } from "fastify";
import { HOUR } from "../../platform/time";

export const PURGE_INTERVAL = HOUR;

export function schedulePurge(app: FastifyInstance): void {
  const { services, log } = app;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const purge = () => {
    if (running) return;
    running = services.exports
      .purgeExpired(new Date())
      .then((removed) => {
        if (removed > 0) log.info({ removed }, "expired exports removed");
      })
      .catch((error: unknown) => log.error({ err: error }, "removing expired exports failed"))
      .finally(() => {
        running = null;
      });
  };

  app.addHook("onReady", async () => {
    timer = setInterval(purge, PURGE_INTERVAL);
    timer.unref();
    purge();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
