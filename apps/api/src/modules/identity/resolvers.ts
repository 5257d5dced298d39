// whoAmI, essentials and updateLanguage: what the portal asks about the signed-in user.
import { CLIENT_TYPES } from "@ledgerline/schemas";
import type {
  Essentials,
  FormConfigSummary,
  MutationUpdateLanguageArgs,
  ReportConfigSummary,
  Resolvers,
  Result,
  Translated,
  WhoAmI,
} from "../../generated/graphql";
import { operationsOver, requireAccess } from "../../graphql/operation";
import { message } from "@ledgerline/schemas/messages";
import { ERROR_CODES, failed, fieldError, succeeded } from "../../platform/errors";
import { text } from "../../platform/input";
import type { Access } from "../access/access";
import { USER_LANGUAGES, personRef } from "../../model/users";
import type { UserDoc } from "../../model/users";
import { defaultClient, homePath, sessionClients } from "./home";
import { formConfigsOfTypes, regionsById, reportConfigsOfTypes, setUserLanguage } from "./repository";
import type { TemplateDoc } from "./repository";
import type { Db } from "mongodb";
import type { AuditLog } from "../audits/repository";
import type { ClientCatalog } from "../clients/client-catalog";
import type { GraphQLContext } from "../../graphql/context";

/** What the identity operations use of the services (app.ts's services meet it). */
export interface IdentityServices {
  db: Db;
  audits: AuditLog;
  /** Forgets who a user's sessions belong to after a change (sessions/principal-cache.ts). */
  principals: { forgetUser(userId: string): void };
  clients: ClientCatalog;
}

type Context = GraphQLContext<IdentityServices>;
const { publicOperation, securedOperation } = operationsOver<IdentityServices>();

const FORM_CATEGORIES = ["organisation", "financial", "social", "statistics"] as const;

/** What these reads use: the database, and the kept clients for the session's clients. */
type Reads = Pick<IdentityServices, "db" | "clients">;

async function whoAmI(services: Reads, access: Access): Promise<WhoAmI> {
  const user = access.user;
  const clients = await sessionClients(services.clients, access);
  const fallback = defaultClient(access, clients);
  const regionIds = access.scope.kind === "limited" ? [...access.scope.regionIds] : [];
  const regions = regionIds.length > 0 ? await regionsById(services.db, regionIds) : [];
  return {
    _id: user._id,
    person: {
      _id: user._id,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: user.fullName,
      email: user.email,
      language: user.language,
    },
    roles: user.roles,
    permissions: access.permissions.map((entry) => ({ ...entry })),
    context: {
      level: access.profile.level,
      providerKey: access.providerKey,
      isProvider: access.profile.isProvider,
      isClient: access.profile.isClient,
      isAdmin: access.profile.isAdmin,
      defaultClient: fallback?.key ?? null,
    },
    clientKey: fallback?.key ?? null,
    clients: clients.map((client) => ({
      _id: client._id,
      key: client.key,
      name: client.name,
      clientType: client.clientType,
      clientConfigType: client.clientConfigType,
      status: client.status,
    })),
    regions: regions.map((region) => ({
      _id: region._id,
      region: region.region,
      countries: region.countries ?? [],
    })),
    home: homePath(access, clients),
    language: user.language,
  };
}

function versionOrder(version: string): number[] {
  return version.split(".").map((part) => Number(part) || 0);
}

function newer(a: string, b: string): boolean {
  const [left, right] = [versionOrder(a), versionOrder(b)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if ((left[i] ?? 0) !== (right[i] ?? 0)) return (left[i] ?? 0) > (right[i] ?? 0);
  }
  return false;
}

/** The newest published version of each template key (drafts are for the studio). */
function latest<T extends TemplateDoc>(documents: T[]): T[] {
  const byKey = new Map<string, T>();
  for (const document of documents) {
    if (document.status === "draft") continue;
    const seen = byKey.get(document.key);
    if (!seen || newer(document.version, seen.version)) byKey.set(document.key, document);
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

function translated(value: Partial<Translated> | undefined, fallback: string): Translated {
  return {
    en: value?.en ?? fallback,
    fr: value?.fr ?? null,
    es: value?.es ?? null,
    pt: value?.pt ?? null,
    ru: value?.ru ?? null,
  };
}

/** The client types a user works with: all for provider users, their clients' types for the others. */
async function clientTypesOf(services: Reads, access: Access): Promise<string[]> {
  if (access.scope.kind === "all") return [...CLIENT_TYPES];
  const clients = await sessionClients(services.clients, access);
  return [...new Set(clients.flatMap((client) => [client.clientType, client.clientConfigType]))];
}

async function essentials(services: Reads, access: Access): Promise<Essentials> {
  const { db } = services;
  const types = await clientTypesOf(services, access);
  const [forms, reports] = await Promise.all([
    formConfigsOfTypes(db, types),
    reportConfigsOfTypes(db, types),
  ]);
  const formConfigs: FormConfigSummary[] = latest(forms).map((form) => ({
    _id: String(form._id),
    key: form.key,
    version: form.version,
    name: translated(form.name, form.key),
    category: form.context?.category ?? "",
    periodType: form.context?.periodType ?? "",
    target: form.context?.target ?? "",
    type: form.type ?? "form",
    clientTypes: form.clientTypes,
    translations: (form.translations ?? []).map((entry) => ({
      key: entry.key,
      value: translated(entry.value, entry.key),
    })),
  }));
  const reportConfigs: ReportConfigSummary[] = latest(reports).map((report) => ({
    _id: String(report._id),
    key: report.key,
    version: report.version,
    name: translated(report.name, report.key),
    category: report.category,
    scheduleType: report.scheduleType,
    clientTypes: report.clientTypes,
  }));
  const categorisedForms = FORM_CATEGORIES.map((category) => ({
    category,
    forms: formConfigs.filter((form) => form.category === category),
  })).filter((group) => group.forms.length > 0);
  return { reportConfigs, categorisedForms, formConfigs };
}

export const identityResolvers = {
  Query: {
    // Public, because "no session" is an answer (null) rather than an error; a bad token is UNAUTHENTICATED.
    whoAmI: publicOperation<Record<string, never>, WhoAmI | null>("self", async (_args, context) => {
      if (context.auth.status === "anonymous") return null;
      return whoAmI(context.services, requireAccess(context));
    }),

    essentials: securedOperation<Record<string, never>, Essentials>(
      "session",
      "clients",
      async (_args, context, access) => essentials(context.services, access),
    ),
  },

  Mutation: {
    updateLanguage: securedOperation<MutationUpdateLanguageArgs, Result>(
      "session",
      "self",
      async (args, context, access) => {
        const language = text(args.language);
        if (!(USER_LANGUAGES as readonly string[]).includes(language)) {
          return failed(
            ERROR_CODES.BAD_USER_INPUT,
            message("language-unknown-choices", { language, languages: USER_LANGUAGES.join(", ") }),
            [fieldError("language", message("language-unknown"))],
          );
        }
        const user: UserDoc = access.user;
        await setUserLanguage(context.services.db, user._id, language);
        context.services.principals.forgetUser(user._id);
        await context.services.audits.record({
          user: personRef(user),
          action: "updateLanguage",
          description: "Changed the language",
          text: `${user.language} → ${language}`,
          targets: [user._id],
        });
        return succeeded();
      },
    ),
  },
} satisfies Resolvers<Context>;
