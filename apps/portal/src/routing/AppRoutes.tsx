// The router, built from the route table: public screens, then the auth gate, the application frame and the
// provider, administration and client areas, each ending in its 404. Before them on every page, the skip link;
// on every move to another page, the focus goes to its heading.
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { usePortalConfig } from "../config";
import { useT } from "../i18n/useT";
import { RequireAuth } from "../features/session/RequireAuth";
import { AdminArea, ProviderArea } from "../features/shell/ProviderArea";
import { LoadBoundary } from "../ui/LoadBoundary";
import { SkipLink, useHeadingFocusOnNavigation } from "@ledgerline/ui-theme/focus";
import { RouteScreen } from "./RouteScreen";
import { NOT_FOUND_TITLE_ID, ROUTES } from "./routeTable";
import { LAYOUTS, SCREENS } from "./screens";
import type { PortalRoute, RouteArea } from "./routeTable";

const { AppShell, ClientArea } = LAYOUTS;

function routesOf(area: RouteArea, absolute = false) {
  return ROUTES.filter((route) => route.area === area).map((route) => screenRoute(route, absolute));
}

function screenRoute(route: PortalRoute, absolute: boolean) {
  const element = <RouteScreen titleId={route.titleId} screen={SCREENS[route.screen]} props={route.props} />;
  if (route.path === "") return <Route key={route.id} index element={element} />;
  return <Route key={route.id} path={absolute ? `/${route.path}` : route.path} element={element} />;
}

const notFound = <RouteScreen titleId={NOT_FOUND_TITLE_ID} screen={SCREENS.notFound} />;

export function AppRoutes() {
  const { providerKey } = usePortalConfig();
  const t = useT();
  useHeadingFocusOnNavigation(useLocation().pathname);
  return (
    <>
      <SkipLink label={t("skip-to-main")} />
      <Routes>
        {routesOf("public", true)}
        <Route element={<RequireAuth />}>
          {routesOf("signed-in")}
          <Route
            element={
              <LoadBoundary>
                <AppShell />
              </LoadBoundary>
            }
          >
            {routesOf("shell", true)}
            <Route path={`/${providerKey}`} element={<ProviderArea />}>
              {routesOf("provider")}
              <Route path="admin" element={<AdminArea fallback={notFound} />}>
                {routesOf("admin")}
                <Route path="*" element={notFound} />
              </Route>
              <Route path="*" element={notFound} />
            </Route>
            <Route path="/client" element={<Navigate to="/" replace />} />
            <Route
              path="/client/:clientKey"
              element={
                <LoadBoundary>
                  <ClientArea />
                </LoadBoundary>
              }
            >
              {routesOf("client")}
              <Route path="*" element={notFound} />
            </Route>
            <Route path="*" element={notFound} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}
