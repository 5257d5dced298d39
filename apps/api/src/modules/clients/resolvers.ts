// Clients (spec 3): lists and detail in the caller's scope; creation, update, removal and the financial
// periods table for provider admins.
import type { Db } from "mongodb";
import type {
  Client,
  ClientPage,
  ClientResult,
  FinancialPeriod,
  FinancialPeriodsResult,
  MutationCreateClientArgs,
  MutationRemoveClientArgs,
  MutationUpdateClientArgs,
  MutationUpdateFinancialPeriodsArgs,
  QueryClientArgs,
  QueryClientsArgs,
  QueryFinancialPeriodsArgs,
  Resolvers,
  Result,
} from "../../generated/graphql";
import type { GraphQLContext } from "../../graphql/context";
import { operationsOver } from "../../graphql/operation";
import { message, textOf } from "@ledgerline/schemas/messages";
import {
  ERROR_CODES,
  failed,
  fieldError,
  forbidden,
  GraphQLFailure,
  isDuplicateKey,
  succeeded,
} from "../../platform/errors";
import { newId } from "../../platform/ids";
import { paging, searchPattern, text } from "../../platform/input";
import type { Access } from "../access/access";
import { personRef } from "../../model/users";
import { INVALID_CLIENT_FORM, keyFrom, readClientForm } from "./client-form";
import { clientPage } from "./client-list";
import type { ClientListFilter } from "./client-list";
import type { ClientDoc } from "../../model/clients";
import { CLIENT_STATUSES } from "../../model/clients";
import { checkFinancialPeriods } from "./periods";
import {
  ensureClientIndexes,
  insertClient,
  markClientRemoved,
  removeClientFromUsers,
  setFinancialPeriods,
  updateClientFields,
} from "./repository";
import type { AuditLog } from "../audits/repository";
import type { ClientCatalog } from "./client-catalog";

/** What the clients' operations use of the services (app.ts's services meet it). */
export interface ClientsServices {
  db: Db;
  audits: AuditLog;
  /** Forgets who every session belongs to after a client change (sessions/principal-cache.ts). */
  principals: { clear(): void };
  clients: ClientCatalog;
}

type Context = GraphQLContext<ClientsServices>;
const { securedOperation } = operationsOver<ClientsServices>();

export async function initClients(db: Db): Promise<void> {
  await ensureClientIndexes(db);
}

export function toClient(client: ClientDoc): Client {
  return {
    _id: client._id,
    importedId: client.importedId ?? null,
    key: client.key,
    name: client.name,
    officialName: client.officialName,
    clientType: client.clientType,
    clientConfigType: client.clientConfigType,
    institutionalForm: client.institutionalForm,
    profitProfile: client.profitProfile,
    status: client.status,
    worldRegion: client.worldRegion,
    yearOfOperationalStart: client.yearOfOperationalStart,
    address: {
      ...client.address,
      state: client.address?.state ?? null,
      box: client.address?.box ?? null,
      additional: client.address?.additional ?? null,
    },
    settings: client.settings,
    contacts: client.contacts ?? [],
    bottomDate: client.bottomDate ?? null,
    topDate: client.topDate ?? null,
    financialPeriods: sortedPeriods(client),
  };
}

function sortedPeriods(client: ClientDoc): FinancialPeriod[] {
  return [...(client.financialPeriods ?? [])].sort((a, b) => a.end - b.end);
}

/** A client the caller may change: FORBIDDEN outside a limited scope, NOT_FOUND (as data) for admins. */
async function clientToChange(access: Access, clientId: string): Promise<ClientDoc | null> {
  const client = await access.clientInScope(clientId);
  return client && client.status !== "removed" ? client : null;
}

