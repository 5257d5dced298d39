// The collapsible sidebar: the provider or client menu with icons, active and sub-active entries, and the
// contacts block of the current client. The menu is one Tab stop whose entries and groups the arrow keys walk
// (Ant Design's menu pattern); a hint says so, read with the menu and shown while the focus is in it.
import {
  BankOutlined,
  DashboardOutlined,
  ExportOutlined,
  FileTextOutlined,
  FolderOutlined,
  SettingOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import { Layout, Menu } from "antd";
import type { MenuProps } from "antd";
import { useAtomValue } from "jotai";
import { useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import type { ClientSummary } from "../../api/types";
import { usePortalConfig } from "../../config";
import { useT } from "../../i18n/useT";
import { currentClientAtom, languageAtom, sidebarCollapsedAtom } from "../../state/atoms";
import { BRAND_NAME, Logo } from "../../ui/Logo";
import { useEssentials } from "../session/queries";
import { useSession } from "../session/RequireAuth";
import { ContactsBlock } from "./ContactsBlock";
import type { MenuIcon, MenuNode } from "./menus";
import { activeEntries, clientMenu, providerMenu } from "./menus";

const MENU_HINT_ID = "menu-keys-hint";

const ICONS: Record<MenuIcon, ReactNode> = {
  dashboard: <DashboardOutlined />,
  investments: <BankOutlined />,
  reports: <FileTextOutlined />,
  clients: <TeamOutlined />,
  export: <ExportOutlined />,
  admin: <SettingOutlined />,
  "form-category": <FolderOutlined />,
};

type Item = Required<MenuProps>["items"][number];

function toItems(nodes: readonly MenuNode[]): Item[] {
  return nodes.map((node) => {
    const label = node.path ? (
      <Link to={node.path} title={node.label}>
        {node.colour && <span className="menu-dot" style={{ background: node.colour }} aria-hidden="true" />}
        {node.label}
      </Link>
    ) : (
      node.label
    );
    const icon = node.icon ? ICONS[node.icon] : undefined;
    if (node.children) {
      return {
        key: node.key,
        label,
        icon,
        children: node.children.length
          ? toItems(node.children)
          : [{ key: `${node.key}-empty`, label: "—", disabled: true }],
      };
    }
    return { key: node.key, label, icon };
  });
}

/** The client whose menu to show: the one of the route, else a client user's own. */
export function useMenuClient(): ClientSummary | null {
  const session = useSession();
  const routeClient = useAtomValue(currentClientAtom);
  if (routeClient) return routeClient;
  if (session.user.isProvider) return null;
  return (
    session.clients.find((client) => client.key === session.user.defaultClient) ?? session.clients[0] ?? null
  );
}

export function Sidebar() {
  const t = useT();
  const session = useSession();
  const { providerKey } = usePortalConfig();
  const language = useAtomValue(languageAtom);
  const collapsed = useAtomValue(sidebarCollapsedAtom);
  const essentials = useEssentials().data;
  const client = useMenuClient();
  const { pathname } = useLocation();

  const menu = useMemo(() => {
    const context = { t, language, providerKey, essentials };
    return client ? clientMenu(context, client) : providerMenu(context, session.user.isAdmin);
  }, [t, language, providerKey, essentials, client, session.user.isAdmin]);
  const active = useMemo(() => activeEntries(menu, pathname), [menu, pathname]);
  const [open, setOpen] = useState<string[]>(active.open);
  // Collapsed, a group opens as a pop-up on hover; kept apart from the expanded menu's open groups, which would
  // otherwise be drawn inline, cut to the icon column's width.
  const [popupOpen, setPopupOpen] = useState<string[]>([]);
  const activeOpen = active.open.join("|");
  useEffect(() => {
    if (activeOpen) setOpen((keys) => [...new Set([...keys, ...activeOpen.split("|")])]);
  }, [activeOpen]);

  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      trigger={null}
      width={232}
      collapsedWidth={56}
      className="shell-sider"
    >
      {/* "Ledgerline, home page": the name starts with the visible text (WCAG 2.5.3), and says where it leads.
          As wide as the sidebar, which cuts off what lies outside it: its focus ring is drawn inside. */}
      <Link to="/" className="brand ll-focus-inset" aria-label={t("brand-home", { name: BRAND_NAME })}>
        <Logo showName={!collapsed} />
      </Link>
      <nav aria-label={t("main-navigation")} className="shell-nav">
        <Menu
          theme="dark"
          mode="inline"
          items={toItems(menu)}
          selectedKeys={active.selected}
          openKeys={collapsed ? popupOpen : open}
          onOpenChange={collapsed ? setPopupOpen : setOpen}
          className="shell-menu"
          aria-describedby={MENU_HINT_ID}
        />
        <p id={MENU_HINT_ID} className="menu-keys-hint">
          {t("menu-keys-hint")}
        </p>
      </nav>
      {!collapsed && client?.contacts && client.contacts.length > 0 && (
        <ContactsBlock contacts={client.contacts} />
      )}
    </Layout.Sider>
  );
}
