// Login (spec 1 §2 "Login screen", §4 "Session and login"): step 0 asks the username and checks which
// services it has; step 1 shows the password field, or the browser goes to single sign-on. A token in the
// query string (the single sign-on callback) is stored and the user goes on after 200 ms.
import { useQueryClient } from "@tanstack/react-query";
import { Button, Form, Input, Space, Typography } from "antd";
import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useApi } from "../../../api/ApiContext";
import { HttpError } from "../../../api/errors";
import { TIMINGS } from "../../../config";
import { localizeApiError } from "../../../i18n/apiMessages";
import { useT } from "../../../i18n/useT";
import { tokenAtom } from "../../../state/atoms";
import { browser } from "../../../ui/browser";
import { FullScreenLoader } from "../../../ui/FullScreenLoader";
import { useNotify } from "../../../ui/notify";
import { takeOrigin } from "../../session/origin";
import { useLogin, useUserCheck } from "../../session/useAuthActions";
import { AuthLayout } from "../AuthLayout";
import { passwordRules, required } from "../rules";

type Step = 0 | 1;

export function LoginPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const tokenFromQuery = searchParams.get("token");
  if (tokenFromQuery) return <TokenArrival token={tokenFromQuery} />;
  return (
    <AuthLayout title={t("login-title")}>
      <LoginSteps ssoError={searchParams.get("ssoError")} />
    </AuthLayout>
  );
}

function TokenArrival({ token }: { token: string }) {
  const t = useT();
  const setToken = useSetAtom(tokenAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    queryClient.removeQueries();
    setToken(token);
    const timer = setTimeout(() => navigate(takeOrigin(), { replace: true }), TIMINGS.tokenRedirectMs);
    return () => clearTimeout(timer);
  }, [token, setToken, navigate, queryClient]);
  return <FullScreenLoader label={t("login-token-redirect")} />;
}

function LoginSteps({ ssoError }: { ssoError: string | null }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const userCheck = useUserCheck();
  const login = useLogin();
  const [step, setStep] = useState<Step>(0);
  const [username, setUsername] = useState("");
  const [busy, setBusy] = useState(false);
  const [toSso, setToSso] = useState(false);

  // The single sign-on callback comes back with ?ssoError=… when the identity provider's answer was refused.
  useEffect(() => {
    if (ssoError) notify.apiError(ssoError);
  }, [ssoError, notify]);

  async function checkUser({ username: typed }: { username: string }) {
    setBusy(true);
    try {
      const services = await userCheck(typed);
      setUsername(typed.trim());
      if (services.sso && !services.password) {
        setToSso(true);
        browser.assign(api.ssoUrl());
        return;
      }
      setStep(1);
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(false);
    }
  }

  async function submitPassword({ password }: { password: string }) {
    setBusy(true);
    try {
      await login(username, password);
    } catch (error) {
      // Too many attempts says so; every other failure is the one message that gives nothing away.
      notify.error(
        error instanceof HttpError && error.status === 429 ? localizeApiError(t, error) : t("login-failed"),
      );
      setBusy(false);
      return;
    }
    navigate(takeOrigin(), { replace: true });
  }

  if (toSso) return <FullScreenLoader label={t("login-sso-redirect")} />;

  if (step === 0) {
    return (
      <Form layout="vertical" onFinish={checkUser} initialValues={{ username }} requiredMark={false}>
        <Form.Item name="username" label={t("login-username")} rules={[required(t)]}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t("login-next")}
        </Button>
      </Form>
    );
  }

  return (
    <Form layout="vertical" onFinish={submitPassword} requiredMark={false}>
      <Space className="login-user" align="center">
        <Typography.Text strong>{username}</Typography.Text>
        <Button type="link" size="small" onClick={() => setStep(0)}>
          {t("login-change-user")}
        </Button>
      </Space>
      <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
      <Form.Item name="password" label={t("login-password")} rules={passwordRules(t, { max: true })}>
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        {t("login-submit")}
      </Button>
      <div className="login-forgot">
        <Link to="/login/resetpassword">{t("login-forgot")}</Link>
      </div>
    </Form>
  );
}
