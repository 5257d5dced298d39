// The one read of the world regions (`regions`, the reference data) the user form makes: whether the regions
// of a user's scope exist.
import type { Db } from "mongodb";
import type { RegionDoc } from "../../../model/reference";

/** How many of these region ids exist. */
export function regionCount(db: Db, regionIds: string[]): Promise<number> {
  return db.collection<RegionDoc>("regions").countDocuments({ _id: { $in: regionIds } });
}
