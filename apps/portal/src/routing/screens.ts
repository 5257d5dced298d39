// The screens of the route table, each a lazily loaded chunk fetched the first time it is shown, and the frames
// around them. Kept apart from the table so that the table stays plain data, read by the menus and the tests
// without loading a screen.
import type { ComponentType } from "react";
import { lazyWithPreload } from "../ui/lazyWithPreload";
import type { Preloadable } from "../ui/lazyWithPreload";
import type { ScreenKey } from "./routeTable";

/** A screen takes the route's `props` (the router checks nothing more: the table is the contract). */
export type ScreenComponent = ComponentType<Record<string, unknown>>;
type Screen = Preloadable<Record<string, unknown>>;

export const SCREENS: Record<ScreenKey, Screen> = {
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
  providerDashboard: lazyWithPreload(
    () => import("../features/dashboard/provider/ProviderDashboard"),
    "ProviderDashboard",
  ),
  clientDashboard: lazyWithPreload(
    () => import("../features/dashboard/client/ClientDashboard"),
    "ClientDashboard",
  ),
  reportList: lazyWithPreload(() => import("../features/reports/ReportListPage"), "ReportListPage"),
  adminReports: lazyWithPreload(() => import("../features/reports/AdminReportsPage"), "AdminReportsPage"),
  wizard: lazyWithPreload(() => import("../features/wizard/WizardPage"), "WizardPage"),
  formData: lazyWithPreload(() => import("../features/form-data/FormDataPage"), "FormDataPage"),
  financialPeriods: lazyWithPreload(
    () => import("../features/form-data/FinancialPeriodsPage"),
    "FinancialPeriodsPage",
  ),
  investmentTypes: lazyWithPreload(
    () => import("../features/investments/InvestmentTypesPage"),
    "InvestmentTypesPage",
  ),
  investmentList: lazyWithPreload(
    () => import("../features/investments/InvestmentListPage"),
    "InvestmentListPage",
  ),
  investmentDetail: lazyWithPreload(
    () => import("../features/investments/InvestmentDetailPage"),
    "InvestmentDetailPage",
  ),
  covenantMonitor: lazyWithPreload(
    () => import("../features/covenant-monitor/CovenantMonitorPage"),
    "CovenantMonitorPage",
  ),
  adminClients: lazyWithPreload(
    () => import("../features/admin-clients/AdminClientsPage"),
    "AdminClientsPage",
  ),
  adminClientForm: lazyWithPreload(
    () => import("../features/admin-clients/ClientFormPage"),
    "ClientFormPage",
  ),
  adminUsers: lazyWithPreload(() => import("../features/admin-users/AdminUsersPage"), "AdminUsersPage"),
  adminUserForm: lazyWithPreload(() => import("../features/admin-users/UserFormPage"), "UserFormPage"),
  providerClients: lazyWithPreload(() => import("../features/clients/ClientsPage"), "ClientsPage"),
  auditLog: lazyWithPreload(() => import("../features/audits/AuditsPage"), "AuditsPage"),
  centralCovenantTypes: lazyWithPreload(
    () => import("../features/central-covenants/CentralCovenantTypesPage"),
    "CentralCovenantTypesPage",
  ),
  centralCovenantList: lazyWithPreload(
    () => import("../features/central-covenants/CentralCovenantListPage"),
    "CentralCovenantListPage",
  ),
  centralCovenantForm: lazyWithPreload(
    () => import("../features/central-covenants/CentralCovenantFormPage"),
    "CentralCovenantFormPage",
  ),
  exportCovenants: lazyWithPreload(
    () => import("../features/exports/CovenantsExportPage"),
    "CovenantsExportPage",
  ),
  exportFactsheet: lazyWithPreload(
    () => import("../features/exports/factsheet/FactsheetExportPage"),
    "FactsheetExportPage",
  ),
  exportReports: lazyWithPreload(
    () => import("../features/exports/reports/ExportReportsPage"),
    "ExportReportsPage",
  ),
  exportInvestments: lazyWithPreload(
    () => import("../features/exports/investments/ExportInvestmentsPage"),
    "ExportInvestmentsPage",
  ),
  exchangeRates: lazyWithPreload(
    () => import("../features/exchange-rates/ExchangeRatesPage"),
    "ExchangeRatesPage",
  ),
  exchangeRate: lazyWithPreload(
    () => import("../features/exchange-rates/ExchangeRatePage"),
    "ExchangeRatePage",
  ),
};

/** The frames around signed-in screens, lazy like the screens. */
export const LAYOUTS = {
  AppShell: lazyWithPreload(() => import("../features/shell/AppShell"), "AppShell"),
  ClientArea: lazyWithPreload(() => import("../features/shell/ClientArea"), "ClientArea"),
};

/** Fetches every screen's chunk (tests, before they render). */
export function preloadScreens(): Promise<unknown> {
  return Promise.all(
    [...Object.values(SCREENS), ...Object.values(LAYOUTS)].map((screen) => screen.preload()),
  );
}
