// The whole test database as it stands, to show that calls changed nothing, or only what they may change by
// design. A snapshot reads every document of every collection (a few hundred milliseconds with the template
// catalogue), so the suites take one before and one after a group of calls rather than around each call.
import { BSON } from "mongodb";
import type { Db, Document } from "mongodb";
import { KEPT_SNAPSHOTS } from "../src/platform/kept-snapshots";

/** Collection → document `_id` (as extended JSON) → the document as canonical extended JSON. */
export type DatabaseSnapshot = Map<string, Map<string, string>>;

export interface DatabaseChange {
  collection: string;
  kind: "added" | "removed" | "changed";
  /** The document after the change (before it, when removed). */
  document: Document;
  /** The top-level fields that differ, for a changed document. */
  fields: string[];
}

const text = (value: unknown) => BSON.EJSON.stringify(value, { relaxed: false });

export async function snapshotDatabase(db: Db): Promise<DatabaseSnapshot> {
  const snapshot: DatabaseSnapshot = new Map();
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  for (const { name } of collections) {
    // A process's copies of what it keeps are written whenever it reads a collection whole, whoever asked:
    // not a change a call makes.
    if (name.startsWith("system.") || name === KEPT_SNAPSHOTS) continue;
    const documents = await db.collection(name).find().toArray();
    snapshot.set(name, new Map(documents.map((document) => [text(document._id), text(document)])));
  }
  return snapshot;
}

export function changesBetween(before: DatabaseSnapshot, after: DatabaseSnapshot): DatabaseChange[] {
  const changes: DatabaseChange[] = [];
  const parse = (value: string) => BSON.EJSON.parse(value, { relaxed: false }) as Document;
  for (const collection of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(collection) ?? new Map<string, string>();
    const now = after.get(collection) ?? new Map<string, string>();
    for (const [id, document] of now) {
      const previous = old.get(id);
      if (previous === undefined)
        changes.push({ collection, kind: "added", document: parse(document), fields: [] });
      else if (previous !== document) {
        const was = parse(previous);
        const is = parse(document);
        const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
          (field) => text(was[field]) !== text(is[field]),
        );
        changes.push({ collection, kind: "changed", document: is, fields });
      }
    }
    for (const [id, document] of old)
      if (!now.has(id)) changes.push({ collection, kind: "removed", document: parse(document), fields: [] });
  }
  return changes;
}

/** One line per change, for assertion messages: `changed users 64a…: language`. */
export function describeChange(change: DatabaseChange): string {
  const fields = change.fields.length > 0 ? `: ${change.fields.join(", ")}` : "";
  return `${change.kind} ${change.collection} ${String(change.document._id)}${fields}`;
}
