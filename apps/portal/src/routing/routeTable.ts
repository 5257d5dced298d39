// The portal's one route table (spec 1 §2 with the areas of specs 2 and 3): per route its address, who may
// open it, its title and its screen, loaded lazily so that each screen is a chunk of its own. The router
// (AppRoutes), the menus (routeHref) and the end-to-end accessibility suite all read this table.
// Screens that later work delivers are PlannedPage placeholders: replace the screen, keep the path.
import type { ComponentType } from "react";
import { lazyWithPreload } from "./lazyWithPreload";
import type { Preloadable } from "./lazyWithPreload";

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

/** A screen takes the route's `props` (the router checks nothing more: the table is the contract). */
export type ScreenComponent = ComponentType<Record<string, unknown>>;

/** Fetches every screen's chunk (tests, before they render). */
export function preloadScreens(): Promise<unknown> {
  return Promise.all(
    [...ROUTES.map((route) => route.screen), NOT_FOUND.screen, ...Object.values(LAYOUTS)].map((screen) =>
      screen.preload(),
    ),
  );
}

export interface PortalRoute {
  /** A stable name, used by the menus and the tests. */
  id: string;
  area: RouteArea;
  /** Relative to the area's base (`/`, `/{product}`, `/{product}/admin`, `/client/:clientKey`); "" is the area's index. */
  path: string;
  /** The Fluent message naming the page (document title, placeholder heading). */
  titleId: string;
  screen: Preloadable<Record<string, unknown>>;
  /** Props the screen is rendered with. */
  props?: Record<string, unknown>;
}

const screens = {
  login: lazyWithPreload(() => import("../features/auth/login/LoginPage"), "LoginPage"),
  resetPassword: lazyWithPreload(
    () => import("../features/auth/reset/ResetPasswordPage"),
    "ResetPasswordPage",
  ),
  registration: lazyWithPreload(
    () => import("../features/auth/registration/RegistrationPage"),
    "RegistrationPage",
  ),
  bareNotFound: lazyWithPreload(() => import("../features/auth/BareNotFound"), "BareNotFound"),
  homeRedirect: lazyWithPreload(() => import("../features/shell/HomeRedirect"), "HomeRedirect"),
  notFound: lazyWithPreload(() => import("../features/shell/NotFound"), "NotFound"),
  planned: lazyWithPreload(() => import("../features/shell/PlannedPage"), "PlannedPage"),
  providerDashboard: lazyWithPreload(
    () => import("../features/dashboard/provider/ProviderDashboard"),
    "ProviderDashboard",
  ),
  clientDashboard: lazyWithPreload(
    () => import("../features/dashboard/client/ClientDashboard"),
    "ClientDashboard",
  ),
  reportList: lazyWithPreload(() => import("../features/reports/ReportListPage"), "ReportListPage"),
  wizard: lazyWithPreload(() => import("../features/wizard/WizardPage"), "WizardPage"),
  formData: lazyWithPreload(() => import("../features/form-data/FormDataPage"), "FormDataPage"),
  financialPeriods: lazyWithPreload(
    () => import("../features/form-data/FinancialPeriodsPage"),
    "FinancialPeriodsPage",
  ),
};

const route = (
  id: string,
  area: RouteArea,
  path: string,
  titleId: string,
  screen: PortalRoute["screen"],
  props?: Record<string, unknown>,
): PortalRoute => ({ id, area, path, titleId, screen, ...(props ? { props } : {}) });

export const ROUTES: readonly PortalRoute[] = [
  route("login", "public", "login", "login-title", screens.login),
  route("reset-password", "public", "login/resetpassword", "reset-title", screens.resetPassword),
  route(
    "registration",
    "public",
    "registration/:inviteId/:verifyToken?",
    "registration-title",
    screens.registration,
  ),
  route("registration-missing", "public", "registration", "not-found", screens.bareNotFound),
  route("home", "signed-in", "", "home", screens.homeRedirect),

  route("provider-dashboard", "provider", "", "menu-dashboard", screens.providerDashboard),
  route("provider-investments", "provider", "investments", "menu-investments", screens.planned),
  route(
    "provider-investments-type",
    "provider",
    "investments/:clientType",
    "menu-investments",
    screens.planned,
  ),
  route(
    "provider-investment",
    "provider",
    "investments/:clientType/:investId",
    "menu-investments",
    screens.planned,
  ),
  route("provider-reports", "provider", "reports", "menu-reports", screens.reportList, { scope: "provider" }),
  route("provider-reports-of", "provider", "reports/:reportId", "menu-reports", screens.reportList, {
    scope: "provider",
  }),
  route("provider-clients", "provider", "clients", "menu-clients", screens.planned),
  route(
    "provider-export-factsheet",
    "provider",
    "export/factsheet",
    "menu-export-factsheet",
    screens.planned,
  ),
  route("provider-export-reports", "provider", "export/reports", "menu-export-reports", screens.planned),
  route(
    "provider-export-investments",
    "provider",
    "export/investments",
    "menu-export-investments",
    screens.planned,
  ),
  route(
    "provider-export-covenants",
    "provider",
    "export/covenants",
    "menu-export-covenants",
    screens.planned,
  ),

  route("admin-clients", "admin", "clients", "menu-admin-clients", screens.planned),
  route("admin-users", "admin", "users", "menu-admin-users", screens.planned),
  route("admin-audits", "admin", "audits", "menu-admin-audits", screens.planned),
  route("admin-exchangerates", "admin", "exchangerates", "menu-admin-exchangerates", screens.planned),
  route("admin-reports", "admin", "reports", "menu-admin-reports", screens.planned),
  route("admin-covenants", "admin", "covenants", "menu-admin-covenants", screens.planned),
  route("admin-covenants-type", "admin", "covenants/:type", "menu-admin-covenants", screens.planned),
  route("admin-covenant-add", "admin", "covenants/:type/add", "menu-admin-covenants", screens.planned),
  route("admin-covenant", "admin", "covenants/:type/:id", "menu-admin-covenants", screens.planned),

  route("client-dashboard", "client", "", "menu-dashboard", screens.clientDashboard),
  route("client-reports", "client", "reports", "menu-reports-all", screens.reportList, { scope: "client" }),
  route("client-reports-of", "client", "reports/:reportKey", "menu-reporting", screens.reportList, {
    scope: "client",
  }),
  route("client-wizard", "client", "reports/:reportKey/:period", "menu-reporting", screens.wizard),
  route(
    "client-financial-periods",
    "client",
    "data/:menuKey/financial_periods",
    "menu-financial-periods",
    screens.financialPeriods,
  ),
  route("client-form-data", "client", "data/:menuKey/:formKey", "menu-data", screens.formData),
  route("client-export-factsheet", "client", "export/factsheet", "menu-export-factsheet", screens.planned),
  route("client-export-reports", "client", "export/reports", "menu-export-reports", screens.planned),
  route(
    "client-export-investments",
    "client",
    "export/investments",
    "menu-export-investments",
    screens.planned,
  ),
  route("client-investments", "client", "investments", "menu-investments", screens.planned),
  route("client-investment", "client", "investments/:investId", "menu-investments", screens.planned),
];

/** The frames around signed-in screens, lazy like the screens. */
export const LAYOUTS = {
  AppShell: lazyWithPreload(() => import("../features/shell/AppShell"), "AppShell"),
  ClientArea: lazyWithPreload(() => import("../features/shell/ClientArea"), "ClientArea"),
};

/** The screen for an address no route matches, in each area that has one. */
export const NOT_FOUND = { titleId: "not-found", screen: screens.notFound } as const;

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
