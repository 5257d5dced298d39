// The portal's route table (apps/portal/src/routing/routeTable.ts) as the accessibility suite walks it: who
// visits each area, in which languages, and the demo's sample values for every route parameter. A route added
// to the table is visited without a change here, or the suite's guard test names what it lacks.
import { demo, demoLogin, demoLoginOf } from "./demo";
import type { DemoLogin } from "./demo";

// The table is plain data (its screens live in screens.ts), so the suite reads it as the portal does.
import { ROUTES, routeHref, routePattern } from "../../apps/portal/src/routing/routeTable";
import type { PortalRoute as TableRoute, RouteArea } from "../../apps/portal/src/routing/routeTable";

export { ROUTES, routePattern };
export type { RouteArea, TableRoute };

export const PROVIDER_KEY = demo.meta.providerKey;

export type Language = "en" | "fr" | "es" | "pt" | "ru";

/** Who visits: signed out, or one of the demo's logins. */
export type Visitor = "signed out" | "provider admin" | "regional director" | "client user";

/** The client whose area the suite walks: an AGRO client with a report in progress, its user working in French. */
export const CLIENT_KEY = "ivoire-cacao";

/**
 * The logins. The regional director and the client user are ones no other spec uses: the suite switches the
 * director's account language (and puts it back); the provider admin is shared with the other specs, so his
 * language is always put back to English.
 */
export const LOGINS: Record<Exclude<Visitor, "signed out">, DemoLogin> = {
  "provider admin": demoLogin("investor-admin"),
  "regional director": demoLoginOf("irina.volkova@investor.example"),
  "client user": demoLoginOf(`wanjiru.okello@${CLIENT_KEY}.example`),
};

/** Who may open each area, as the route table says (RouteArea's comment). */
export const AREA_VISITORS: Record<RouteArea, readonly Visitor[]> = {
  public: ["signed out"],
  "signed-in": ["provider admin", "regional director"],
  shell: ["provider admin", "regional director"],
  provider: ["provider admin", "regional director"],
  admin: ["provider admin"],
  client: ["client user", "provider admin"],
};

/**
 * The walks: one login (or none) and one language each, over the areas listed. Every route is seen in English
 * and in another language (French or Russian), and by every visitor of its area.
 */
export interface Pass {
  visitor: Visitor;
  language: Language;
  areas: readonly RouteArea[];
}

export const PASSES: readonly Pass[] = [
  { visitor: "signed out", language: "en", areas: ["public"] },
  { visitor: "signed out", language: "fr", areas: ["public"] },
  { visitor: "provider admin", language: "en", areas: ["signed-in", "shell", "provider", "admin", "client"] },
  { visitor: "provider admin", language: "fr", areas: ["admin"] },
  { visitor: "regional director", language: "ru", areas: ["signed-in", "shell", "provider"] },
  { visitor: "client user", language: "fr", areas: ["client"] },
];

export const passName = (pass: Pass) => `${pass.visitor} in ${pass.language}`;

/** yyyymmdd → YYYY-MM, the wizard's period parameter. */
const periodParam = (numeric: number) => `${String(numeric).slice(0, 4)}-${String(numeric).slice(4, 6)}`;

function sampleParams(): Record<string, string> {
  const client = demo.clients.find((candidate) => candidate.key === CLIENT_KEY)!;
  const clientType = String(client.clientType);
  const inProgress = demo.reportInstances.find(
    (report) => report.client.key === CLIENT_KEY && report.status === "in_progress",
  )!;
  const investment = demo.investments.find(
    (candidate) => String(candidate.client._id) === String(client._id),
  )!;
  const form = demo.formConfigs.find(
    (candidate) =>
      (candidate.clientTypes as string[] | undefined)?.includes(clientType) &&
      candidate.context.category === "financial",
  )!;
  const covenant = demo.covenantConfigs.find((candidate) => candidate.clientType === clientType)!;
  const invited = demo.users.find((user) => user.status === "INVITED" && user.invitation?.invitationToken)!;
  return {
    clientKey: client.key,
    clientId: String(client._id),
    clientType: clientType.toLowerCase(),
    investId: String(investment._id),
    reportId: inProgress.config.key,
    reportKey: inProgress.config.key,
    period: periodParam(inProgress.context.numeric),
    menuKey: form.context.category,
    formKey: form.key,
    type: clientType.toLowerCase(),
    id: String(covenant._id),
    inviteId: String(invited.invitation!.invitationToken),
    exchangeId: String(demo.exchangeRates[0]!._id),
    userId: String(demo.users.find((user) => user.status === "ACTIVE" && user.clients.ids.length > 0)!._id),
  };
}

