// Every client, kept in the API process (platform/kept-collection.ts) for the reads that select clients by
// scope, status, type or text: the clients page, the session's clients, the client search, the reporting,
// export and covenant monitor scopes, and the clients of an investments page. Every writer of a client
// records it in the client change feed (`clientChanges`) through `changed` (docs/architecture.md, "Kept in
// the process").
import type { Db } from "mongodb";
import { KEPT_RELOAD_MS, KeptCollection } from "../../platform/kept-collection";
import type { Order } from "../../platform/kept-collection";
import type { Access } from "../access/access";
import type { ClientDoc } from "../../model/clients";

/** The client change feed's collection. */
export const CLIENT_CHANGES = "clientChanges";

// One group: clients are few (thousands at most), so a scope is a filter of one pass over all of them in
// name order (the order its lists need) rather than a union of groups.
const EVERY_CLIENT = "all";

/** The order of every list of clients: by name, ties by `_id` so that pages never overlap. */
export const CLIENTS_BY_NAME: Order = [
  { path: "name", direction: 1 },
  { path: "_id", direction: 1 },
];

export class ClientCatalog extends KeptCollection<ClientDoc> {
  constructor(db: Db, reloadMs = KEPT_RELOAD_MS) {
    super(db, { collection: "clients", feed: CLIENT_CHANGES, groupOf: () => EVERY_CLIENT, reloadMs });
  }

  /**
   * The clients the user may see (`Access.clientVisible`, the meaning of `Access.clientFilter()`), removed
   * ones included, by name. A new array of the kept documents: callers must not change the documents.
   */
  async visibleTo(access: Access): Promise<ClientDoc[]> {
    return (await this.sorted(CLIENTS_BY_NAME)).filter((client) => access.clientVisible(client));
  }

  /** The clients of these ids that exist, each once, in the order of the ids. */
  async byIds(ids: readonly string[]): Promise<ClientDoc[]> {
    if (ids.length === 0) return [];
    const clients = await this.all();
    return [...new Set(ids)].flatMap((id) => clients.get(id) ?? []);
  }

  async byKey(key: string): Promise<ClientDoc | null> {
    for (const client of (await this.all()).values()) if (client.key === key) return client;
    return null;
  }
}
