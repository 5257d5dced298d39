// The registration form (spec 1 §2, §5): name, password twice with strength (at least Ok), language, the
// address block and the communication list; on success 'Success' and an automatic login.
import { useQuery } from "@tanstack/react-query";
import { Button, Form, Input, Result, Select, Spin, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useApi } from "../../../api/ApiContext";
import { errorMessage } from "../../../api/errors";
import { assertSuccess } from "../../../api/mutationResult";
import type { Address, CommunicationItem, Country, UnregisteredUser } from "../../../api/types";
import { NATIVE_LABELS, USER_LANGUAGES } from "../../../i18n/languages";
import { useT } from "../../../i18n/useT";
import { browser } from "../../../ui/browser";
import { useNotify } from "../../../ui/notify";
import { useLogin } from "../../session/useAuthActions";
import { PasswordStrengthMeter } from "../password/PasswordStrengthMeter";
import { authKeys } from "../queryKeys";
import { passwordRules, required, retypeRules } from "../rules";
import { CommunicationList } from "./CommunicationList";
import {
  UnregisteredUserDocument,
  UpdateUserFromRegistrationDocument,
} from "../../../api/generated/typed/api/documents";

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  password: string;
  retype: string;
  language: string;
  country: string;
  state?: string;
  city: string;
  postalcode: string;
  street: string;
  nr: string;
  box?: string;
  additional?: string;
  communication: CommunicationItem[];
}

export function RegistrationForm({
  userId,
  inviteToken,
  validatedToken,
}: {
  userId: string;
  inviteToken: string;
  validatedToken: string;
}) {
  const t = useT();
  const api = useApi();
  const query = useQuery({
    queryKey: authKeys.unregisteredUser(userId, validatedToken),
    queryFn: () =>
      api.graphql(
        UnregisteredUserDocument,
        { userId, inviteToken, verifyToken: validatedToken },
        { anonymous: true },
      ),
    gcTime: 0,
    retry: false,
  });

  if (query.isPending) return <Spin />;
  if (query.isError)
    return (
      <Result status="error" title={t("session-check-failed", { message: errorMessage(query.error) })} />
    );
  // The API answers null unless the invitation and its validated token belong to this user.
  const user = query.data.unregisteredUser;
  if (!user) return <Result status="warning" title={t("registration-wrong-token")} />;
  return (
    <RegistrationFields
      user={user}
      countries={query.data.countries ?? []}
      inviteToken={inviteToken}
      validatedToken={validatedToken}
    />
  );
}

function RegistrationFields({
  user,
  countries,
  inviteToken,
  validatedToken,
}: {
  user: UnregisteredUser;
  countries: Country[];
  inviteToken: string;
  validatedToken: string;
}) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const login = useLogin();
  const [form] = Form.useForm<RegistrationValues>();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const address: Partial<Address> = user.address ?? {};
  const initialValues: Partial<RegistrationValues> = {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    language: user.language ?? "en",
    country: address.countryName ?? undefined,
    state: address.state ?? "",
    city: address.city ?? "",
    postalcode: address.postalcode ?? "",
    street: address.street ?? "",
    nr: address.nr ?? "",
    box: address.box ?? "",
    additional: address.additional ?? "",
    communication: user.communication ?? [],
  };

  async function submit(values: RegistrationValues) {
    setBusy(true);
    const newPassword = values.password.trim();
    try {
      const country = countries.find((entry) => entry.name === values.country);
      const answer = await api.graphql(
        UpdateUserFromRegistrationDocument,
        {
          userId: user._id,
          inviteToken,
          verifyToken: validatedToken,
          user: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            language: values.language,
            password: newPassword,
            address: {
              country: country?._id ?? values.country,
              countryName: values.country,
              state: values.state?.trim() ?? "",
              city: values.city.trim(),
              postalcode: values.postalcode.trim(),
              street: values.street.trim(),
              nr: values.nr.trim(),
              box: values.box?.trim() ?? "",
              additional: values.additional?.trim() ?? "",
            },
            communication: values.communication ?? [],
          },
        },
        { anonymous: true },
      );
      assertSuccess(answer.updateUserFromRegistration, t("registration-failed"));
    } catch (error) {
      notify.apiError(error);
      setBusy(false);
      return;
    }
    setDone(true);
    notify.success(t("success"));
    try {
      await login(user.email ?? "", newPassword);
    } catch {
      navigate("/login", { replace: true });
      return;
    }
    browser.assign("/");
  }

  if (done) return <Result status="success" title={t("success")} />;

  return (
    <Form<RegistrationValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onFinishFailed={() => notify.error(t("required-fields"))}
      onValuesChange={(changed: Partial<RegistrationValues>) => {
        if (changed.password !== undefined) setPassword(changed.password);
      }}
      className="registration-form"
    >
      <Typography.Paragraph>{t("registration-intro")}</Typography.Paragraph>
      <div className="form-row">
        <Form.Item name="firstName" label={t("first-name")} rules={[required(t)]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t("last-name")} rules={[required(t)]}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </div>
      <div className="form-row">
        <Form.Item
          name="password"
          label={t("password")}
          rules={passwordRules(t, { minStrength: true })}
          extra={<PasswordStrengthMeter password={password} />}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="retype"
          label={t("password-retype")}
          dependencies={["password"]}
          rules={retypeRules(t)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </div>
      <Form.Item name="language" label={t("language")} rules={[required(t)]}>
        <Select options={USER_LANGUAGES.map((code) => ({ value: code, label: NATIVE_LABELS[code] }))} />
      </Form.Item>

      <fieldset className="form-block">
        <legend>{t("address")}</legend>
        <div className="form-row">
          <Form.Item name="country" label={t("address-country")} rules={[required(t)]}>
            <Select
              showSearch={{ optionFilterProp: "label" }}
              options={countries.map((country) => ({ value: country.name, label: country.name }))}
            />
          </Form.Item>
          <Form.Item name="state" label={t("address-state")}>
            <Input />
          </Form.Item>
        </div>
        <div className="form-row">
          <Form.Item name="city" label={t("address-city")} rules={[required(t)]}>
            <Input autoComplete="address-level2" />
          </Form.Item>
          <Form.Item name="postalcode" label={t("address-postalcode")} rules={[required(t)]}>
            <Input autoComplete="postal-code" />
          </Form.Item>
        </div>
        <div className="form-row form-row--street">
          <Form.Item name="street" label={t("address-street")} rules={[required(t)]}>
            <Input autoComplete="address-line1" />
          </Form.Item>
          <Form.Item name="nr" label={t("address-nr")} rules={[required(t)]}>
            <Input />
          </Form.Item>
          <Form.Item name="box" label={t("address-box")}>
            <Input />
          </Form.Item>
        </div>
        <Form.Item name="additional" label={t("address-additional")}>
          <Input />
        </Form.Item>
      </fieldset>

      <fieldset className="form-block">
        <legend>{t("communication")}</legend>
        <Form.Item name="communication" noStyle>
          <CommunicationList />
        </Form.Item>
      </fieldset>

      <Button type="primary" htmlType="submit" loading={busy} block>
        {t("registration-complete")}
      </Button>
    </Form>
  );
}
