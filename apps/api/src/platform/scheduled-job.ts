// Work that runs on a clock (reminders, purges): when the server is ready and then every interval, once per
// interval across every API process sharing the database — the first process to claim the interval's slot
// runs it, the others skip it (claims.ts). One run at a time per process; the timer does not keep the process
// alive, and closing the server waits for a run under way, so it never writes to a closed database.
import type { FastifyInstance } from "fastify";
import { claimOnce, releaseClaim } from "./claims";

export interface ScheduledJob {
  /** Names the job in its claims and in the log. */
  name: string;
  intervalMs: number;
  /** Does the work; what it returns is logged with the run. */
  run: (now: Date) => Promise<Record<string, unknown>>;
}

/** The claim of one interval of a job: the same in every process for the same interval. */
export function intervalClaim(job: Pick<ScheduledJob, "name" | "intervalMs">, now: Date): string {
  return `job:${job.name}:${Math.floor(now.getTime() / job.intervalMs)}`;
}

export function scheduleJob(app: FastifyInstance, job: ScheduledJob): void {
  const { services, log } = app;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const tick = async () => {
    const now = new Date();
    const claim = intervalClaim(job, now);
    if (!(await claimOnce(services.db, claim))) {
      log.debug({ job: job.name, claim }, "scheduled job skipped: another process ran this interval");
      return;
    }
    let result: Record<string, unknown>;
    try {
      result = await job.run(now);
    } catch (error) {
      // Given back, so that any process's next tick in this interval tries again.
      await releaseClaim(services.db, claim);
      throw error;
    }
    log.info({ job: job.name, claim, ...result }, "scheduled job ran");
  };

  const start = () => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log.error({ err: error, job: job.name }, "a scheduled job failed"))
      .finally(() => {
        running = null;
      });
  };

  app.addHook("onReady", async () => {
    timer = setInterval(start, job.intervalMs);
    timer.unref();
    start();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
