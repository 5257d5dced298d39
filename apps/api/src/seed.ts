// The seed command: `npm run seed -w @ledgerline/api` loads the demo portfolio into the database at
// MONGODB_URI when it has no users. `--reset` first drops every collection of that database (asks nothing:
// meant for demo and development databases only, and refused when NODE_ENV=production).
import { MongoClient } from "mongodb";
import { ConfigError, readConfig } from "./config";
import { describeSeed, seedDemo } from "./modules/seed/demo-seed";

async function main() {
  const config = readConfig();
  const reset = process.argv.includes("--reset");
  if (reset && config.production) throw new ConfigError("--reset is refused when NODE_ENV=production");
  const client = await new MongoClient(config.mongodbUri, { serverSelectionTimeoutMS: 5000 }).connect();
  try {
    const db = client.db(config.databaseName);
    if (reset) {
      for (const collection of await db.listCollections({}, { nameOnly: true }).toArray())
        await db.dropCollection(collection.name);
      console.log(`Dropped every collection of ${config.databaseName}`);
    }
    const report = await seedDemo(db, { providerKey: config.providerKey, publicUrl: config.publicUrl });
    if (!report.seeded) {
      console.log(`${config.databaseName} has users already; nothing seeded (use --reset to start over).`);
      return;
    }
    console.log(
      `Seeded ${config.databaseName}: ${Object.entries(report.counts)
        .map(([name, count]) => `${count} ${name}`)
        .join(", ")}`,
    );
    console.log(describeSeed(report));
    console.log("Indexes are created when the API starts.");
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
