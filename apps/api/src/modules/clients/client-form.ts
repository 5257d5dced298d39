// The client form's rules (spec 3 §5): name, clientType, institutionalForm, profitProfile, status,
// officialName, worldRegion, yearOfOperationalStart, the address (country, city, postal code, street, nr),
// currency and reportingScale are required; each contact needs name, role and e-mail.
import { message } from "@ledgerline/schemas/messages";
import { CLIENT_CONFIG_TYPES, CLIENT_TYPES, configTypeOf } from "@ledgerline/schemas";
import type { Db } from "mongodb";
import type { ClientInput } from "../../generated/graphql";
import { Problems } from "../../platform/errors";
import { isEmail, optionalText, text } from "../../platform/input";
import { readAddress } from "../reference/address";
import { regionById } from "../reference/repository";
import type { ClientDoc } from "../../model/clients";
import { CLIENT_SCALES, CLIENT_STATUSES, INSTITUTIONAL_FORMS, PROFIT_PROFILES } from "../../model/clients";

export const INVALID_CLIENT_FORM = message("admin-clients-form-invalid");

export type ClientFields = Omit<ClientDoc, "_id" | "key" | "financialPeriods">;

function oneOf<T extends string>(
  problems: Problems,
  field: string,
  value: string,
  choices: readonly T[],
): T | undefined {
  if (value === "") {
    problems.add(field, message("field-required"));
    return undefined;
  }
  if (!(choices as readonly string[]).includes(value)) {
    problems.add(field, message("one-of", { choices: choices.join(", ") }));
    return undefined;
  }
  return value as T;
}

function monthNumber(
  problems: Problems,
  field: string,
  value: number | null | undefined,
): number | undefined {
  if (value === null || value === undefined) return undefined;
  const month = value % 100;
  if (!Number.isInteger(value) || value < 190001 || value > 299912 || month < 1 || month > 12) {
    problems.add(field, message("month-invalid"));
    return undefined;
  }
  return value;
}

export async function readClientForm(
  db: Db,
  input: ClientInput,
): Promise<{ fields: ClientFields | null; problems: Problems }> {
  const problems = new Problems();
  const name = text(input.name);
  const officialName = text(input.officialName);
  if (name === "") problems.add("name", message("field-required"));
  if (officialName === "") problems.add("officialName", message("field-required"));
  const clientType = oneOf(problems, "clientType", text(input.clientType), CLIENT_TYPES);
  const institutionalForm = oneOf(
    problems,
    "institutionalForm",
    text(input.institutionalForm),
    INSTITUTIONAL_FORMS,
  );
  const profitProfile = oneOf(problems, "profitProfile", text(input.profitProfile), PROFIT_PROFILES);
  const status = oneOf(
    problems,
    "status",
    text(input.status),
    CLIENT_STATUSES.filter((s) => s !== "removed"),
  );
  const configText = text(input.clientConfigType);
  const clientConfigType =
    configText === ""
      ? clientType
        ? configTypeOf(clientType)
        : undefined
      : oneOf(problems, "clientConfigType", configText, CLIENT_CONFIG_TYPES);

  const worldRegion = text(input.worldRegion);
  if (worldRegion === "") problems.add("worldRegion", message("field-required"));
  else if (!(await regionById(db, worldRegion))) problems.add("worldRegion", message("region-unknown"));

  const year = input.yearOfOperationalStart;
  const thisYear = new Date().getUTCFullYear();
  if (year === null || year === undefined) problems.add("yearOfOperationalStart", message("field-required"));
  else if (!Number.isInteger(year) || year < 1800 || year > thisYear)
    problems.add("yearOfOperationalStart", message("year-range", { year: thisYear }));

  const address = await readAddress(db, input.address, true, problems);

  const currency = text(input.settings?.currency).toUpperCase();
  if (currency === "") problems.add("settings.currency", message("field-required"));
  else if (!/^[A-Z]{3}$/.test(currency))
    problems.add("settings.currency", message("admin-clients-currency-invalid"));
  const scale = input.settings?.reportingScale;
  if (scale === null || scale === undefined)
    problems.add("settings.reportingScale", message("field-required"));
  else if (!(CLIENT_SCALES as readonly number[]).includes(scale))
    problems.add("settings.reportingScale", message("one-of", { choices: CLIENT_SCALES.join(", ") }));
  const periodEnd = {
    day: input.settings?.financialPeriodEnd?.day ?? 31,
    month: input.settings?.financialPeriodEnd?.month ?? 12,
  };
  const validEnd =
    Number.isInteger(periodEnd.month) &&
    periodEnd.month >= 1 &&
    periodEnd.month <= 12 &&
    Number.isInteger(periodEnd.day) &&
    periodEnd.day >= 1 &&
    periodEnd.day <= new Date(Date.UTC(2001, periodEnd.month, 0)).getUTCDate();
  if (!validEnd) problems.add("settings.financialPeriodEnd", message("day-of-year-invalid"));

  const contacts = (input.contacts ?? []).map((contact, index) => {
    const entry = { name: text(contact.name), role: text(contact.role), email: text(contact.email) };
    if (entry.name === "") problems.add(`contacts.${index}.name`, message("field-required"));
    if (entry.role === "") problems.add(`contacts.${index}.role`, message("field-required"));
    if (entry.email === "") problems.add(`contacts.${index}.email`, message("field-required"));
    else if (!isEmail(entry.email)) problems.add(`contacts.${index}.email`, message("email-invalid"));
    return entry;
  });

  const bottomDate = monthNumber(problems, "bottomDate", input.bottomDate);
  const topDate = monthNumber(problems, "topDate", input.topDate);
  if (bottomDate !== undefined && topDate !== undefined && bottomDate > topDate)
    problems.add("topDate", message("top-date-after-bottom"));

  if (
    !problems.empty ||
    !clientType ||
    !institutionalForm ||
    !profitProfile ||
    !status ||
    !clientConfigType ||
    !address ||
    year == null ||
    scale == null
  ) {
    return { fields: null, problems };
  }
  const fields: ClientFields = {
    name,
    officialName,
    clientType,
    clientConfigType,
    institutionalForm,
    profitProfile,
    status,
    worldRegion,
    yearOfOperationalStart: year,
    address,
    settings: { financialPeriodEnd: periodEnd, currency, reportingScale: scale },
    contacts,
  };
  const importedId = optionalText(input.importedId);
  if (importedId !== undefined) fields.importedId = importedId;
  if (bottomDate !== undefined) fields.bottomDate = bottomDate;
  if (topDate !== undefined) fields.topDate = topDate;
  return { fields, problems };
}

/** A key from a name: lower case, letters and digits, dashes between words ("Banco Andes S.A." → banco-andes-s-a). */
export function keyFrom(name: string): string {
  const key = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return key === "" ? "client" : key;
}
