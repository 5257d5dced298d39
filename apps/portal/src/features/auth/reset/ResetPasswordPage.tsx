// The password-reset wizard at /login/resetpassword (spec 1 §2): e-mail, code, new password, confirmation.
import { Button, Form, Input, Result, Steps, Typography } from "antd";
import { useReducer, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useApi } from "../../../api/ApiContext";
import {
  ProcessEmailForResetDocument,
  ProcessTokenForResetDocument,
  UpdateUserPasswordDocument,
} from "../../../api/generated/typed/api/documents";
import { assertSuccess } from "../../../api/mutationResult";
import { useT } from "../../../i18n/useT";
import { useNotify } from "../../../ui/notify";
import { PasswordStrengthMeter } from "../password/PasswordStrengthMeter";
import { AuthLayout } from "../AuthLayout";
import { passwordRules, retypeRules } from "../rules";
import { initialResetState, resetReducer, resetStepIndex } from "./resetMachine";

export function ResetPasswordPage() {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(resetReducer, initialResetState);
  const [busy, setBusy] = useState(false);
  const [newPassword, setNewPassword] = useState("");

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(false);
    }
  }

  const sendEmail = ({ email }: { email: string }) =>
    run(async () => {
      const userEmail = email.trim();
      const answer = await api.graphql(ProcessEmailForResetDocument, { userEmail }, { anonymous: true });
      assertSuccess(answer.processEmailForReset, t("reset-send-failed"));
      dispatch({ type: "emailSent", email: userEmail });
    });

  const validateCode =
    (email: string) =>
    ({ code }: { code: string }) =>
      run(async () => {
        const token = code.trim();
        const answer = await api.graphql(
          ProcessTokenForResetDocument,
          { userEmail: email, token },
          { anonymous: true },
        );
        const user = answer.processTokenForReset;
        dispatch(user ? { type: "codeValid", user, code: token } : { type: "codeInvalid" });
      });

  const changePassword =
    (email: string, code: string) =>
    ({ password }: { password: string }) =>
      run(async () => {
        const answer = await api.graphql(
          UpdateUserPasswordDocument,
          { user: { email, token: code }, password: password.trim() },
          { anonymous: true },
        );
        assertSuccess(answer.updateUserPassword, t("reset-change-failed"));
        dispatch({ type: "passwordChanged" });
      });

  const missing = (message: string) => () => notify.error(message);

  return (
    <AuthLayout title={t("reset-title")}>
      <Steps
        size="small"
        titlePlacement="vertical"
        responsive={false}
        className="reset-steps"
        current={resetStepIndex(state)}
        status={
          state.step === "invalidCode" || state.step === "inactive"
            ? "error"
            : state.step === "done"
              ? "finish"
              : "process"
        }
        items={[
          { title: t("reset-step-email") },
          { title: t("reset-step-code") },
          { title: t("reset-step-password") },
          { title: t("reset-step-done") },
        ]}
      />
      {state.step === "email" && (
        <Form layout="vertical" onFinish={sendEmail} onFinishFailed={missing(t("required-fields"))}>
          <Typography.Paragraph>{t("reset-email-intro")}</Typography.Paragraph>
          <Form.Item
            name="email"
            label={t("reset-email")}
            rules={[{ required: true, whitespace: true, message: t("field-required") }]}
          >
            <Input autoComplete="email" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t("reset-send")}
          </Button>
        </Form>
      )}
      {state.step === "code" && (
        <Form
          layout="vertical"
          onFinish={validateCode(state.email)}
          onFinishFailed={missing(t("reset-token-required"))}
        >
          <Typography.Paragraph>{t("reset-code-intro", { email: state.email })}</Typography.Paragraph>
          <Form.Item
            name="code"
            label={t("reset-code")}
            rules={[{ required: true, whitespace: true, message: t("reset-token-required") }]}
          >
            <Input autoComplete="one-time-code" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t("reset-validate")}
          </Button>
        </Form>
      )}
      {state.step === "invalidCode" && (
        <Result
          status="warning"
          title={t("reset-code-invalid")}
          extra={
            <Button type="primary" onClick={() => dispatch({ type: "goBack" })}>
              {t("go-back")}
            </Button>
          }
        />
      )}
      {state.step === "inactive" && <Result status="warning" title={t("account-inactive")} />}
      {state.step === "password" && (
        <Form
          layout="vertical"
          onFinish={changePassword(state.email, state.code)}
          onFinishFailed={missing(t("required-fields"))}
          onValuesChange={(changed: { password?: string }) => {
            if (changed.password !== undefined) setNewPassword(changed.password);
          }}
        >
          <Typography.Paragraph>{t("reset-password-intro")}</Typography.Paragraph>
          <Form.Item name="password" label={t("password")} rules={passwordRules(t)}>
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
          <PasswordStrengthMeter password={newPassword} />
          <Form.Item
            name="retype"
            label={t("password-retype")}
            dependencies={["password"]}
            rules={retypeRules(t)}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t("reset-save")}
          </Button>
        </Form>
      )}
      {state.step === "done" && (
        <Result
          status="success"
          title={t("success")}
          subTitle={t("reset-done-text")}
          extra={
            <Button type="primary" onClick={() => navigate("/login")}>
              {t("reset-login")}
            </Button>
          }
        />
      )}
      {state.step !== "done" && (
        <div className="auth-page__footer">
          <Link to="/login">{t("back-to-login")}</Link>
        </div>
      )}
    </AuthLayout>
  );
}
