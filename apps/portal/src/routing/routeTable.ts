// The portal's one route table (spec 1 §2 with the areas of specs 2 and 3): per route its address, who may
// open it, its title and its screen (by key: `screens.ts` loads each lazily, a chunk of its own). Plain data
// that imports nothing: the router (AppRoutes), the menus (routeHref) and the end-to-end accessibility suite
// all read it.

/**
 * Where a route lives, which decides who may open it:
 * - `public`: anyone, signed in or not (login, password reset, invitation);
 * - `signed-in`: any session, outside the application frame (the home redirect);
 * - `shell`: any session, inside the frame;
 * - `provider`: provider staff (`/{product}/…`); others are sent to `/`;
 * - `admin`: provider administrators (`/{product}/admin/…`); others see 404;
 * - `client`: `/client/{clientKey}/…`, users of that client and provider staff whose scope holds it (the
 *   API decides; the screen says 'No client' otherwise).
 */
export type RouteArea = "public" | "signed-in" | "shell" | "provider" | "admin" | "client";

/** The screens routes can show; `screens.ts` says which module holds each. */
export type ScreenKey =
  | "login"
  | "resetPassword"
  | "registration"
  | "bareNotFound"
  | "homeRedirect"
  | "notFound"
  | "providerDashboard"
  | "clientDashboard"
  | "reportList"
  | "adminReports"
  | "wizard"
  | "formData"
  | "financialPeriods"
  | "investmentTypes"
  | "investmentList"
  | "investmentDetail"
  | "covenantMonitor"
  | "adminClients"
  | "adminClientForm"
  | "adminUsers"
  | "adminUserForm"
  | "providerClients"
  | "auditLog"
  | "centralCovenantTypes"
  | "centralCovenantList"
  | "centralCovenantForm"
  | "exchangeRates"
  | "exchangeRate"
  | "exportFactsheet"
  | "exportCovenants"
  | "exportReports"
  | "exportInvestments";

export interface PortalRoute {
  /** A stable name, used by the menus and the tests. */
  id: string;
  area: RouteArea;
  /** Relative to the area's base (`/`, `/{product}`, `/{product}/admin`, `/client/:clientKey`); "" is the area's index. */
  path: string;
  /** The Fluent message naming the page (document title, placeholder heading). */
  titleId: string;
  /** The screen (a lazily loaded chunk: `screens.ts`). */
  screen: ScreenKey;
  /** Props the screen is rendered with. */
  props?: Record<string, unknown>;
}

const route = (
  id: string,
  area: RouteArea,
  path: string,
  titleId: string,
  screen: ScreenKey,
  props?: Record<string, unknown>,
): PortalRoute => ({ id, area, path, titleId, screen, ...(props ? { props } : {}) });

