// The catalogue command: `npm run load-catalogue` (or `node apps/api/dist/load-catalogue.js`) loads the shipped
// template catalogue — forms, reports, covenants — into the database at MONGODB_URI, with the environment the
// API runs with. It only adds: what is stored already, as shipped or as an administrator changed it, is left
// as it is, so running it again changes nothing. Prints what it loaded and what it left alone.
import { MongoClient } from "mongodb";
import { ConfigError, readConfig } from "./config";
import {
  catalogueRepositories,
  describeCatalogueLoad,
  loadCatalogue,
  shippedCatalogue,
} from "./modules/seed/catalogue";

async function main() {
  const config = readConfig();
  const client = await new MongoClient(config.mongodbUri, { serverSelectionTimeoutMS: 5000 }).connect();
  try {
    const db = client.db(config.databaseName);
    const summary = await loadCatalogue(
      catalogueRepositories(db),
      shippedCatalogue(new Date().toISOString()),
    );
    console.log(`Database ${config.databaseName}`);
    console.log(describeCatalogueLoad(summary));
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
