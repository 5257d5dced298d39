// What the process keeps (platform/kept-collection.ts) is read by the first request that needs it: from its
// snapshot (platform/kept-snapshots.ts), or whole when there is none, which takes 9–13 s for the reports of
// the 500-client portfolio on FerretDB and ~50 s for the covenant monitor's form data. A server warms them
// right after it starts listening, in the background, so that no user waits for them; requests arriving
// before take their share.
import type { FastifyInstance } from "fastify";
import { warmCovenantMonitor } from "./modules/covenant-monitor/monitor";

export async function warmKeptCollections(app: FastifyInstance): Promise<void> {
  const { services, log } = app;
  const timed = async (what: string, warm: () => Promise<unknown>) => {
    const started = performance.now();
    try {
      await warm();
      log.info({ ms: Math.round(performance.now() - started) }, `Read ${what}`);
    } catch (error) {
      // Not fatal: the first request that needs them reads them again.
      log.warn({ err: error }, `Could not read ${what} at start`);
    }
  };
  await timed("the kept clients, reports, investments and exchange rates", () =>
    Promise.all([
      services.clients.all(),
      services.reporting.warm(),
      services.investments.warm(),
      services.exchangeRates.catalog.all(),
    ]),
  );
  // Last, and only if the monitor was ever opened: the longest read, of a page opened now and then, and its
  // rows computed once, so that its first request finds each client's kept engine state.
  await timed("the covenant monitor's form data and its rows", () => warmCovenantMonitor(app));
}
