// Liveness and database status, shared by `GET /health` and the GraphQL `health` query.
import type { Db } from "mongodb";
import packageJson from "../../../package.json" with { type: "json" };

export const apiVersion: string = packageJson.version;

export interface HealthReport {
  status: "ok" | "degraded";
  version: string;
  database: { status: "up" | "down"; latencyMs: number | null; error: string | null; checkedAt: string };
}

/** A database check this recent is the answer: callers asking often do not each ping the database. */
export const HEALTH_FRESH_MS = 1_000;
/**
 * Up to this age the last check is answered at once while a new one runs: a database busy with a burst of
 * writes answers a ping late (FerretDB: up to 400 ms in the 500-save test), and the health check must not
 * wait for it. Older, the caller waits for the check (at most its 2 s timeout): a database that stopped
 * answering shows as down within this time plus the timeout.
 */
export const HEALTH_STALE_MS = 5_000;
const PING_TIMEOUT_MS = 2_000;

/** Pings the database, sharing one check among concurrent callers and answering from a recent one. */
export class HealthProbe {
  private last: { report: HealthReport; at: number } | null = null;
  private checking: Promise<HealthReport> | null = null;

  constructor(
    private readonly ping: () => Promise<unknown>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async report(): Promise<HealthReport> {
    const age = this.last ? this.now() - this.last.at : Infinity;
    if (this.last && age < HEALTH_FRESH_MS) return this.last.report;
    const checking = this.check();
    if (this.last && age < HEALTH_STALE_MS) return this.last.report;
    return checking;
  }

  private check(): Promise<HealthReport> {
    this.checking ??= this.pingOnce().finally(() => (this.checking = null));
    return this.checking;
  }

  private async pingOnce(): Promise<HealthReport> {
    const started = this.now();
    const checkedAt = new Date().toISOString();
    let report: HealthReport;
    try {
      await this.ping();
      const latencyMs = Math.round((this.now() - started) * 10) / 10;
      report = {
        status: "ok",
        version: apiVersion,
        database: { status: "up", latencyMs, error: null, checkedAt },
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      report = {
        status: "degraded",
        version: apiVersion,
        database: { status: "down", latencyMs: null, error: message, checkedAt },
      };
    }
    this.last = { report, at: this.now() };
    return report;
  }
}

/** The probe of a database connection (the app's own, apart from the pool the requests use). */
export function databaseProbe(db: Db): HealthProbe {
  return new HealthProbe(() => db.command({ ping: 1 }, { timeoutMS: PING_TIMEOUT_MS }));
}
