// Where a user lands, and the clients their session offers (spec 1 §2): provider users go to /{product}/,
// client users to /client/{defaultClient}/, anyone else to /login.
import type { Access } from "../access/access";
import type { ClientCatalog } from "../clients/client-catalog";
import type { ClientDoc } from "../../model/clients";

/**
 * The clients a session lists (client switcher), removed ones left out, by name: a client user's own, a
 * regional user's regions'; none for users who see all.
 */
export async function sessionClients(clients: ClientCatalog, access: Access): Promise<ClientDoc[]> {
  if (access.scope.kind === "all") return [];
  return (await clients.visibleTo(access)).filter((client) => client.status !== "removed");
}

/** The default client of a client user: the first of their clients, in the order they were given. */
export function defaultClient(access: Access, clients: readonly ClientDoc[]): ClientDoc | null {
  if (!access.profile.isClient || access.scope.kind === "all") return null;
  for (const id of access.scope.clientIds) {
    const client = clients.find((candidate) => candidate._id === id);
    if (client) return client;
  }
  return null;
}

export function homePath(access: Access, clients: readonly ClientDoc[]): string {
  if (access.profile.isProvider) return `/${access.providerKey}/`;
  const client = defaultClient(access, clients);
  return client ? `/client/${client.key}/` : "/login";
}
