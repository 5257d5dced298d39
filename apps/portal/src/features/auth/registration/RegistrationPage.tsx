// The invitation and registration flow at /registration/{inviteId}[/{verifyToken}] (spec 1 §2, §4). Any
// current session is logged out first. A verify token in the address is validated straight away.
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Form, Input, Result, Space, Spin, Typography } from "antd";
import { useEffect, useReducer, useRef, useState } from "react";
import { useParams } from "react-router-dom";
import { useApi } from "../../../api/ApiContext";
import { assertSuccess } from "../../../api/mutationResult";
import { useT } from "../../../i18n/useT";
import { FullScreenLoader } from "../../../ui/FullScreenLoader";
import { useNotify } from "../../../ui/notify";
import { NotFound } from "../../shell/NotFound";
import { useClearSession } from "../../session/useAuthActions";
import { AuthLayout } from "../AuthLayout";
import { authKeys } from "../queryKeys";
import { RegistrationForm } from "./RegistrationForm";
import type { InvitationEvent, InvitationState } from "./invitationMachine";
import {
  MAX_VALIDATION_TOKEN_LENGTH,
  declineReason,
  initialInvitationState,
  invitationReducer,
  normaliseValidationToken,
} from "./invitationMachine";
import {
  CreateValidationTokenDocument,
  InvitationDocument,
  UpdateDeclineReasonDocument,
  ValidationDocument,
} from "../../../api/generated/typed/api/documents";

export function RegistrationPage() {
  const { inviteId, verifyToken } = useParams();
  if (!inviteId) return <NotFound />;
  return (
    <InvitationFlow
      key={`${inviteId}/${verifyToken ?? ""}`}
      inviteId={inviteId}
      verifyToken={verifyToken ?? null}
    />
  );
}

function InvitationFlow({ inviteId, verifyToken }: { inviteId: string; verifyToken: string | null }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const clearSession = useClearSession();
  const [state, dispatch] = useReducer(invitationReducer, initialInvitationState);
  const [loggedOut, setLoggedOut] = useState(false);
  const [sendingToken, setSendingToken] = useState(false);
  const [validating, setValidating] = useState(false);
  const resumed = useRef(false);

  useEffect(() => {
    clearSession();
    setLoggedOut(true);
  }, [clearSession]);

  const invitation = useQuery({
    queryKey: authKeys.invitation(inviteId, verifyToken),
    queryFn: async () =>
      (await api.graphql(InvitationDocument, { inviteToken: inviteId, verifyToken }, { anonymous: true }))
        .invitedUser,
    enabled: loggedOut,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (invitation.isSuccess) dispatch({ type: "loaded", user: invitation.data });
    if (invitation.isError) {
      console.error("The invitation could not be loaded", invitation.error);
      dispatch({ type: "loaded", user: null });
    }
  }, [invitation.isSuccess, invitation.isError, invitation.data, invitation.error]);

  async function validate(typed: string | null) {
    const token = normaliseValidationToken(typed);
    if (!token) {
      dispatch({ type: "tokenRejected" });
      return;
    }
    setValidating(true);
    try {
      const answer = await api.graphql(
        ValidationDocument,
        { inviteToken: inviteId, verifyToken: token },
        { anonymous: true },
      );
      dispatch(answer.validateToken?.success ? { type: "tokenValidated", token } : { type: "tokenRejected" });
    } catch (error) {
      console.error("Token validation failed", error);
      dispatch({ type: "tokenRejected" });
    } finally {
      setValidating(false);
    }
  }

  useEffect(() => {
    if (state.status === "REGISTER" && verifyToken && !resumed.current) {
      resumed.current = true;
      dispatch({ type: "resume" });
      void validate(verifyToken);
    }
    // validate only reads stable values; running it once per resume is the point
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status, verifyToken]);

  async function accept() {
    setSendingToken(true);
    try {
      const answer = await api.graphql(
        CreateValidationTokenDocument,
        { invitation: inviteId },
        { anonymous: true },
      );
      assertSuccess(answer.createValidationToken, t("invitation-token-failed"));
      dispatch({ type: "tokenCreated" });
    } catch (error) {
      notify.apiError(error);
    } finally {
      setSendingToken(false);
    }
  }

  async function sendDecline(typed: string | undefined) {
    try {
      const answer = await api.graphql(
        UpdateDeclineReasonDocument,
        { inviteId, bounceReason: declineReason(typed) },
        { anonymous: true },
      );
      assertSuccess(answer.updateDeclineReason, t("decline-failed"));
      dispatch({ type: "feedbackSent" });
    } catch (error) {
      notify.apiError(error);
    }
  }

  if (sendingToken) return <FullScreenLoader label={t("invitation-sending-token")} />;

  return (
    <AuthLayout
      title={t(state.status === "VALIDATIONTOKEN_VALIDATED" ? "registration-title" : "invitation-title")}
      wide={state.status === "VALIDATIONTOKEN_VALIDATED"}
    >
      <InvitationScreen
        state={state}
        dispatch={dispatch}
        validating={validating}
        onAccept={accept}
        onValidate={validate}
        onDecline={sendDecline}
        inviteId={inviteId}
      />
    </AuthLayout>
  );
}

