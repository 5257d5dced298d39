// The client form (spec 3 §5). The client the form would write is checked against the Client schema of
// @ledgerline/schemas, the one home of its rules: the required fields, the lists (client type, template family,
// institutional form, profit profile, status, reporting scale), the currency code, the year's, day's and months'
// ranges and the contacts' name, role and e-mail. Each issue the schema finds is worded with the field message
// the portal shows. What a schema cannot say stays here: the region must exist (the address's country is
// looked up by readAddress), the year of operational start is not after this year, the financial year's end is
// a day of its month, a month is yyyymm with mm 01–12, bottomDate is not after topDate, and only removeClient
// sets the status "removed".
import { message } from "@ledgerline/schemas/messages";
import {
  CLIENT_CONFIG_TYPES,
  CLIENT_TYPES,
  Client,
  configTypeOf,
  daysInMonth,
  validate,
} from "@ledgerline/schemas";
import type { ValidationIssue } from "@ledgerline/schemas";
import type { Db } from "mongodb";
import type { ClientInput } from "../../generated/graphql";
import { Problems } from "../../platform/errors";
import type { Text } from "../../platform/errors";
import { optionalText, text } from "../../platform/input";
import { pointerTokens, valueAtTokens, hasFieldProblem } from "../../platform/schema-issues";
import { readAddress } from "../reference/address";
import { regionById } from "../reference/repository";
import type { AddressDoc } from "../../model/users";
import type { ClientDoc } from "../../model/clients";
import { CLIENT_SCALES, CLIENT_STATUSES, INSTITUTIONAL_FORMS, PROFIT_PROFILES } from "../../model/clients";

export const INVALID_CLIENT_FORM = message("admin-clients-form-invalid");

export type ClientFields = Omit<ClientDoc, "_id" | "key" | "financialPeriods">;

/** The statuses the form sets: a client is removed by removeClient, which asks for its name. */
const FORM_STATUSES = CLIENT_STATUSES.filter((status) => status !== "removed");

/** What the form does not set is stood in for by values the schema accepts: the id, the key, the periods. */
const STAND_INS = { _id: "000000000000000000000000", key: "client", financialPeriods: [] };

/** A financial year's end recurs every year, so 29 February is not one: days are those of a common year. */
const COMMON_YEAR = 2001;

function oneOf(choices: ReadonlyArray<string | number>): Text {
  return message("one-of", { choices: choices.join(", ") });
}

/** The field a schema issue is shown on: the day and the month of the financial year's end are one field. */
function fieldOf(tokens: readonly string[]): string {
  const field = tokens.join(".");
  return field.startsWith("settings.financialPeriodEnd.") ? "settings.financialPeriodEnd" : field;
}

/** The portal's message for a value the schema refuses at `field`; the schema's own words for any other. */
function wordingOf(field: string, thisYear: number): Text | undefined {
  switch (field) {
    case "clientType":
      return oneOf(CLIENT_TYPES);
    case "clientConfigType":
      return oneOf(CLIENT_CONFIG_TYPES);
    case "institutionalForm":
      return oneOf(INSTITUTIONAL_FORMS);
    case "profitProfile":
      return oneOf(PROFIT_PROFILES);
    case "status":
      return oneOf(FORM_STATUSES);
    case "worldRegion":
      return message("region-unknown");
    case "yearOfOperationalStart":
      return message("year-range", { year: thisYear });
    case "settings.currency":
      return message("admin-clients-currency-invalid");
    case "settings.reportingScale":
      return oneOf(CLIENT_SCALES);
    case "settings.financialPeriodEnd":
      return message("day-of-year-invalid");
    case "bottomDate":
    case "topDate":
      return message("month-invalid");
    default:
      return /^contacts\.\d+\.email$/.test(field) ? message("email-invalid") : undefined;
  }
}

/** The schema's issues as field problems: a missing or empty value is required, any other is worded. */
function addSchemaIssues(
  problems: Problems,
  client: object,
  issues: readonly ValidationIssue[],
  thisYear: number,
): void {
  for (const issue of issues) {
    const tokens = pointerTokens(issue.pointer);
    const field = fieldOf(tokens);
    if (hasFieldProblem(problems, field)) continue;
    const value = valueAtTokens(client, tokens);
    const missing = value === undefined || value === null || value === "";
    problems.add(field, missing ? message("field-required") : (wordingOf(field, thisYear) ?? issue.message));
  }
}

