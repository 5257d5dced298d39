// Revision-guarded writes by `_id` alone. FerretDB 1.24's SQLite backend serves a single-key `_id` filter from
// its index, but reads the collection row by row for any filter with a second key, `{ _id, revision }`
// included (15 s for one update among 115,000 form-data documents; docs/operations.md). So the guard is a read
// by `_id`, then the write by `_id`.
import type { Collection, Filter, UpdateFilter } from "mongodb";

interface Revised {
  _id: string;
  revision?: number;
}

/**
 * Writes `update` to the document if it is still at `revision` (none stored counts as 0); false if it moved
 * on or is gone. The caller holds the claim of that revision (an insert only one caller wins), so nobody else
 * writes between this read and the write; the check catches a claimant that went stale and was completed.
 */
export async function writeAtRevision<T extends Revised>(
  collection: Collection<T>,
  id: string,
  revision: number,
  update: UpdateFilter<T>,
): Promise<boolean> {
  const byId = { _id: id } as Filter<T>;
  const current = await collection.findOne(byId, { projection: { revision: 1 } });
  if (!current || (current.revision ?? 0) !== revision) return false;
  const written = await collection.updateOne(byId, update);
  return written.matchedCount === 1;
}