interface ScreenProps {
  state: InvitationState;
  dispatch: (event: InvitationEvent) => void;
  validating: boolean;
  inviteId: string;
  onAccept: () => void;
  onValidate: (token: string | null) => Promise<void>;
  onDecline: (reason: string | undefined) => Promise<void>;
}

function InvitationScreen({
  state,
  dispatch,
  validating,
  inviteId,
  onAccept,
  onValidate,
  onDecline,
}: ScreenProps) {
  const t = useT();
  switch (state.status) {
    case "LOADING":
      return (
        <div className="centered">
          <Spin />
        </div>
      );
    case "INVALID":
      return <Result status="error" title={t("invitation-invalid")} />;
    case "REGISTER":
      return (
        <div className="invitation-welcome">
          <Typography.Title level={2}>
            {t("invitation-welcome", { name: state.user.fullName })}
          </Typography.Title>
          <Typography.Paragraph>
            {t("invitation-verify-email", { email: state.user.email })}
          </Typography.Paragraph>
          <Typography.Paragraph strong>{t("invitation-question")}</Typography.Paragraph>
          <Space>
            <Button type="primary" onClick={onAccept}>
              {t("accept")}
            </Button>
            <Button onClick={() => dispatch({ type: "decline" })}>{t("decline")}</Button>
          </Space>
        </div>
      );
    case "ACCEPTED":
      return <TokenEntry email={state.user.email} validating={validating} onValidate={onValidate} />;
    case "VALIDATIONTOKEN_DECLINED":
      return (
        <Result
          status="warning"
          title={t("validation-token-invalid")}
          extra={
            <Button type="primary" onClick={() => dispatch({ type: "retry" })}>
              {t("retry")}
            </Button>
          }
        />
      );
    case "DECLINED":
      return state.thanked ? (
        <Result status="success" title={t("decline-thanks")} />
      ) : (
        <DeclineForm onBack={() => dispatch({ type: "goBack" })} onSubmit={onDecline} />
      );
    case "VALIDATIONTOKEN_VALIDATED":
      return (
        <RegistrationForm
          userId={state.user._id}
          inviteToken={inviteId}
          validatedToken={state.validatedToken}
        />
      );
  }
}

function TokenEntry({
  email,
  validating,
  onValidate,
}: {
  email: string;
  validating: boolean;
  onValidate: (token: string | null) => Promise<void>;
}) {
  const t = useT();
  if (validating) {
    return (
      <div className="centered" role="status">
        <Spin />
        <span>{t("validating")}</span>
      </div>
    );
  }
  return (
    <Form layout="vertical" onFinish={({ token }: { token?: string }) => onValidate(token ?? null)}>
      <Typography.Paragraph>{t("invitation-token-intro", { email })}</Typography.Paragraph>
      <Alert type="info" showIcon title={t("invitation-token-notice")} className="spaced" />
      <Form.Item name="token" label={t("invitation-token")}>
        <Input maxLength={MAX_VALIDATION_TOKEN_LENGTH} autoComplete="one-time-code" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {t("validate")}
      </Button>
    </Form>
  );
}

function DeclineForm({
  onBack,
  onSubmit,
}: {
  onBack: () => void;
  onSubmit: (reason: string | undefined) => Promise<void>;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Form
      layout="vertical"
      onFinish={async ({ reason }: { reason?: string }) => {
        setBusy(true);
        await onSubmit(reason);
        setBusy(false);
      }}
    >
      <Typography.Paragraph>{t("decline-question")}</Typography.Paragraph>
      <Form.Item name="reason" label={t("decline-reason")}>
        <Input.TextArea rows={4} maxLength={2000} />
      </Form.Item>
      <Space>
        <Button onClick={onBack}>{t("decline-go-back")}</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t("submit")}
        </Button>
      </Space>
    </Form>
  );
}
