// An administrator sets a user's password (spec 3 §5, §8): required, 6 to 33 characters, with the strength
// meter (Bad … Strong); updateUserPassword with the user's id alone is the administrator's way (the reset
// flow sends e-mail and code instead). 'Success' when done. Users who have not registered have no account,
// so no password to set.
import { Button, Card, Form, Input, Typography } from "antd";
import { useId, useState } from "react";
import { useApi } from "../../api/ApiContext";
import { UpdateUserPasswordDocument } from "../../api/generated/typed/api/documents";
import { useT } from "../../i18n/useT";
import { useNotify } from "../../ui/notify";
import { PasswordStrengthMeter } from "../auth/password/PasswordStrengthMeter";
import { passwordRules } from "../auth/rules";
import type { AdminUser } from "./types";
import { fieldErrorsOf } from "./userForm";

interface PasswordValues {
  password: string;
}

export function PasswordChange({ user }: { user: AdminUser }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const headingId = useId();
  const [form] = Form.useForm<PasswordValues>();
  const [password, setPassword] = useState("");
  const [saving, setSaving] = useState(false);

  const change = async ({ password: chosen }: PasswordValues) => {
    setSaving(true);
    try {
      const answer = await api.graphql(UpdateUserPasswordDocument, {
        user: { _id: user._id },
        password: chosen.trim(),
      });
      const result = answer.updateUserPassword;
      if (result.success) {
        notify.success(t("success"));
        form.resetFields();
        setPassword("");
        return;
      }
      if (result.error) form.setFields(fieldErrorsOf<PasswordValues>(result.error, t));
      notify.apiError(new Error(result.error?.message || t("users-action-failed")));
    } catch (error) {
      notify.apiError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ marginTop: 0 }}>
        {t("password")}
      </Typography.Title>
      {user.userAccountId ? (
        <Form<PasswordValues>
          form={form}
          layout="vertical"
          onFinish={(values) => void change(values)}
          onValuesChange={(changed: Partial<PasswordValues>) => {
            if (changed.password !== undefined) setPassword(changed.password);
          }}
        >
          <Form.Item
            name="password"
            label={t("users-password-new")}
            rules={passwordRules(t, { max: true })}
            extra={<PasswordStrengthMeter password={password} />}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button htmlType="submit" loading={saving}>
            {t("users-password-save")}
          </Button>
        </Form>
      ) : (
        <Typography.Paragraph>{t("users-password-no-account")}</Typography.Paragraph>
      )}
    </Card>
  );
}
