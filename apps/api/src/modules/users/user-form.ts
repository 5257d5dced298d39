// The user form (spec 3 §5). A person's fields are checked against the User schema of @ledgerline/schemas,
// the one home of their rules: first name, last name, e-mail, language and at least one role required, the
// e-mail an address, the language one of the user languages, each communication item with type and value; the
// scope against the package's user rules: client users need clients, Regional Directors and Investment Managers
// regions. Each issue is worded with the field message the portal shows. What a schema cannot say stays here:
// choosing CLIENT-ADMIN adds CLIENT; the roles this provider assigns; a client user is not also a provider user;
// a client admin only gives client roles and their own clients; changing the roles clears clients and regions
// (what the form sends afterwards is what counts); clients, regions and the address's country must exist.
import { message } from "@ledgerline/schemas/messages";
import {
  User,
  assignableRoles,
  isClientRole,
  isRegionalRole,
  userRules,
  validate,
  withImpliedRoles,
} from "@ledgerline/schemas";
import type { ValidationIssue } from "@ledgerline/schemas";
import type { Db } from "mongodb";
import type { UserInput } from "../../generated/graphql";
import { Problems, forbidden } from "../../platform/errors";
import type { Text } from "../../platform/errors";
import { text } from "../../platform/input";
import { pointerTokens, valueAtTokens, hasFieldProblem, isMissingValue } from "../../platform/schema-issues";
import type { Access } from "../access/access";
import type { ClientCatalog } from "../clients/client-catalog";
import { readAddress, readCommunication } from "../reference/address";
import type { AddressDoc, CommunicationDoc, UserDoc } from "../../model/users";
import { emailKey } from "../../model/users";
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

/** The fields of a user a form sends: all of these in the user form; no e-mail, roles or scope in registration. */
export interface SentUserFields {
  firstName: string;
  lastName: string;
  language: string;
  communication: CommunicationDoc[];
  address?: AddressDoc | undefined;
  email?: string;
  roles?: string[];
  clients?: { ids: string[]; regions: string[] };
}

/**
 * What a form does not send is stood in for by values the schema and the user rules accept; their issues are
 * not the form's and are left out.
 */
const STAND_IN_USER = {
  _id: "000000000000000000000000",
  created: "2000-01-01T00:00:00.000Z",
  fullName: "Stand-in",
  email: "stand-in@example.org",
  lastLogin: null,
  status: "INVITED",
  changeLog: [],
  roles: ["CLIENT"],
  clients: { ids: ["000000000000000000000000"], regions: [] },
};

/** The field of an issue and the portal's message for it; the schema's own words where the portal has none. */
function problemOf(issue: ValidationIssue, user: object): { field: string; text: Text } {
  const tokens = pointerTokens(issue.pointer);
  const [head, list] = tokens;
  if (head === "clients") {
    const field = `clients.${list}`;
    const isIds = list === "ids";
    // An id in the list is refused by the schema (no id of a client or region); the list as a whole by the rules.
    if (tokens.length > 2) return { field, text: message(isIds ? "client-unknown" : "region-unknown") };
    return { field, text: message(isIds ? "user-clients-required" : "user-regions-required") };
  }
  const field = tokens.join(".");
  if (isMissingValue(valueAtTokens(user, tokens))) return { field, text: message("field-required") };
  if (field === "email") return { field, text: message("email-invalid") };
  if (field === "language") return { field, text: message("language-unknown") };
  return { field, text: issue.message };
}

/**
 * Checks the fields a form sends against the User schema, and the scope (when sent) against the user rules of
 * @ledgerline/schemas; adds each issue as the field message the portal shows, once per field.
 */
export function checkUserFields(sent: SentUserFields, problems: Problems): void {
  const user = {
    ...STAND_IN_USER,
    ...sent,
    clients: { ...(sent.clients ?? STAND_IN_USER.clients), nameList: [] },
  };
  const checked = validate(User, user);
  const issues = [...(checked.ok ? [] : checked.errors), ...userRules(user as User)];
  for (const issue of issues) {
    const head = pointerTokens(issue.pointer)[0];
    if (head === undefined || !(head in sent)) continue;
    const problem = problemOf(issue, user);
    if (!hasFieldProblem(problems, problem.field)) problems.add(problem.field, problem.text);
  }
}

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

  const roles = withImpliedRoles([
    ...new Set((input.roles ?? []).map((role) => role.trim()).filter((role) => role !== "")),
  ]);
  const allowed = assignableRoles(providerKey);
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
  // Ids outside a client admin's own clients are refused as FORBIDDEN before anything is looked up, so the
  // answer says nothing about whether they exist.
  if (
    !access.profile.isAdmin &&
    scope.ids.some((id) => !(access.scope.kind === "limited" && access.scope.clientIds.includes(id)))
  ) {
    throw forbidden();
  }

  // An optional address needs only a known country (readAddress), as the portal's form asks: it is not held to
  // the schema's complete Address here (see docs/api.md).
  const address = await readAddress(db, input.address, false, problems);
  const communication = readCommunication(input.communication, problems);
  // The roles the user would get: those this provider assigns (the others are refused above, by name).
  const kept = roles.filter((role) => allowed.includes(role));
  checkUserFields(
    { firstName, lastName, email, language, communication, roles: kept, clients: scope },
    problems,
  );

  if (scope.ids.length > 0 && !hasFieldProblem(problems, "clients.ids")) {
    const found = (await clients.byIds(scope.ids)).filter((client) => client.status !== "removed");
    if (found.length !== scope.ids.length) problems.add("clients.ids", message("client-unknown"));
  }
  if (scope.regions.length > 0 && !hasFieldProblem(problems, "clients.regions")) {
    const found = await regionCount(db, scope.regions);
    if (found !== scope.regions.length) problems.add("clients.regions", message("region-unknown"));
  }
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
