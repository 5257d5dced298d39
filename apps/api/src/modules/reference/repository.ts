// The reads of the reference data (countries and world regions): the lists the reference queries answer, the
// lookups address and client checks make, and its index.
import type { Db } from "mongodb";
import { isId } from "../../platform/ids";
import type { CountryDoc, RegionDoc } from "../../model/reference";

export async function ensureReferenceIndexes(db: Db): Promise<void> {
  await db.collection<CountryDoc>("countries").createIndex({ name: 1 });
}

/** Every country, by name. */
export function countryList(db: Db): Promise<CountryDoc[]> {
  return db.collection<CountryDoc>("countries").find().sort({ name: 1 }).toArray();
}

/** A country by its `_id` or, failing that, its name; null for an empty text. */
export async function findCountry(db: Db, idOrName: string): Promise<CountryDoc | null> {
  if (idOrName === "") return null;
  const countries = db.collection<CountryDoc>("countries");
  if (isId(idOrName)) {
    const byId = await countries.findOne({ _id: idOrName });
    if (byId) return byId;
  }
  return countries.findOne({ name: idOrName });
}

/** The world region of this `_id`, or null. */
export function regionById(db: Db, id: string): Promise<RegionDoc | null> {
  return db.collection<RegionDoc>("regions").findOne({ _id: id });
}

/** Every world region, by name. */
export function regionList(db: Db): Promise<RegionDoc[]> {
  return db.collection<RegionDoc>("regions").find().sort({ region: 1 }).toArray();
}
