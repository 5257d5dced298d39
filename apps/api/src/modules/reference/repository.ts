// The reads of the reference data (countries and world regions) the reference queries answer, and its index.
import type { Db } from "mongodb";
import type { CountryDoc, RegionDoc } from "../../model/reference";

export async function ensureReferenceIndexes(db: Db): Promise<void> {
  await db.collection<CountryDoc>("countries").createIndex({ name: 1 });
}

/** Every country, by name. */
export function countryList(db: Db): Promise<CountryDoc[]> {
  return db.collection<CountryDoc>("countries").find().sort({ name: 1 }).toArray();
}

/** Every world region, by name. */
export function regionList(db: Db): Promise<RegionDoc[]> {
  return db.collection<RegionDoc>("regions").find().sort({ region: 1 }).toArray();
}
