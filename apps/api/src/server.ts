// Process entry: read config, build the app, seed an empty database, listen (then read what the process keeps,
// in the background), and shut down gracefully on SIGINT/SIGTERM (in-flight requests finish, the database
// connection and the mail transport close).
import { buildApp } from "./app";
import { ConfigError, readConfig } from "./config";
import { seedFirstAdmin } from "./modules/users/first-admin";
import { describeSeed, keptDemo, seedDemo } from "./modules/seed/demo-seed";
import { warmKeptCollections } from "./warm";

async function main() {
  const config = readConfig();
  const app = await buildApp(config, { logger: { level: process.env.LOG_LEVEL ?? "info" } });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void close("SIGINT"));
  process.once("SIGTERM", () => void close("SIGTERM"));

  // An empty database: the demo portfolio under `npm start`, otherwise one administrator to log in with.
  let banner: string | null = null;
  if (config.demo) {
    const report = await seedDemo(app.mongo.db, {
      providerKey: config.providerKey,
      publicUrl: config.publicUrl,
    });
    if (report.seeded) {
      app.log.info({ counts: report.counts }, "Empty database: seeded the demo portfolio");
      banner = describeSeed(report);
    } else {
      const kept = await keptDemo(app.mongo.db, {
        providerKey: config.providerKey,
        publicUrl: config.publicUrl,
      });
      banner = `The database was seeded before this start (npm start -- --reset seeds the demo afresh).\n${describeSeed(kept)}`;
    }
  } else {
    const firstAdmin = await seedFirstAdmin(app.mongo.db, config.providerKey);
    if (firstAdmin) {
      app.log.warn(`Empty database: created the first administrator ${firstAdmin.username}`);
      // The console, not the log: the password must not end up in log storage.
      banner = `First administrator: ${firstAdmin.username} / ${firstAdmin.password} (shown once; change it after logging in)`;
    }
  }
  await app.listen({ port: config.port, host: config.host });
  void warmKeptCollections(app);
  if (banner) console.log(`\n${banner}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
