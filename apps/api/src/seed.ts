// The seed command: `npm run seed` loads the demo portfolio into a database that has no users; `--reset` first
// drops every collection of it (asks nothing: meant for demo and development databases only, and refused when
// NODE_ENV=production). The database is MONGODB_URI when set, else the running demo's (`npm start`; a reset
// of it is refused, the demo's API would not see it), else the embedded FerretDB on .data/, started for the
// run. The API's own set-up (indexes, the role table) is made as when it starts, then the demo is seeded.
// `--quiet` prints one line instead of the logins: `npm start -- --reset` runs this, and its API prints them.
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { MongoClient } from "mongodb";
import { buildApp } from "./app";
import { ConfigError, readConfig } from "./config";
import { describeSeed, seedDemo } from "./modules/seed/demo-seed";

const repoRoot = resolve(fileURLToPath(import.meta.url), "..", "..", "..", "..");

async function main() {
  const reset = process.argv.includes("--reset");
  const quiet = process.argv.includes("--quiet");
  if (reset && process.env.NODE_ENV === "production")
    throw new ConfigError("--reset is refused when NODE_ENV=production");
  const { chooseSeedDatabase, runningDemo } = await import("@ledgerline/devtools/demo-state");
  const choice = chooseSeedDatabase({ env: process.env, demo: runningDemo(repoRoot), reset });
  if (choice.kind === "refuse") throw new ConfigError(choice.message);

  let uri: string;
  let stopDatabase = async () => {};
  if (choice.kind === "embedded") {
    const { openDatabase } = await import("@ledgerline/devtools/ferretdb");
    const database = await openDatabase({
      dataDir: join(repoRoot, ".data", "ferretdb"),
      root: repoRoot,
      log: (line) => console.log(line),
    });
    uri = database.uri;
    stopDatabase = database.stop;
  } else {
    uri = choice.uri;
  }
  try {
    // The running demo's links are the ones to print, unless the address is given.
    const address =
      choice.kind === "uri" && choice.demo && !process.env.PORT && !process.env.PUBLIC_URL
        ? { PUBLIC_URL: choice.demo.publicUrl }
        : {};
    await seed(readConfig({ ...process.env, ...address, MONGODB_URI: uri }), { reset, quiet });
  } finally {
    await stopDatabase();
  }
}

async function seed(config: ReturnType<typeof readConfig>, options: { reset: boolean; quiet: boolean }) {
  if (options.reset) {
    const client = await new MongoClient(config.mongodbUri, { serverSelectionTimeoutMS: 5000 }).connect();
    try {
      const db = client.db(config.databaseName);
      for (const collection of await db.listCollections({}, { nameOnly: true }).toArray())
        await db.dropCollection(collection.name);
    } finally {
      await client.close();
    }
    console.log(`Dropped every collection of ${config.databaseName}`);
  }
  // Building the app runs every module's set-up, as a start does: indexes, the role table.
  const app = await buildApp(config, { logger: false });
  try {
    const report = await seedDemo(app.mongo.db, {
      providerKey: config.providerKey,
      publicUrl: config.publicUrl,
    });
    if (!report.seeded) {
      console.log(`${config.databaseName} has users already; nothing seeded (use --reset to start over).`);
      return;
    }
    console.log(
      `Seeded ${config.databaseName}: ${Object.entries(report.counts)
        .map(([name, count]) => `${count} ${name}`)
        .join(", ")}`,
    );
    if (!options.quiet) console.log(describeSeed(report));
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