/** The client as the form gives it: texts trimmed, the currency in capitals, the defaults of spec 3 §3. */
function clientOf(input: ClientInput, address: AddressDoc | undefined) {
  const clientType = text(input.clientType);
  const importedId = optionalText(input.importedId);
  return {
    ...(importedId !== undefined ? { importedId } : {}),
    name: text(input.name),
    officialName: text(input.officialName),
    clientType,
    // Left out, the template family follows the client type.
    clientConfigType: text(input.clientConfigType) || configTypeOf(clientType),
    institutionalForm: text(input.institutionalForm),
    profitProfile: text(input.profitProfile),
    status: text(input.status),
    worldRegion: text(input.worldRegion),
    yearOfOperationalStart: input.yearOfOperationalStart ?? undefined,
    address,
    settings: {
      financialPeriodEnd: {
        day: input.settings?.financialPeriodEnd?.day ?? 31,
        month: input.settings?.financialPeriodEnd?.month ?? 12,
      },
      currency: text(input.settings?.currency).toUpperCase(),
      reportingScale: input.settings?.reportingScale ?? undefined,
    },
    contacts: (input.contacts ?? []).map((contact) => ({
      name: text(contact.name),
      role: text(contact.role),
      email: text(contact.email),
    })),
    ...(input.bottomDate != null ? { bottomDate: input.bottomDate } : {}),
    ...(input.topDate != null ? { topDate: input.topDate } : {}),
  };
}

/** A month the schema's range lets through may still name no month (202413). */
function isMonth(value: number): boolean {
  const month = value % 100;
  return month >= 1 && month <= 12;
}

/** The rules a schema cannot say; each speaks only for a field the schema found nothing wrong with. */
async function addFormRules(
  db: Db,
  problems: Problems,
  client: ReturnType<typeof clientOf>,
  thisYear: number,
): Promise<void> {
  const fine = (field: string) => !hasFieldProblem(problems, field);
  if (fine("status") && client.status === "removed") problems.add("status", oneOf(FORM_STATUSES));
  if (fine("worldRegion") && !(await regionById(db, client.worldRegion)))
    problems.add("worldRegion", message("region-unknown"));
  const year = client.yearOfOperationalStart;
  if (fine("yearOfOperationalStart") && year !== undefined && year > thisYear)
    problems.add("yearOfOperationalStart", message("year-range", { year: thisYear }));
  const { day, month } = client.settings.financialPeriodEnd;
  if (fine("settings.financialPeriodEnd") && day > daysInMonth(COMMON_YEAR, month))
    problems.add("settings.financialPeriodEnd", message("day-of-year-invalid"));
  for (const field of ["bottomDate", "topDate"] as const) {
    const value = client[field];
    if (fine(field) && value !== undefined && !isMonth(value)) problems.add(field, message("month-invalid"));
  }
  const { bottomDate, topDate } = client;
  if (
    fine("bottomDate") &&
    fine("topDate") &&
    bottomDate !== undefined &&
    topDate !== undefined &&
    bottomDate > topDate
  )
    problems.add("topDate", message("top-date-after-bottom"));
}

export async function readClientForm(
  db: Db,
  input: ClientInput,
): Promise<{ fields: ClientFields | null; problems: Problems }> {
  const problems = new Problems();
  const thisYear = new Date().getUTCFullYear();
  const address = await readAddress(db, input.address, true, problems);
  const client = clientOf(input, address);
  const checked = validate(Client, { ...STAND_INS, ...client });
  if (!checked.ok) addSchemaIssues(problems, client, checked.errors, thisYear);
  await addFormRules(db, problems, client, thisYear);
  if (!problems.empty || !checked.ok) return { fields: null, problems };
  const { _id: _standInId, key: _standInKey, financialPeriods: _standInPeriods, ...fields } = checked.value;
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
