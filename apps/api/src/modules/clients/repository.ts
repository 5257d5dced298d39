// Every write of the `clients` collection the clients resolvers make, the read of one client by `_id`, and
// the indexes; also the one write to `users` that removing a client makes. Each write of a client is recorded
// in the client change feed right after it, so that every process's kept clients (client-catalog.ts) show it.
import type { Db } from "mongodb";
import { usersOf } from "../../model/users";
import type { ClientCatalog } from "./client-catalog";
import type { ClientFields } from "./client-form";
import { clientsOf } from "../../model/clients";
import type { ClientDoc, FinancialPeriodDoc } from "../../model/clients";

/** Where a client is written, and the kept clients its writes are recorded for. */
export interface ClientStore {
  db: Db;
  clients: ClientCatalog;
}

export async function ensureClientIndexes(db: Db): Promise<void> {
  await clientsOf(db).createIndex({ key: 1 }, { unique: true });
  await clientsOf(db).createIndex({ name: 1 });
  await clientsOf(db).createIndex({ worldRegion: 1 });
}

/** Throws the driver's duplicate key error (code 11000) when the key is taken. */
export async function insertClient(store: ClientStore, client: ClientDoc): Promise<void> {
  await clientsOf(store.db).insertOne(client);
  await store.clients.changed(client._id);
}

/**
 * Sets the form's fields, and unsets the optional ones it leaves out (`unset`: name → ""). Answers the client as
 * stored after the change (null when it is gone).
 */
export async function updateClientFields(
  store: ClientStore,
  clientId: string,
  fields: ClientFields,
  unset: Record<string, "">,
): Promise<ClientDoc | null> {
  const updated = await clientsOf(store.db).findOneAndUpdate(
    { _id: clientId },
    Object.keys(unset).length > 0 ? { $set: fields, $unset: unset } : { $set: fields },
    { returnDocument: "after" },
  );
  await store.clients.changed(clientId);
  return updated;
}

export async function markClientRemoved(store: ClientStore, clientId: string): Promise<void> {
  await clientsOf(store.db).updateOne({ _id: clientId }, { $set: { status: "removed" } });
  await store.clients.changed(clientId);
}

/** Takes the client out of every user's client list. */
export async function removeClientFromUsers(db: Db, clientId: string): Promise<void> {
  await usersOf(db).updateMany({ "clients.ids": clientId }, { $pull: { "clients.ids": clientId } });
}

export async function setFinancialPeriods(
  store: ClientStore,
  clientId: string,
  periods: FinancialPeriodDoc[],
): Promise<void> {
  await clientsOf(store.db).updateOne({ _id: clientId }, { $set: { financialPeriods: periods } });
  await store.clients.changed(clientId);
}
