// What the process keeps (platform/kept-collection.ts) is read whole by the first request that needs it: the
// reports of the 500-client portfolio take 9–13 s on FerretDB. A server warms them right after it starts
// listening, in the background, so that no user waits for it; requests arriving before take their share.
import type { FastifyBaseLogger } from "fastify";
import type { Services } from "./services";

export async function warmKeptCollections(
  services: Pick<Services, "clients" | "reporting" | "investments">,
  log: FastifyBaseLogger,
): Promise<void> {
  const started = performance.now();
  try {
    await Promise.all([services.clients.all(), services.reporting.warm(), services.investments.warm()]);
    log.info(
      { ms: Math.round(performance.now() - started) },
      "Read the kept clients, reports and investments",
    );
  } catch (error) {
    // Not fatal: the first request that needs them reads them again.
    log.warn({ err: error }, "Could not read the kept collections at start");
  }
}
