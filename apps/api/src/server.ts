// Process entry: read config, build the app, listen, and shut down gracefully on SIGINT/SIGTERM.
import { buildApp } from "./app";
import { ConfigError, readConfig } from "./config";
import { firstAdminLogin, seedFirstAdmin } from "./modules/accounts/seed";

async function main() {
  const config = readConfig();
  const app = await buildApp(config, { logger: { level: process.env.LOG_LEVEL ?? "info" } });
  const close = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void close("SIGINT"));
  process.once("SIGTERM", () => void close("SIGTERM"));
  if (await seedFirstAdmin(app.mongo.db, config.providerKey)) app.log.info("Empty database: seeded the first administrator");
  await app.listen({ port: config.port, host: config.host });
  if (config.demo) {
    console.log(`\nDemo logins (username / password / role):\n  ${firstAdminLogin.username} / ${firstAdminLogin.password} / ${firstAdminLogin.role}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
