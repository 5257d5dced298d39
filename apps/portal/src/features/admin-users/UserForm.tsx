// The user form (spec 3 §3, §5): first name, last name, e-mail, roles, language required; choosing
// CLIENT-ADMIN adds CLIENT; client users need clients, Regional Directors and Investment Managers regions;
// changing the roles clears both. The address is optional, but one that is given needs its country. Each
// communication item needs type and value (the list's own form checks them). An invalid form says 'Invalid
// form, please review'; the API's field errors land on their fields, and the form keeps what was typed.
import { Button, Card, Col, Form, Input, Row, Select, Space, Typography } from "antd";
import type { FormRule } from "antd";
import { useState } from "react";
import { usePortalConfig } from "../../config";
import { USER_LANGUAGES } from "../../i18n/languages";
import { useT } from "../../i18n/useT";
import { useNotify } from "../../ui/notify";
import { required } from "../auth/rules";
import { CommunicationList } from "../auth/registration/CommunicationList";
import { ClientPicker } from "./ClientPicker";
import type { ClientOption } from "./ClientPicker";
import { roleLabel, userLanguageLabel } from "./labels";
import { assignableRoles, needsClients, needsRegions, withImpliedRoles } from "./roles";
import { ADDRESS_FIELDS, fieldErrorsOf, hasAddress, initialUserValues, toUserInput } from "./userForm";
import type { UserFormValues } from "./userForm";
import type { AdminUser, UserMutationResult, UserReference } from "./types";

export type UserInput = ReturnType<typeof toUserInput>;

interface UserFormProps {
  user: AdminUser | null;
  reference: UserReference | undefined;
  save: (input: UserInput) => Promise<UserMutationResult>;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}

/** The stored user's clients with their names: the API lists the names in the order of the ids. */
function knownClients(user: AdminUser | null): ClientOption[] {
  const scope = user?.clients;
  if (!scope || scope.ids.length !== scope.nameList.length) return [];
  return scope.ids.map((id, index) => ({ value: id, label: scope.nameList[index]! }));
}

const TITLE_STYLE = { margin: 0 };

export function UserForm({ user, reference, save, onSaved, onCancel }: UserFormProps) {
  const t = useT();
  const notify = useNotify();
  const { providerKey } = usePortalConfig();
  const [form] = Form.useForm<UserFormValues>();
  const [saving, setSaving] = useState(false);
  const roles = Form.useWatch("roles", form) ?? user?.roles ?? [];
  const deleted = user?.status === "DELETED";

  const requiredText: FormRule[] = [required(t)];
  const requiredChoice: FormRule[] = [{ required: true, message: t("field-required") }];
  const countryRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value && hasAddress(getFieldValue("address") as UserFormValues["address"]))
        throw new Error(t("field-required"));
    },
  });

  const submit = async (values: UserFormValues) => {
    setSaving(true);
    try {
      const result = await save(toUserInput(values, providerKey));
      if (result.success) {
        notify.success(t(user ? "users-updated" : "users-created"));
        await onSaved();
        return;
      }
      const fields = result.error ? fieldErrorsOf<UserFormValues>(result.error, t) : [];
      form.setFields(fields);
      // With field errors the fields say what is wrong; the toast says where to look.
      if (fields.length > 0) notify.error(t("users-form-invalid"));
      else notify.apiError(new Error(result.error?.message || t("users-action-failed")));
    } catch (error) {
      notify.apiError(error);
    } finally {
      setSaving(false);
    }
  };

  const text = (name: (string | number)[], label: string, rules: FormRule[] = [], autoComplete?: string) => (
    <Form.Item name={name} label={label} rules={rules}>
      <Input autoComplete={autoComplete} />
    </Form.Item>
  );

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      disabled={deleted}
      initialValues={initialUserValues(user)}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => notify.error(t("users-form-invalid"))}
      onValuesChange={(changed: UserFormValues) => {
        // A new set of roles starts with an empty scope: what fits one role rarely fits another.
        if (changed.roles)
          form.setFieldsValue({ roles: withImpliedRoles(changed.roles), clients: { ids: [], regions: [] } });
      }}
      scrollToFirstError
    >
      <Card>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text(["firstName"], t("first-name"), requiredText, "off")}
          </Col>
          <Col xs={24} md={12}>
            {text(["lastName"], t("last-name"), requiredText, "off")}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label={t("users-email")}
              rules={[...requiredText, { type: "email", message: t("users-email-invalid") }]}
            >
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="language" label={t("language")} rules={requiredChoice}>
              <Select
                options={USER_LANGUAGES.map((code) => ({ value: code, label: userLanguageLabel(code) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="roles" label={t("users-roles")} rules={requiredChoice}>
              <Select
                mode="multiple"
                options={assignableRoles(providerKey).map(({ role }) => ({
                  value: role,
                  label: roleLabel(t, role, providerKey),
                }))}
              />
            </Form.Item>
          </Col>
          {needsClients(roles) && (
            <Col xs={24}>
              <Form.Item name={["clients", "ids"]} label={t("users-clients")} rules={requiredChoice}>
                <ClientPicker known={knownClients(user)} />
              </Form.Item>
            </Col>
          )}
          {needsRegions(roles, providerKey) && (
            <Col xs={24}>
              <Form.Item name={["clients", "regions"]} label={t("users-regions")} rules={requiredChoice}>
                <Select
                  mode="multiple"
                  showSearch={{ optionFilterProp: "label" }}
                  options={(reference?.regions ?? []).map((region) => ({
                    value: region._id,
                    label: region.region,
                  }))}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Card>

      <Card
        style={{ marginTop: 16 }}
        title={
          <Typography.Title level={3} style={TITLE_STYLE}>
            {t("address")}
          </Typography.Title>
        }
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name={["address", "country"]}
              label={t("address-country")}
              rules={[countryRule]}
              dependencies={ADDRESS_FIELDS.filter((field) => field !== "country").map((field) => [
                "address",
                field,
              ])}
            >
              <Select
                allowClear
                showSearch={{ optionFilterProp: "label" }}
                options={(reference?.countries ?? []).map((country) => ({
                  value: country._id,
                  label: country.name,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text(["address", "state"], t("address-state"))}
          </Col>
          <Col xs={24} md={12}>
            {text(["address", "city"], t("address-city"))}
          </Col>
          <Col xs={24} md={12}>
            {text(["address", "postalcode"], t("address-postalcode"))}
          </Col>
          <Col xs={24} md={12}>
            {text(["address", "street"], t("address-street"))}
          </Col>
          <Col xs={12} md={6}>
            {text(["address", "nr"], t("address-nr"))}
          </Col>
          <Col xs={12} md={6}>
            {text(["address", "box"], t("address-box"))}
          </Col>
          <Col xs={24}>{text(["address", "additional"], t("address-additional"))}</Col>
        </Row>
      </Card>

      <Card
        style={{ marginTop: 16 }}
        title={
          <Typography.Title level={3} style={TITLE_STYLE}>
            {t("communication")}
          </Typography.Title>
        }
      >
        <Form.Item name="communication">
          <CommunicationList />
        </Form.Item>
      </Card>

      <Space style={{ marginTop: 16 }}>
        {!deleted && (
          <Button type="primary" htmlType="submit" loading={saving}>
            {t("save")}
          </Button>
        )}
        {/* The way back stays open on a deleted user's form, which is otherwise read-only. */}
        <Button onClick={onCancel} disabled={false}>
          {t("cancel")}
        </Button>
      </Space>
    </Form>
  );
}
