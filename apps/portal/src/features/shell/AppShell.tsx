// The application frame after login: sidebar, header (navigation toggle, client switcher, currency,
// language and user menus) and the routed content, the page's <main> (the skip link's target).
import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { Button, Grid, Layout } from "antd";
import { useAtom } from "jotai";
import { useEffect } from "react";
import { Outlet } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { sidebarCollapsedAtom } from "../../state/atoms";
import { MAIN_CONTENT_ID } from "@ledgerline/ui-theme/focus";
import { ClientSwitcher } from "./ClientSwitcher";
import { CurrencyMenu, LanguageMenu, UserMenu } from "./HeaderMenus";
import { Sidebar } from "./Sidebar";

export function AppShell() {
  const t = useT();
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const screens = Grid.useBreakpoint();
  const narrow = screens.lg === false;
  useEffect(() => {
    if (narrow) setCollapsed(true);
  }, [narrow, setCollapsed]);

  return (
    <Layout className="shell">
      <Sidebar />
      <Layout className="shell-main">
        <Layout.Header className="shell-header">
          <Button
            type="text"
            aria-label={collapsed ? t("nav-expand") : t("nav-collapse")}
            aria-expanded={!collapsed}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
          />
          <ClientSwitcher />
          <div className="shell-header__spacer" />
          <CurrencyMenu />
          <LanguageMenu />
          <UserMenu />
        </Layout.Header>
        <Layout.Content id={MAIN_CONTENT_ID} className="shell-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
