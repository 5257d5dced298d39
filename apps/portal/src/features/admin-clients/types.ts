// Shapes of the admin clients screens, as the API's clients module answers them (the operation types generated
// from the API's schema), and the choices the client form offers.
import { CLIENT_SCALES, CLIENT_STATUSES } from "@ledgerline/schemas/coded-values";
import type {
  AdminClientQuery,
  AdminClientReferenceQuery,
  AdminClientsQuery,
  RemoveClientMutation,
} from "../../api/generated/operations";

export { INSTITUTIONAL_FORMS, PROFIT_PROFILES } from "@ledgerline/schemas/coded-values";
/** The schema's client statuses (status is a String in the API's schema). */
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
/** removed is what removeClient sets; the form offers the others. */
export const FORM_STATUSES = CLIENT_STATUSES.filter(
  (status): status is Exclude<ClientStatus, "removed"> => status !== "removed",
);
/** Reporting scale options (spec 3 §3). */
export const REPORTING_SCALES = CLIENT_SCALES;

/** A refusal, with the form fields it concerns. */
export type ApiError = NonNullable<RemoveClientMutation["removeClient"]["error"]>;

export type ClientPage = AdminClientsQuery["clients"];
export type ClientRow = ClientPage["results"][number];

export type AdminClient = NonNullable<AdminClientQuery["client"]>;
export type FinancialPeriod = AdminClient["financialPeriods"][number];
export type Contact = AdminClient["contacts"][number];

export type Reference = AdminClientReferenceQuery;
