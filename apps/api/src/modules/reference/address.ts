// Reading an address from a form. The country may be given by id or by name (the registration form's
// dropdown uses the name as its value); it is stored as the country id plus its name.
import { message } from "@ledgerline/schemas/messages";
import type { Db } from "mongodb";
import type { Problems } from "../../platform/errors";
import { optionalText, text } from "../../platform/input";
import type { AddressDoc } from "../../model/users";
import { findCountry } from "./repository";

export interface AddressInputShape {
  country?: string | null;
  countryName?: string | null;
  state?: string | null;
  city?: string | null;
  postalcode?: string | null;
  street?: string | null;
  nr?: string | null;
  box?: string | null;
  additional?: string | null;
}

const REQUIRED = ["city", "postalcode", "street", "nr"] as const;

/**
 * Checks an address. `required`: country, city, postal code, street and number must be there (registration,
 * clients); otherwise the address may be left out entirely, and when given it needs only a known country.
 */
export async function readAddress(
  db: Db,
  input: AddressInputShape | null | undefined,
  required: boolean,
  problems: Problems,
  prefix = "address",
): Promise<AddressDoc | undefined> {
  const countryText = text(input?.country) || text(input?.countryName);
  const anything = input && Object.values(input).some((value) => text(value) !== "");
  if (!required && !anything) return undefined;

  const country = await findCountry(db, countryText);
  if (countryText === "") problems.add(`${prefix}.country`, message("field-required"));
  else if (!country) problems.add(`${prefix}.country`, message("country-unknown"));
  if (required) {
    for (const name of REQUIRED) {
      if (text(input?.[name]) === "") problems.add(`${prefix}.${name}`, message("field-required"));
    }
  }
  if (!country) return undefined;
  const address: AddressDoc = {
    country: country._id,
    countryName: country.name,
    city: text(input?.city),
    postalcode: text(input?.postalcode),
    street: text(input?.street),
    nr: text(input?.nr),
  };
  const state = optionalText(input?.state);
  const box = optionalText(input?.box);
  const additional = optionalText(input?.additional);
  if (state !== undefined) address.state = state;
  if (box !== undefined) address.box = box;
  if (additional !== undefined) address.additional = additional;
  return address;
}

export function readCommunication(
  input: ReadonlyArray<{ type?: string | null; value?: string | null }> | null | undefined,
  problems: Problems,
): Array<{ type: string; value: string }> {
  return (input ?? []).map((item, index) => {
    const type = text(item.type);
    const value = text(item.value);
    if (type === "") problems.add(`communication.${index}.type`, message("field-required"));
    if (value === "") problems.add(`communication.${index}.value`, message("field-required"));
    return { type, value };
  });
}