/** Sample values for the route parameters, from the seeded demo (all exist for the logins above). */
export const SAMPLE_PARAMS: Readonly<Record<string, string>> = sampleParams();

export interface Visit {
  route: TableRoute;
  pattern: string;
  href: string;
}

/** The parameters of a pattern, required and optional. */
function parametersOf(pattern: string): { name: string; optional: boolean }[] {
  return [...pattern.matchAll(/\/:([A-Za-z]+)(\?)?/g)].map((match) => ({
    name: match[1]!,
    optional: match[2] === "?",
  }));
}

/**
 * The visits of one pass: every route of its areas that its visitor may open, with its address. A route
 * whose parameters have no sample is left out and named in `problems`.
 */
export function visitsOf(pass: Pass): { visits: Visit[]; problems: string[] } {
  const visits: Visit[] = [];
  const problems: string[] = [];
  for (const route of ROUTES) {
    if (!pass.areas.includes(route.area) || !(AREA_VISITORS[route.area] ?? []).includes(pass.visitor))
      continue;
    const pattern = routePattern(route, PROVIDER_KEY);
    const missing = parametersOf(pattern).filter(
      (parameter) => !parameter.optional && SAMPLE_PARAMS[parameter.name] === undefined,
    );
    if (missing.length > 0) {
      problems.push(
        `Route ${route.id} (${pattern}) has no sample value for ${missing.map((parameter) => `:${parameter.name}`).join(", ")} (add it to SAMPLE_PARAMS in e2e/support/routes.ts)`,
      );
      continue;
    }
    visits.push({ route, pattern, href: routeHref(route.id, PROVIDER_KEY, SAMPLE_PARAMS) });
  }
  return { visits, problems };
}

/** Everything the walks miss: routes without samples, without visitors, unvisited by a role or a language. */
export function coverageProblems(): string[] {
  const problems = new Set<string>();
  const seen = new Map<string, { visitors: Set<Visitor>; languages: Set<Language> }>();
  for (const pass of PASSES) {
    const { visits, problems: missing } = visitsOf(pass);
    missing.forEach((problem) => problems.add(problem));
    for (const visit of visits) {
      const entry = seen.get(visit.route.id) ?? { visitors: new Set(), languages: new Set() };
      entry.visitors.add(pass.visitor);
      entry.languages.add(pass.language);
      seen.set(visit.route.id, entry);
    }
  }
  for (const route of ROUTES) {
    const visitors = AREA_VISITORS[route.area];
    if (!visitors) {
      problems.add(
        `Route ${route.id} is in the area "${route.area}", which has no visitors (add it to AREA_VISITORS and PASSES in e2e/support/routes.ts)`,
      );
      continue;
    }
    const entry = seen.get(route.id);
    for (const visitor of visitors)
      if (!entry?.visitors.has(visitor))
        problems.add(`Route ${route.id} (${route.area}) is never visited by the ${visitor}`);
    if (!entry?.languages.has("en")) problems.add(`Route ${route.id} is never visited in English`);
    if (![...(entry?.languages ?? [])].some((language) => language !== "en"))
      problems.add(`Route ${route.id} is never visited in a language other than English`);
  }
  return [...problems];
}

/** The language menu's and the login page's names of the interface languages. */
export const NATIVE: Record<Language, string> = {
  en: "English",
  fr: "Français",
  es: "Español",
  pt: "Português",
  ru: "Русский",
};
