// The demo seed's writes: whole collections inserted into an empty database, a thousand documents at a time.
import type { Db, Document } from "mongodb";

/** Whether the database has users already (the seed then changes nothing). */
export async function hasUsers(db: Db): Promise<boolean> {
  return (await db.collection("users").estimatedDocumentCount()) > 0;
}

/** Inserts the documents into the collection; returns how many. */
export async function insertAll(db: Db, name: string, documents: readonly object[]): Promise<number> {
  for (let i = 0; i < documents.length; i += 1000) {
    await db
      .collection(name)
      .insertMany(documents.slice(i, i + 1000).map((document) => ({ ...document }) as Document));
  }
  return documents.length;
}
