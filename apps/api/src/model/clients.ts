// The stored shape of clients: `@ledgerline/schemas`' Client, which validates them, is the one definition.
import type { Client, Contact, FinancialPeriod } from "@ledgerline/schemas";
import type { Db } from "mongodb";

export { CLIENT_SCALES, CLIENT_STATUSES, INSTITUTIONAL_FORMS } from "@ledgerline/schemas";
export { PROFIT_PROFILES } from "@ledgerline/schemas/coded-values";

export type FinancialPeriodDoc = FinancialPeriod;
export type ContactDoc = Contact;
export type ClientDoc = Client;

/** The `clients` collection: written by the clients module; read by `_id` by others too (access checks). */
export function clientsOf(db: Db) {
  return db.collection<ClientDoc>("clients");
}