export const ROUTES: readonly PortalRoute[] = [
  route("login", "public", "login", "login-title", "login"),
  route("reset-password", "public", "login/resetpassword", "reset-title", "resetPassword"),
  route(
    "registration",
    "public",
    "registration/:inviteId/:verifyToken?",
    "registration-title",
    "registration",
  ),
  route("registration-missing", "public", "registration", "not-found", "bareNotFound"),
  route("home", "signed-in", "", "home", "homeRedirect"),

  route("provider-dashboard", "provider", "", "menu-dashboard", "providerDashboard"),
  route("provider-investments", "provider", "investments", "menu-investments", "investmentTypes"),
  route(
    "provider-investments-type",
    "provider",
    "investments/:clientType",
    "menu-investments",
    "investmentList",
    { scope: "provider" },
  ),
  route(
    "provider-investment",
    "provider",
    "investments/:clientType/:investId",
    "menu-investments",
    "investmentDetail",
    { scope: "provider" },
  ),
  route(
    "provider-covenant-monitor",
    "provider",
    "covenant-monitor",
    "covenant-monitor-title",
    "covenantMonitor",
  ),
  route("provider-reports", "provider", "reports", "menu-reports", "reportList", { scope: "provider" }),
  route("provider-reports-of", "provider", "reports/:reportId", "menu-reports", "reportList", {
    scope: "provider",
  }),
  route("provider-clients", "provider", "clients", "menu-clients", "providerClients"),
  route(
    "provider-export-factsheet",
    "provider",
    "export/factsheet",
    "menu-export-factsheet",
    "exportFactsheet",
    { scope: "provider" },
  ),
  route("provider-export-reports", "provider", "export/reports", "menu-export-reports", "exportReports", {
    scope: "provider",
  }),
  route(
    "provider-export-investments",
    "provider",
    "export/investments",
    "menu-export-investments",
    "exportInvestments",
    { scope: "provider" },
  ),
  route(
    "provider-export-covenants",
    "provider",
    "export/covenants",
    "menu-export-covenants",
    "exportCovenants",
  ),

  route("admin-clients", "admin", "clients", "menu-admin-clients", "adminClients"),
  route("admin-client-new", "admin", "clients/new", "menu-admin-clients", "adminClientForm"),
  route("admin-client", "admin", "clients/:clientId", "menu-admin-clients", "adminClientForm"),
  route("admin-users", "admin", "users", "menu-admin-users", "adminUsers"),
  route("admin-user-new", "admin", "users/new", "menu-admin-users", "adminUserForm"),
  route("admin-user", "admin", "users/:userId", "menu-admin-users", "adminUserForm"),
  route("admin-audits", "admin", "audits", "menu-admin-audits", "auditLog"),
  route("admin-exchangerates", "admin", "exchangerates", "menu-admin-exchangerates", "exchangeRates"),
  route(
    "admin-exchangerate",
    "admin",
    "exchangerates/:exchangeId",
    "menu-admin-exchangerates",
    "exchangeRate",
  ),
  route("admin-reports", "admin", "reports", "menu-admin-reports", "adminReports"),
  route("admin-covenants", "admin", "covenants", "menu-admin-covenants", "centralCovenantTypes"),
  route("admin-covenants-type", "admin", "covenants/:type", "menu-admin-covenants", "centralCovenantList"),
  route("admin-covenant-add", "admin", "covenants/:type/add", "menu-admin-covenants", "centralCovenantForm"),
  route("admin-covenant", "admin", "covenants/:type/:id", "menu-admin-covenants", "centralCovenantForm"),

  route("client-dashboard", "client", "", "menu-dashboard", "clientDashboard"),
  route("client-reports", "client", "reports", "menu-reports-all", "reportList", { scope: "client" }),
  route("client-reports-of", "client", "reports/:reportKey", "menu-reporting", "reportList", {
    scope: "client",
  }),
  route("client-wizard", "client", "reports/:reportKey/:period", "menu-reporting", "wizard"),
  route(
    "client-financial-periods",
    "client",
    "data/:menuKey/financial_periods",
    "menu-financial-periods",
    "financialPeriods",
  ),
  route("client-form-data", "client", "data/:menuKey/:formKey", "menu-data", "formData"),
  route("client-export-factsheet", "client", "export/factsheet", "menu-export-factsheet", "exportFactsheet", {
    scope: "client",
  }),
  route("client-export-reports", "client", "export/reports", "menu-export-reports", "exportReports", {
    scope: "client",
  }),
  route(
    "client-export-investments",
    "client",
    "export/investments",
    "menu-export-investments",
    "exportInvestments",
    { scope: "client" },
  ),
  route("client-investments", "client", "investments", "menu-investments", "investmentList", {
    scope: "client",
  }),
  route("client-investment", "client", "investments/:investId", "menu-investments", "investmentDetail", {
    scope: "client",
  }),
];

/** The title of the 404 page that ends each area. */
export const NOT_FOUND_TITLE_ID = "not-found";

/** The base address of an area; `clientKey` fills `/client/:clientKey`. */
export function areaBase(area: RouteArea, providerKey: string): string {
  switch (area) {
    case "public":
    case "signed-in":
    case "shell":
      return "";
    case "provider":
      return `/${providerKey}`;
    case "admin":
      return `/${providerKey}/admin`;
    case "client":
      return "/client/:clientKey";
  }
}

/** The full path pattern of a route, e.g. `/investor/reports/:reportId`. */
export function routePattern(route: PortalRoute, providerKey: string): string {
  const base = areaBase(route.area, providerKey);
  return route.path === "" ? `${base}/` : `${base}/${route.path}`;
}

export function routeById(id: string): PortalRoute {
  const found = ROUTES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No route ${id} in the route table`);
  return found;
}

/**
 * The address of route `id` with its parameters filled in (encoded); optional parameters left out are
 * dropped. Unknown ids and missing required parameters are programming errors and throw.
 */
export function routeHref(
  id: string,
  providerKey: string,
  params: Record<string, string | undefined> = {},
): string {
  const pattern = routePattern(routeById(id), providerKey);
  return pattern.replace(/\/:([A-Za-z]+)(\?)?/g, (_all, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined) {
      if (optional) return "";
      throw new Error(`Route ${id} needs the parameter ${name}`);
    }
    return `/${encodeURIComponent(value)}`;
  });
}
