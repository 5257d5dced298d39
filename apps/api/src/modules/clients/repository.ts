// Every read and write of the `clients` collection the clients resolvers make, and its indexes; also the one
// write to `users` that removing a client makes.
import type { Db, Filter } from "mongodb";
import { usersOf } from "../users/users";
import type { ClientFields } from "./client-form";
import type { ClientDoc, FinancialPeriodDoc } from "./model";

function clientsOf(db: Db) {
  return db.collection<ClientDoc>("clients");
}

export async function ensureClientIndexes(db: Db): Promise<void> {
  await clientsOf(db).createIndex({ key: 1 }, { unique: true });
  await clientsOf(db).createIndex({ name: 1 });
  await clientsOf(db).createIndex({ worldRegion: 1 });
}

/** One page of the clients a filter selects, by name, and how many it selects in all. */
export async function clientPage(
  db: Db,
  filter: Filter<ClientDoc>,
  skip: number,
  limit: number,
): Promise<{ results: ClientDoc[]; total: number }> {
  const [results, total] = await Promise.all([
    clientsOf(db).find(filter).sort({ name: 1, _id: 1 }).skip(skip).limit(limit).toArray(),
    clientsOf(db).countDocuments(filter),
  ]);
  return { results, total };
}

export function clientById(db: Db, clientId: string): Promise<ClientDoc | null> {
  return clientsOf(db).findOne({ _id: clientId });
}

export function clientByKey(db: Db, key: string): Promise<ClientDoc | null> {
  return clientsOf(db).findOne({ key });
}

/** Throws the driver's duplicate key error (code 11000) when the key is taken. */
export async function insertClient(db: Db, client: ClientDoc): Promise<void> {
  await clientsOf(db).insertOne(client);
}

/** Sets the form's fields, and unsets the optional ones it leaves out (`unset`: name → ""). */
export async function updateClientFields(
  db: Db,
  clientId: string,
  fields: ClientFields,
  unset: Record<string, "">,
): Promise<void> {
  await clientsOf(db).updateOne(
    { _id: clientId },
    Object.keys(unset).length > 0 ? { $set: fields, $unset: unset } : { $set: fields },
  );
}

export async function markClientRemoved(db: Db, clientId: string): Promise<void> {
  await clientsOf(db).updateOne({ _id: clientId }, { $set: { status: "removed" } });
}

/** Takes the client out of every user's client list. */
export async function removeClientFromUsers(db: Db, clientId: string): Promise<void> {
  await usersOf(db).updateMany({ "clients.ids": clientId }, { $pull: { "clients.ids": clientId } });
}

export async function setFinancialPeriods(
  db: Db,
  clientId: string,
  periods: FinancialPeriodDoc[],
): Promise<void> {
  await clientsOf(db).updateOne({ _id: clientId }, { $set: { financialPeriods: periods } });
}