async function insertWithKey(context: Context, client: Omit<ClientDoc, "key">): Promise<ClientDoc> {
  const base = keyFrom(client.name);
  for (let attempt = 1; attempt <= 50; attempt++) {
    const document: ClientDoc = { ...client, key: attempt === 1 ? base : `${base}-${attempt}` };
    try {
      await insertClient(context.services, document);
      return document;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw new Error(`No free client key for ${base}`);
}

export const clientsResolvers = {
  Query: {
    clients: securedOperation<QueryClientsArgs, ClientPage>(
      ["clients", "read"],
      "clients",
      async (args, context, access) => {
        const { skip, limit } = paging(args.skip, args.limit, 25);
        const statuses = (args.status ?? []).filter((status): status is ClientDoc["status"] =>
          (CLIENT_STATUSES as readonly string[]).includes(status),
        );
        const search = text(args.filter);
        const filter: ClientListFilter = {
          statuses,
          clientType: text(args.clientType),
          pattern: search !== "" ? searchPattern(search) : null,
        };
        const { results, total } = await clientPage(context.services.clients, access, filter, skip, limit);
        return { results: results.map(toClient), pageInfo: { total, limit, offset: skip } };
      },
    ),

    client: securedOperation<QueryClientArgs, Client | null>(
      ["clients", "read"],
      "client",
      async (args, context, access) => {
        const clientId = text(args.clientId);
        const key = text(args.key);
        if (clientId !== "") {
          const client = await access.clientInScope(clientId);
          return client ? toClient(client) : null;
        }
        if (key === "") throw new GraphQLFailure("Give a clientId or a key", ERROR_CODES.BAD_USER_INPUT);
        const client = await context.services.clients.byKey(key);
        if (access.scope.kind !== "all" && (!client || !access.clientVisible(client))) throw forbidden();
        return client ? toClient(client) : null;
      },
    ),

    financialPeriods: securedOperation<QueryFinancialPeriodsArgs, FinancialPeriod[]>(
      ["financialPeriods", "read"],
      "client",
      async (args, _context, access) => {
        const client = await access.clientInScope(args.clientId);
        if (!client) throw new GraphQLFailure("No client", ERROR_CODES.NOT_FOUND);
        return sortedPeriods(client);
      },
    ),
  },

  Mutation: {
    createClient: securedOperation<MutationCreateClientArgs, ClientResult>(
      ["clients", "create"],
      "all",
      async (args, context, access) => {
        const { fields, problems } = await readClientForm(context.services.db, args.client);
        if (!fields) return { ...problems.toError(INVALID_CLIENT_FORM), client: null };
        const client = await insertWithKey(context, { _id: newId(), ...fields, financialPeriods: [] });
        await context.services.audits.record({
          user: personRef(access.user),
          action: "createClient",
          description: "Created client",
          text: `${client.name} (${client.key})`,
          targets: [client._id],
        });
        return { ...succeeded(), client: toClient(client) };
      },
    ),

    updateClient: securedOperation<MutationUpdateClientArgs, ClientResult>(
      ["clients", "update"],
      "client",
      async (args, context, access) => {
        const existing = await clientToChange(access, args.clientId);
        if (!existing) return { ...failed(ERROR_CODES.NOT_FOUND, message("no-client")), client: null };
        const { fields, problems } = await readClientForm(context.services.db, args.client);
        if (!fields) return { ...problems.toError(INVALID_CLIENT_FORM), client: null };
        const optional = ["importedId", "bottomDate", "topDate"] as const;
        const unset: Record<string, ""> = Object.fromEntries(
          optional.filter((name) => fields[name] === undefined).map((name) => [name, ""]),
        );
        const updated = await updateClientFields(context.services, existing._id, fields, unset);
        await context.services.audits.record({
          user: personRef(access.user),
          action: "updateClient",
          description: "Updated client",
          text: `${fields.name} (${existing.key})`,
          targets: [existing._id],
        });
        return { ...succeeded(), client: updated ? toClient(updated) : null };
      },
    ),

    removeClient: securedOperation<MutationRemoveClientArgs, Result>(
      ["clients", "remove"],
      "client",
      async (args, context, access) => {
        const client = await clientToChange(access, args.clientId);
        if (!client) return failed(ERROR_CODES.NOT_FOUND, message("no-client"));
        if (text(args.clientName) !== client.name) {
          return failed(
            ERROR_CODES.BAD_USER_INPUT,
            message("client-remove-name-mismatch", { name: client.name }),
            [fieldError("clientName", message("client-remove-confirm-name"))],
          );
        }
        await markClientRemoved(context.services, client._id);
        // Client users keep no access to a removed client.
        await removeClientFromUsers(context.services.db, client._id);
        context.services.principals.clear();
        await context.services.audits.record({
          user: personRef(access.user),
          action: "removeClient",
          description: "Removed client",
          text: `${client.name} (${client.key})`,
          targets: [client._id],
        });
        return succeeded();
      },
    ),

    updateFinancialPeriods: securedOperation<MutationUpdateFinancialPeriodsArgs, FinancialPeriodsResult>(
      ["financialPeriods", "update"],
      "client",
      async (args, context, access) => {
        const client = await clientToChange(access, args.clientId);
        if (!client)
          return { ...failed(ERROR_CODES.NOT_FOUND, message("no-client")), financialPeriods: null };
        const { periods, problems } = checkFinancialPeriods(args.financialPeriods);
        if (!problems.empty)
          return {
            ...problems.toError(
              problems.list[0] ? textOf(problems.list[0]) : message("admin-clients-save-failed"),
            ),
            financialPeriods: null,
          };
        await setFinancialPeriods(context.services, client._id, periods);
        await context.services.audits.record({
          user: personRef(access.user),
          action: "updateFinancialPeriods",
          description: "Updated financial periods",
          text: `${client.name}: ${periods.map((period) => `${period.start}-${period.end}`).join(", ") || "none"}`,
          targets: [client._id],
        });
        return { ...succeeded(), financialPeriods: periods };
      },
    ),
  },
} satisfies Resolvers<Context>;
