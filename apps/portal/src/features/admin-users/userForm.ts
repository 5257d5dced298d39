// The user form's values: from a stored user, to the API's UserInput, and the API's field errors back onto
// the form's fields. The rules themselves are in roles.ts (roles, scope) and on the form's items.
import type { FormInstance } from "antd";
import type { Address, CommunicationItem } from "../../api/types";
import { localizeWording } from "../../i18n/apiMessages";
import type { Translate } from "../../i18n/useT";
import { needsClients, needsRegions } from "./roles";
import type { AdminUser, ApiError } from "./types";

export const ADDRESS_FIELDS = [
  "country",
  "state",
  "city",
  "postalcode",
  "street",
  "nr",
  "box",
  "additional",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export interface UserFormValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  roles?: string[];
  language?: string;
  clients?: { ids?: string[]; regions?: string[] };
  /** country holds the country id. */
  address?: Partial<Record<AddressField, string>>;
  communication?: CommunicationItem[];
}

/** The form's start: the stored user, or a new one in English without roles. */
export function initialUserValues(user: AdminUser | null): UserFormValues {
  if (!user) return { roles: [], language: "en", clients: { ids: [], regions: [] }, communication: [] };
  const address: Partial<Address> = user.address ?? {};
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: [...user.roles],
    language: user.language,
    clients: { ids: [...user.clients.ids], regions: [...user.clients.regions] },
    address: Object.fromEntries(
      ADDRESS_FIELDS.map((field) => [field, address[field] ?? undefined]),
    ) as UserFormValues["address"],
    communication: user.communication.map((item) => ({ ...item })),
  };
}

const trimmed = (value: string | undefined) => value?.trim() ?? "";

/** Whether any address field is filled in: an address is optional, but one that is given needs its country. */
export function hasAddress(address: UserFormValues["address"]): boolean {
  return ADDRESS_FIELDS.some((field) => trimmed(address?.[field]) !== "");
}

/** The API's UserInput. The scope is sent only for the roles that have one, so a changed role drops it. */
export function toUserInput(values: UserFormValues, providerKey: string) {
  const roles = values.roles ?? [];
  const address = values.address ?? {};
  return {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    email: trimmed(values.email),
    roles,
    language: values.language,
    clients: {
      ids: needsClients(roles) ? (values.clients?.ids ?? []) : [],
      regions: needsRegions(roles, providerKey) ? (values.clients?.regions ?? []) : [],
    },
    address: hasAddress(address)
      ? Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, trimmed(address[field])]))
      : null,
    communication: (values.communication ?? []).map((item) => ({
      type: item.type.trim(),
      value: item.value.trim(),
    })),
  };
}

/**
 * The API's field errors as form fields: paths as they are (firstName, clients.ids, address.country), except
 * the communication list's items (communication.0.type), which the list shows as a whole.
 */
export function fieldErrorsOf<Values>(
  error: Pick<ApiError, "fields">,
  t: Translate,
): Parameters<FormInstance<Values>["setFields"]>[0] {
  const byField = new Map<string, string[]>();
  for (const problem of error.fields) {
    const path = problem.field.startsWith("communication.") ? "communication" : problem.field;
    byField.set(path, [...(byField.get(path) ?? []), localizeWording(t, problem)]);
  }
  const fields = [...byField].map(([path, errors]) => ({
    name: path.split("."),
    errors: [...new Set(errors)],
  }));
  // The API names fields at run time; the form's typed names cannot be checked against them statically.
  return fields as Parameters<FormInstance<Values>["setFields"]>[0];
}
