// The studio's frame: the header (product, signed-in author, language menu, sign-out), the menu of sections
// and the routed work area, all read from the route table. Screens load lazily; on every move to another page,
// the focus goes to its heading.
import {
  AuditOutlined,
  DownOutlined,
  FormOutlined,
  GlobalOutlined,
  ProfileOutlined,
} from "@ant-design/icons";
import { Button, Dropdown, Layout, Menu, Spin, Typography } from "antd";
import { Suspense, useEffect } from "react";
import type { ReactNode } from "react";
import { Link, Navigate, Route, Routes, useLocation } from "react-router-dom";
import { logout } from "./api/client";
import { MAIN_CONTENT_ID, useHeadingFocusOnNavigation } from "@ledgerline/ui-theme/focus";
import { useStudioLanguage, useT } from "./i18n/I18nProvider";
import { NATIVE_LABELS, STUDIO_LANGUAGES, isStudioLanguage } from "./i18n/languages";
import { HOME_PATH, STUDIO_ROUTES } from "./routes";
import type { StudioPage, StudioSection } from "./routes";
import { useUser } from "./session/StudioGate";

const { Header, Sider, Content } = Layout;

const ICONS: Record<StudioSection["icon"], ReactNode> = {
  reports: <ProfileOutlined />,
  forms: <FormOutlined />,
  covenants: <AuditOutlined />,
};

export function StudioShell() {
  const t = useT();
  const { pathname } = useLocation();
  useHeadingFocusOnNavigation(pathname);
  const current = STUDIO_ROUTES.find(
    (section) => pathname === `/${section.path}` || pathname.startsWith(`/${section.path}/`),
  );
  return (
    <Layout style={{ minHeight: "100vh" }}>
      {/* Navy: its controls take the white focus ring. */}
      <Header className="studio-header ll-dark-surface">
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={26} height={26} />
        <Typography.Text strong className="studio-header__product">
          {t("sections-product-name")}
        </Typography.Text>
        <HeaderTools />
      </Header>
      <Layout>
        <Sider width={230} theme="light">
          <nav aria-label={t("sections-menu-label")}>
            <Menu
              mode="inline"
              selectedKeys={current ? [current.path] : []}
              items={STUDIO_ROUTES.map((section) => ({
                key: section.path,
                icon: ICONS[section.icon],
                label: <Link to={`/${section.path}`}>{t(section.titleId)}</Link>,
              }))}
            />
          </nav>
        </Sider>
        {/* antd's Content is the page's one <main>: the screens inside it bring none of their own. */}
        <Content id={MAIN_CONTENT_ID} tabIndex={-1} className="studio-content">
          <Suspense fallback={<Spin aria-label={t("shell-loading")} />}>
            <Routes>
              <Route index element={<Navigate to={`/${HOME_PATH}`} replace />} />
              {STUDIO_ROUTES.flatMap((section) =>
                section.pages.map((page) => (
                  <Route
                    key={`${section.path}/${page.path}`}
                    path={page.path ? `/${section.path}/${page.path}` : `/${section.path}`}
                    element={<Page page={page} />}
                  />
                )),
              )}
              <Route path="*" element={<Navigate to={`/${HOME_PATH}`} replace />} />
            </Routes>
          </Suspense>
        </Content>
      </Layout>
    </Layout>
  );
}

/** The right side of the header: who is signed in, the language menu and Sign out. */
function HeaderTools() {
  const t = useT();
  const user = useUser();
  const { language, setLanguage } = useStudioLanguage();
  return (
    <div className="studio-header__tools">
      <Typography.Text className="studio-header__user">{user.fullName}</Typography.Text>
      <Dropdown
        trigger={["click"]}
        menu={{
          selectable: true,
          selectedKeys: [language],
          items: STUDIO_LANGUAGES.map((code) => ({
            key: code,
            label: <span lang={code}>{NATIVE_LABELS[code]}</span>,
          })),
          onClick: ({ key }) => {
            if (isStudioLanguage(key)) setLanguage(key);
          },
        }}
      >
        <Button
          type="text"
          className="studio-header__button"
          aria-label={`${t("sections-language")}: ${NATIVE_LABELS[language]}`}
        >
          <GlobalOutlined aria-hidden /> {NATIVE_LABELS[language]} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <Button type="text" className="studio-header__button" onClick={() => void logout()}>
        {t("shell-sign-out")}
      </Button>
    </div>
  );
}

function Page({ page }: { page: StudioPage }) {
  const t = useT();
  const title = t(page.titleId);
  const product = t("sections-product-name");
  useEffect(() => {
    document.title = `${title} · ${product}`;
  }, [title, product]);
  const Screen = page.screen;
  return <Screen />;
}
