// The studio's door: no session → the sign-in form (the portal's login, so one sign-in serves both); a
// session without the templates permissions → why they cannot enter; otherwise the studio, with the user.
import { Alert, Button, Card, Form, Input, Result, Spin, Typography } from "antd";
import { createContext, useContext, useState } from "react";
import type { ReactNode } from "react";
import { StudioApiError, login, logout } from "../api/client";
import { MAIN_CONTENT_ID } from "@ledgerline/ui-theme/focus";
import { useT } from "../i18n/I18nProvider";
import type { StudioUser } from "./session";
import { useStudioUser, useToken } from "./session";

const UserContext = createContext<StudioUser | null>(null);

/** The signed-in author (only inside the gate). */
export function useUser(): StudioUser {
  const user = useContext(UserContext);
  if (!user) throw new Error("useUser is used outside the studio gate");
  return user;
}

export function StudioGate({ children }: { children: ReactNode }) {
  const token = useToken();
  const user = useStudioUser(token);
  const t = useT();
  if (token === null) return <SignIn />;
  if (user.isPending) return <Spin aria-label={t("shell-loading")} style={{ margin: 48 }} />;
  // An UNAUTHENTICATED answer has already dropped the token (back to the sign-in above); any other failure
  // keeps the session and says so, instead of asking for a sign-in that would not help.
  if (user.isError) {
    return (
      // Outside the studio's frame, each door page is its own one <main> (the skip link's target).
      <main id={MAIN_CONTENT_ID}>
        <Result
          status="warning"
          title={<h1 className="studio-gate-title">{t("gate-unreachable-title")}</h1>}
          subTitle={t("gate-unreachable-text")}
          extra={
            <Button type="primary" loading={user.isFetching} onClick={() => void user.refetch()}>
              {t("gate-retry")}
            </Button>
          }
        />
      </main>
    );
  }
  if (!user.data) return <SignIn />;
  if (!user.data.canAuthor) {
    return (
      <main id={MAIN_CONTENT_ID}>
        <Result
          status="403"
          title={<h1 className="studio-gate-title">{t("gate-no-access-title")}</h1>}
          subTitle={t("gate-no-access-text", { name: user.data.fullName })}
          extra={[
            <Button key="portal" type="primary" href="/">
              {t("gate-to-portal")}
            </Button>,
            <Button key="out" onClick={() => void logout()}>
              {t("shell-sign-out")}
            </Button>,
          ]}
        />
      </main>
    );
  }
  return <UserContext.Provider value={user.data}>{children}</UserContext.Provider>;
}

function SignIn() {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(values: { username: string; password: string }) {
    setBusy(true);
    setError(null);
    try {
      await login(values.username, values.password);
    } catch (failure) {
      setError(
        failure instanceof StudioApiError && failure.code === "TOO_MANY_REQUESTS"
          ? failure.message
          : t("sign-in-failed"),
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <main id={MAIN_CONTENT_ID} className="studio-sign-in">
      <Card style={{ width: 380 }}>
        <Typography.Title level={1} style={{ fontSize: 20 }}>
          {t("sign-in-title")}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t("sign-in-hint")}</Typography.Paragraph>
        {error && <Alert type="error" role="alert" title={error} style={{ marginBottom: 12 }} />}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            label={t("sign-in-email")}
            name="username"
            rules={[{ required: true, message: t("sign-in-email-required") }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label={t("sign-in-password")}
            name="password"
            rules={[{ required: true, message: t("sign-in-password-required") }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t("sign-in-submit")}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
