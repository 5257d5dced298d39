// Runs the reminder round when the server is ready and then every REMINDER_INTERVAL_MINUTES, once across the
// API processes (a claim per mail keeps each mail single besides: round.ts).
import type { FastifyInstance } from "fastify";
import { scheduleJob } from "../../platform/scheduled-job";
import { MINUTE } from "../../platform/time";
import { runReminders } from "./round";

export function scheduleReminders(app: FastifyInstance): void {
  const { services, log } = app;
  scheduleJob(app, {
    name: "reminders",
    intervalMs: services.config.reminders.intervalMinutes * MINUTE,
    run: async (now) => ({
      ...(await runReminders(services, now, (error, userId) =>
        log.warn({ err: error, userId }, "a reminder could not be sent"),
      )),
    }),
  });
}
