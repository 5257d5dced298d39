// The application frame: collapsible sidebar, header, and the routed content area.
import {
  AppstoreOutlined,
  BankOutlined,
  DashboardOutlined,
  ExportOutlined,
  FileTextOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
} from "@ant-design/icons";
import { Button, Layout, Menu } from "antd";
import { useState } from "react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";

const { Header, Sider, Content } = Layout;

export interface AppShellProps {
  providerKey: string;
  children: ReactNode;
}

export function AppShell({ providerKey, children }: AppShellProps) {
  const [collapsed, setCollapsed] = useState(false);
  const { pathname } = useLocation();
  const base = `/${providerKey}`;
  const items = [
    { key: `${base}/`, icon: <DashboardOutlined />, label: <Link to={`${base}/`}>Dashboard</Link> },
    { key: `${base}/investments`, icon: <BankOutlined />, label: <Link to={`${base}/investments`}>Investments</Link> },
    { key: `${base}/reports`, icon: <FileTextOutlined />, label: <Link to={`${base}/reports`}>Reports</Link> },
    { key: `${base}/clients`, icon: <AppstoreOutlined />, label: <Link to={`${base}/clients`}>Clients</Link> },
    { key: `${base}/export`, icon: <ExportOutlined />, label: <Link to={`${base}/export`}>Export</Link> },
    { key: `${base}/admin`, icon: <SettingOutlined />, label: <Link to={`${base}/admin`}>Administration</Link> },
  ];
  const selected = items.map((item) => item.key).filter((key) => pathname === key || pathname.startsWith(`${key}/`));

  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Sider collapsible collapsed={collapsed} trigger={null} width={220}>
        <div className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {!collapsed && <span>Ledgerline</span>}
        </div>
        <nav aria-label="Main navigation">
          <Menu theme="dark" mode="inline" selectedKeys={selected} items={items} style={{ background: "transparent" }} />
        </nav>
      </Sider>
      <Layout>
        <Header className="shell-header">
          <Button
            type="text"
            aria-label={collapsed ? "Expand navigation" : "Collapse navigation"}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((value) => !value)}
          />
        </Header>
        <Content className="shell-content">{children}</Content>
      </Layout>
    </Layout>
  );
}
