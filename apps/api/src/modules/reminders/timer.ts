// Runs the reminder round when the server is ready and then every REMINDER_INTERVAL_MINUTES; one round at a
// time per process. The timer does not keep the process alive, and closing the server waits for a round
// under way, so it never writes to a closed database.
import type { FastifyInstance } from "fastify";
import { MINUTE } from "../../platform/time";
import { runReminders } from "./round";

export function scheduleReminders(app: FastifyInstance): void {
  const { services, log } = app;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const round = () => {
    if (running) return;
    running = runReminders(services, new Date(), (error, userId) =>
      log.warn({ err: error, userId }, "a reminder could not be sent"),
    )
      .then((result) => {
        if (result.sent > 0 || result.failed > 0) log.info(result, "reminder round");
      })
      .catch((error: unknown) => log.error({ err: error }, "the reminder round failed"))
      .finally(() => {
        running = null;
      });
  };

  app.addHook("onReady", async () => {
    timer = setInterval(round, services.config.reminders.intervalMinutes * MINUTE);
    timer.unref();
    round();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
