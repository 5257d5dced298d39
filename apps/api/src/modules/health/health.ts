// Liveness and database status, shared by `GET /health` and the GraphQL `health` query.
import type { Db } from "mongodb";
import packageJson from "../../../package.json" with { type: "json" };

export const apiVersion: string = packageJson.version;

export interface HealthReport {
  status: "ok" | "degraded";
  version: string;
  database: { status: "up" | "down"; latencyMs: number | null; error: string | null };
}

export async function checkHealth(db: Db): Promise<HealthReport> {
  const started = performance.now();
  try {
    await db.command({ ping: 1 }, { timeoutMS: 2000 });
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: "ok", version: apiVersion, database: { status: "up", latencyMs, error: null } };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      status: "degraded",
      version: apiVersion,
      database: { status: "down", latencyMs: null, error: message },
    };
  }
}
