// The clients page and the client search, answered from the kept clients (client-catalog.ts): on FerretDB
// 1.24 the filters they had read every client on every request. Each condition keeps the meaning of the
// MongoDB condition it replaces (a missing field never matches a search, `status` not "removed" includes a
// client without a status).
import type { Access } from "../access/access";
import type { ClientCatalog } from "./client-catalog";
import type { ClientDoc } from "../../model/clients";

export interface ClientListFilter {
  /** The statuses listed; none lists every client but the removed ones. */
  statuses: readonly ClientDoc["status"][];
  /** A stored client type; "" for every type. */
  clientType: string;
  /** Searched in name, official name, key and imported id (searchPattern); null for no search. */
  pattern: RegExp | null;
}

/** Whether any of the values is a string the pattern finds (MongoDB's `{ field: /pattern/ }`). */
function anyMatches(pattern: RegExp, values: readonly unknown[]): boolean {
  return values.some((value) => typeof value === "string" && pattern.test(value));
}

function listedBy(filter: ClientListFilter): (client: ClientDoc) => boolean {
  return (client) =>
    (filter.statuses.length > 0 ? filter.statuses.includes(client.status) : client.status !== "removed") &&
    (filter.clientType === "" || client.clientType === filter.clientType) &&
    (!filter.pattern ||
      anyMatches(filter.pattern, [client.name, client.officialName, client.key, client.importedId]));
}

/** One page of the clients in the user's scope the filter selects, by name, and how many it selects in all. */
export async function clientPage(
  catalog: ClientCatalog,
  access: Access,
  filter: ClientListFilter,
  skip: number,
  limit: number,
): Promise<{ results: ClientDoc[]; total: number }> {
  const selected = (await catalog.visibleTo(access)).filter(listedBy(filter));
  return { results: selected.slice(skip, skip + limit), total: selected.length };
}

/** The first clients by name in the user's scope, not removed, whose name, official name or key match. */
export async function clientsMatching(
  catalog: ClientCatalog,
  access: Access,
  pattern: RegExp,
  limit = 20,
): Promise<ClientDoc[]> {
  const matching = (await catalog.visibleTo(access)).filter(
    (client) =>
      client.status !== "removed" && anyMatches(pattern, [client.name, client.officialName, client.key]),
  );
  return matching.slice(0, limit);
}
