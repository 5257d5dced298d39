// The user form's rules (spec 3 §5): first name, last name, e-mail, roles and language required; choosing
// CLIENT-ADMIN adds CLIENT; CLIENT needs clients; {product}-RD and {product}-IM need regions; changing the
// roles clears clients and regions (what the form sends afterwards is what counts); a client user is not also
// a provider user. A client admin may only give client roles and their own clients.
import { message } from "@ledgerline/schemas/messages";
import { assignableRoles, isClientRole, isRegionalRole, withImpliedRoles } from "@ledgerline/schemas";
import type { Db } from "mongodb";
import type { UserInput } from "../../generated/graphql";
import { Problems, forbidden } from "../../platform/errors";
import { isEmail, text } from "../../platform/input";
import type { Access } from "../access/access";
import type { ClientCatalog } from "../clients/client-catalog";
import { readAddress, readCommunication } from "../reference/address";
import type { AddressDoc, CommunicationDoc, UserDoc } from "../../model/users";
import { USER_LANGUAGES, emailKey } from "../../model/users";
import { regionCount } from "./repository";

export interface UserFields {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  emailKey: string;
  roles: string[];
  language: string;
  address: AddressDoc | undefined;
  communication: CommunicationDoc[];
  clients: { ids: string[]; regions: string[] };
}

export const INVALID_USER_FORM = message("users-form-invalid");

export async function readUserForm(
  { db, clients }: { db: Db; clients: ClientCatalog },
  input: UserInput,
  access: Access,
  existing: UserDoc | null,
): Promise<{ fields: UserFields; problems: Problems }> {
  const problems = new Problems();
  const providerKey = access.providerKey;
  const firstName = text(input.firstName);
  const lastName = text(input.lastName);
  const email = text(input.email);
  const language = text(input.language);
  if (firstName === "") problems.add("firstName", message("field-required"));
  if (lastName === "") problems.add("lastName", message("field-required"));
  if (email === "") problems.add("email", message("field-required"));
  else if (!isEmail(email)) problems.add("email", message("email-invalid"));
  if (language === "") problems.add("language", message("field-required"));
  else if (!(USER_LANGUAGES as readonly string[]).includes(language))
    problems.add("language", message("language-unknown"));

  const roles = withImpliedRoles([
    ...new Set((input.roles ?? []).map((role) => role.trim()).filter((role) => role !== "")),
  ]);
  const allowed = assignableRoles(providerKey);
  if (roles.length === 0) problems.add("roles", message("field-required"));
  for (const role of roles)
    if (!allowed.includes(role)) problems.add("roles", message("role-unknown", { role }));
  const clientRoles = roles.some(isClientRole);
  const regionalRoles = roles.some((role) => isRegionalRole(role, providerKey));
  if (clientRoles && roles.some((role) => !isClientRole(role))) {
    problems.add("roles", message("roles-client-or-provider"));
  }
  if (!access.profile.isAdmin && roles.some((role) => !isClientRole(role))) {
    problems.add("roles", message("roles-client-only"));
  }

  // Changing the roles clears the scope: only what the form sends now counts. Unchanged roles keep the stored
  // scope unless the form sends a new one.
  const rolesChanged = !existing || !sameSet(existing.roles, roles);
  const ids = input.clients?.ids ?? (rolesChanged ? [] : (existing?.clients?.ids ?? []));
  const regions = input.clients?.regions ?? (rolesChanged ? [] : (existing?.clients?.regions ?? []));
  const scope = {
    ids: clientRoles ? [...new Set(ids)] : [],
    regions: regionalRoles ? [...new Set(regions)] : [],
  };
  if (clientRoles && scope.ids.length === 0) problems.add("clients.ids", message("user-clients-required"));
  if (regionalRoles && scope.regions.length === 0)
    problems.add("clients.regions", message("user-regions-required"));
  // Ids outside a client admin's own clients are refused as FORBIDDEN before anything is looked up, so the
  // answer says nothing about whether they exist.
  if (
    !access.profile.isAdmin &&
    scope.ids.some((id) => !(access.scope.kind === "limited" && access.scope.clientIds.includes(id)))
  ) {
    throw forbidden();
  }
  if (scope.ids.length > 0) {
    const found = (await clients.byIds(scope.ids)).filter((client) => client.status !== "removed");
    if (found.length !== scope.ids.length) problems.add("clients.ids", message("client-unknown"));
  }
  if (scope.regions.length > 0) {
    const found = await regionCount(db, scope.regions);
    if (found !== scope.regions.length) problems.add("clients.regions", message("region-unknown"));
  }

  const address = await readAddress(db, input.address, false, problems);
  const communication = readCommunication(input.communication, problems);
  return {
    problems,
    fields: {
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`.trim(),
      email,
      emailKey: emailKey(email),
      roles,
      language,
      address,
      communication,
      clients: scope,
    },
  };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}
