// How a stored user is shown through GraphQL: the `User` type, with the names of the user's clients.
import type { User } from "../../generated/graphql";
import type { UserDoc } from "../../model/users";
import type { ClientCatalog } from "../clients/client-catalog";

/** The names of the users' clients, from the kept clients. */
export async function clientNames(
  clients: ClientCatalog,
  users: readonly UserDoc[],
): Promise<Map<string, string>> {
  const ids = [...new Set(users.flatMap((user) => user.clients?.ids ?? []))];
  return new Map((await clients.byIds(ids)).map((client) => [client._id, client.name]));
}

export function toUser(user: UserDoc, names: ReadonlyMap<string, string>): User {
  const ids = user.clients?.ids ?? [];
  const invitation = user.invitation;
  return {
    _id: user._id,
    created: user.created ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    email: user.email,
    lastLogin: user.lastLogin ?? null,
    address: user.address
      ? {
          country: user.address.country,
          countryName: user.address.countryName,
          state: user.address.state ?? null,
          city: user.address.city,
          postalcode: user.address.postalcode,
          street: user.address.street,
          nr: user.address.nr,
          box: user.address.box ?? null,
          additional: user.address.additional ?? null,
        }
      : null,
    communication: user.communication ?? [],
    userAccountId: user.userAccountId ?? null,
    language: user.language,
    status: user.status,
    statusMessage: user.statusMessage ?? null,
    changeLog: (user.changeLog ?? []).map((entry) => ({ ...entry, actionBy: { ...entry.actionBy } })),
    roles: user.roles,
    invitation: invitation
      ? {
          mailId: invitation.mailId ?? null,
          lastSendOfInvite: invitation.lastSendOfInvite ?? null,
          expirationDate: invitation.expirationDate ?? null,
          fulfilled: invitation.fulfilled ?? false,
          declinedAt: invitation.declinedAt ?? null,
          creator: invitation.creator ?? null,
          sents: invitation.sents ?? [],
          bounced: invitation.bounced ?? [],
        }
      : null,
    clients: {
      ids,
      regions: user.clients?.regions ?? [],
      nameList: ids.map((id) => names.get(id)).filter((name): name is string => name !== undefined),
    },
  };
}
