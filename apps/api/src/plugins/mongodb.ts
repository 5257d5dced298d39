// The one MongoDB connection of the process, decorated on the Fastify instance as `app.mongo`.
import fp from "fastify-plugin";
import { MongoClient } from "mongodb";
import type { Db } from "mongodb";
import { closeKeptCollections } from "../platform/kept-collection";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * `probe`: the same database over a connection of its own, for health checks, which must not wait in the
     * pool's queue behind slow reads (a busy pool is not a dead database).
     */
    mongo: { client: MongoClient; db: Db; probe: Db };
  }
}

export interface MongoPluginOptions {
  uri: string;
  databaseName: string;
  /** Emit the driver's command events (the benchmark counts database commands per request). */
  monitorCommands?: boolean;
}

/**
 * Connections to the database per API process (the driver's default is 100). FerretDB 1.24 opens at most 100
 * SQLite connections and an update holds two of them, so 100 concurrent updates lock it up for good
 * (docs/operations.md); with 20 per process, two processes stay well below that, and operations beyond 20 wait
 * in the driver's queue instead of in FerretDB.
 */
export const DEFAULT_POOL_SIZE = 20;

export const mongodbPlugin = fp<MongoPluginOptions>(
  async (app, { uri, databaseName, monitorCommands = false }) => {
    const client = new MongoClient(uri, {
      // A URI that sets its own pool size (`maxPoolSize=`) keeps it.
      ...(/[?&]maxPoolSize=/i.test(uri) ? {} : { maxPoolSize: DEFAULT_POOL_SIZE }),
      serverSelectionTimeoutMS: 5000,
      appName: "ledgerline-api",
      monitorCommands,
    });
    const probeClient = new MongoClient(uri, {
      maxPoolSize: 1,
      serverSelectionTimeoutMS: 5000,
      appName: "ledgerline-api-probe",
    });
    await Promise.all([client.connect(), probeClient.connect()]);
    const db = client.db(databaseName);
    app.decorate("mongo", { client, db, probe: probeClient.db(databaseName) });
    // The last of the app's hooks to run (the first registered): what the process keeps writes its last
    // snapshots (platform/kept-collection.ts) before the connection closes.
    app.addHook("onClose", async () => {
      await closeKeptCollections(db);
      await Promise.all([client.close(), probeClient.close()]);
    });
  },
  { name: "mongodb" },
);
