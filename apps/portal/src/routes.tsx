// The routing table of spec 1 §2, with the provider and client areas of specs 2 and 3. Screens that later
// work delivers are PlannedPage placeholders: replace the element, keep the path.
import { Navigate, Route, Routes } from "react-router-dom";
import { usePortalConfig } from "./config";
import { LoginPage } from "./features/auth/login/LoginPage";
import { RegistrationPage } from "./features/auth/registration/RegistrationPage";
import { ResetPasswordPage } from "./features/auth/reset/ResetPasswordPage";
import { AuthLayout } from "./features/auth/AuthLayout";
import { ClientDashboard } from "./features/dashboard/client/ClientDashboard";
import { ProviderDashboard } from "./features/dashboard/provider/ProviderDashboard";
import { FinancialPeriodsPage } from "./features/form-data/FinancialPeriodsPage";
import { FormDataPage } from "./features/form-data/FormDataPage";
import { RequireAuth } from "./features/session/RequireAuth";
import { AppShell } from "./features/shell/AppShell";
import { ClientScope } from "./features/shell/ClientScope";
import { FormulaPanelHost } from "./features/wizard/FormulaPanelHost";
import { HomeRedirect } from "./features/shell/HomeRedirect";
import { NotFound } from "./features/shell/NotFound";
import { PlannedPage } from "./features/shell/PlannedPage";
import { AdminArea, ProviderArea } from "./features/shell/ProviderArea";
import { ReportListPage } from "./features/reports/ReportListPage";
import { WizardPage } from "./features/wizard/WizardPage";
import { useT } from "./i18n/useT";

const planned = (titleId: string) => <PlannedPage titleId={titleId} />;

export function AppRoutes() {
  const { providerKey } = usePortalConfig();
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/login/resetpassword" element={<ResetPasswordPage />} />
      <Route path="/registration/:inviteId/:verifyToken?" element={<RegistrationPage />} />
      <Route path="/registration" element={<BareNotFound />} />
      <Route element={<RequireAuth />}>
        <Route index element={<HomeRedirect />} />
        <Route element={<AppShell />}>
          <Route path={`/${providerKey}`} element={<ProviderArea />}>
            <Route index element={<ProviderDashboard />} />
            <Route path="investments" element={planned("menu-investments")} />
            <Route path="investments/:clientType" element={planned("menu-investments")} />
            <Route path="investments/:clientType/:investId" element={planned("menu-investments")} />
            <Route path="reports" element={<ReportListPage scope="provider" />} />
            <Route path="reports/:reportId" element={<ReportListPage scope="provider" />} />
            <Route path="clients" element={planned("menu-clients")} />
            <Route path="export/factsheet" element={planned("menu-export-factsheet")} />
            <Route path="export/reports" element={planned("menu-export-reports")} />
            <Route path="export/investments" element={planned("menu-export-investments")} />
            <Route path="export/covenants" element={planned("menu-export-covenants")} />
            <Route path="admin" element={<AdminArea fallback={<NotFound />} />}>
              <Route path="clients" element={planned("menu-admin-clients")} />
              <Route path="users" element={planned("menu-admin-users")} />
              <Route path="audits" element={planned("menu-admin-audits")} />
              <Route path="exchangerates" element={planned("menu-admin-exchangerates")} />
              <Route path="reports" element={planned("menu-admin-reports")} />
              <Route path="covenants" element={planned("menu-admin-covenants")} />
              <Route path="covenants/:type" element={planned("menu-admin-covenants")} />
              <Route path="covenants/:type/add" element={planned("menu-admin-covenants")} />
              <Route path="covenants/:type/:id" element={planned("menu-admin-covenants")} />
              <Route path="*" element={<NotFound />} />
            </Route>
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route path="/client" element={<Navigate to="/" replace />} />
          <Route
            path="/client/:clientKey"
            element={
              <>
                <ClientScope />
                <FormulaPanelHost />
              </>
            }
          >
            <Route index element={<ClientDashboard />} />
            <Route path="reports" element={<ReportListPage scope="client" />} />
            <Route path="reports/:reportKey" element={<ReportListPage scope="client" />} />
            <Route path="reports/:reportKey/:period" element={<WizardPage />} />
            <Route path="data/:menuKey/financial_periods" element={<FinancialPeriodsPage />} />
            <Route path="data/:menuKey/:formKey" element={<FormDataPage />} />
            <Route path="export/factsheet" element={planned("menu-export-factsheet")} />
            <Route path="export/reports" element={planned("menu-export-reports")} />
            <Route path="export/investments" element={planned("menu-export-investments")} />
            <Route path="investments" element={planned("menu-investments")} />
            <Route path="investments/:investId" element={planned("menu-investments")} />
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** '404 Not found' outside the shell (a registration address without an invitation). */
function BareNotFound() {
  const t = useT();
  return (
    <AuthLayout title={t("not-found")}>
      <NotFound />
    </AuthLayout>
  );
}
