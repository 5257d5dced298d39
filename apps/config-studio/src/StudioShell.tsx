// The studio's frame: the menu of sections (from the route table) and the routed work area.
import { AuditOutlined, FormOutlined, ProfileOutlined } from "@ant-design/icons";
import { Layout, Menu, Spin, Typography } from "antd";
import { Suspense, useEffect } from "react";
import type { ReactNode } from "react";
import { Link, Navigate, Route, Routes, useLocation } from "react-router-dom";
import { HOME_PATH, STUDIO_ROUTES } from "./routes";
import type { StudioRoute } from "./routes";

const { Header, Sider, Content } = Layout;

const ICONS: Record<StudioRoute["icon"], ReactNode> = {
  reports: <ProfileOutlined />,
  forms: <FormOutlined />,
  covenants: <AuditOutlined />,
};

export function StudioShell() {
  const { pathname } = useLocation();
  const current = STUDIO_ROUTES.find((route) => pathname.startsWith(`/${route.path}`));
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Header className="studio-header">
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={26} height={26} />
        <Typography.Text strong style={{ color: "#fff", fontSize: 16 }}>
          Ledgerline Config Studio
        </Typography.Text>
      </Header>
      <Layout>
        <Sider width={230} theme="light">
          <nav aria-label="Studio sections">
            <Menu
              mode="inline"
              selectedKeys={current ? [current.path] : []}
              items={STUDIO_ROUTES.map((route) => ({
                key: route.path,
                icon: ICONS[route.icon],
                label: <Link to={`/${route.path}`}>{route.title}</Link>,
              }))}
            />
          </nav>
        </Sider>
        <Content className="studio-content">
          <main>
            <Suspense fallback={<Spin aria-label="Loading" />}>
              <Routes>
                <Route index element={<Navigate to={`/${HOME_PATH}`} replace />} />
                {STUDIO_ROUTES.map((route) => (
                  <Route key={route.path} path={`/${route.path}/*`} element={<Section route={route} />} />
                ))}
                <Route path="*" element={<Navigate to={`/${HOME_PATH}`} replace />} />
              </Routes>
            </Suspense>
          </main>
        </Content>
      </Layout>
    </Layout>
  );
}

function Section({ route }: { route: StudioRoute }) {
  useEffect(() => {
    document.title = `${route.title} · Ledgerline Config Studio`;
  }, [route.title]);
  const Screen = route.screen;
  return <Screen />;
}
