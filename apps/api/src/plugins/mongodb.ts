// The one MongoDB connection of the process, decorated on the Fastify instance as `app.mongo`.
import fp from "fastify-plugin";
import { MongoClient } from "mongodb";
import type { Db } from "mongodb";

declare module "fastify" {
  interface FastifyInstance {
    mongo: { client: MongoClient; db: Db };
  }
}

export interface MongoPluginOptions {
  uri: string;
  databaseName: string;
  /** Emit the driver's command events (the benchmark counts database commands per request). */
  monitorCommands?: boolean;
}

export const mongodbPlugin = fp<MongoPluginOptions>(
  async (app, { uri, databaseName, monitorCommands = false }) => {
    const client = new MongoClient(uri, {
      serverSelectionTimeoutMS: 5000,
      appName: "ledgerline-api",
      monitorCommands,
    });
    await client.connect();
    app.decorate("mongo", { client, db: client.db(databaseName) });
    app.addHook("onClose", () => client.close());
  },
  { name: "mongodb" },
);
