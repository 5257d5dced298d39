// Administration › Clients › New and Edit (spec 3 §2, §3, §5, §8): every field of the client the API accepts
// (ClientInput), the required ones of §5 marked and checked, the contacts (each needs name, role, e-mail),
// the settings; an invalid save says 'Invalid form, please review'; the API's field errors land on their
// fields; 'Failed to save' when it gives no message; a save returns to the grid. The edit page also holds the
// financial periods editor.
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Spin, Typography } from "antd";
import type { FormInstance } from "antd";
import type { Rule } from "antd/es/form";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { CLIENT_CONFIG_TYPES, CLIENT_TYPES } from "@ledgerline/schemas/client-types";
import { useApi } from "../../api/ApiContext";
import {
  AdminClientDocument,
  AdminClientReferenceDocument,
  CreateClientDocument,
  UpdateClientDocument,
} from "../../api/generated/typed/features/admin-clients/documents";
import { usePortalConfig } from "../../config";
import { localizeWording } from "../../i18n/apiMessages";
import { useT } from "../../i18n/useT";
import type { Translate } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import { NotFound } from "../shell/NotFound";
import { useNotify } from "../../ui/notify";
import type { MutationResult } from "./documents";
import { FinancialPeriodsEditor } from "./FinancialPeriodsEditor";
import { clientTypeLabel, institutionalFormLabel, profitProfileLabel, statusLabel } from "./labels";
import { fromMonthInput, monthInputValue } from "./periodsEditor";
import { adminClientKeys } from "./queryKeys";
import { FORM_STATUSES, INSTITUTIONAL_FORMS, PROFIT_PROFILES, REPORTING_SCALES } from "./types";
import type { AdminClient, ApiError, Reference } from "./types";

interface FormValues {
  importedId?: string;
  name?: string;
  officialName?: string;
  clientType?: string;
  clientConfigType?: string;
  institutionalForm?: string;
  profitProfile?: string;
  status?: string;
  worldRegion?: string;
  yearOfOperationalStart?: number | null;
  address?: Partial<
    Record<"country" | "city" | "postalcode" | "street" | "nr" | "box" | "additional", string>
  >;
  settings?: {
    financialPeriodEnd?: { day?: number | null; month?: number | null };
    currency?: string;
    reportingScale?: number;
  };
  contacts?: { name?: string; role?: string; email?: string }[];
  /** yyyy-mm (month inputs); sent as yyyymm. */
  bottomDate?: string;
  topDate?: string;
}

const MONTH_NUMBERS = Array.from({ length: 12 }, (_, index) => index + 1);

const blank = (value: string | undefined) => {
  const text = value?.trim() ?? "";
  return text === "" ? undefined : text;
};
const monthNumber = (value: string | undefined) => {
  const date = value ? fromMonthInput(value, "start") : null;
  return date === null ? null : Math.floor(date / 100);
};

function initialValues(client: AdminClient | null): FormValues {
  if (!client)
    return {
      status: "active",
      settings: { financialPeriodEnd: { day: 31, month: 12 }, currency: "USD", reportingScale: 1 },
      contacts: [],
    };
  const { address } = client;
  return {
    importedId: client.importedId ?? undefined,
    name: client.name,
    officialName: client.officialName,
    clientType: client.clientType,
    clientConfigType: client.clientConfigType,
    institutionalForm: client.institutionalForm,
    profitProfile: client.profitProfile,
    status: client.status,
    worldRegion: client.worldRegion,
    yearOfOperationalStart: client.yearOfOperationalStart,
    address: {
      country: address.country ?? undefined,
      city: address.city ?? undefined,
      postalcode: address.postalcode ?? undefined,
      street: address.street ?? undefined,
      nr: address.nr ?? undefined,
      box: address.box ?? undefined,
      additional: address.additional ?? undefined,
    },
    settings: {
      financialPeriodEnd: { ...client.settings.financialPeriodEnd },
      currency: client.settings.currency,
      reportingScale: client.settings.reportingScale,
    },
    contacts: client.contacts.map((contact) => ({ ...contact })),
    bottomDate: client.bottomDate ? monthInputValue(client.bottomDate * 100 + 1) : undefined,
    topDate: client.topDate ? monthInputValue(client.topDate * 100 + 1) : undefined,
  };
}

function toInput(values: FormValues) {
  const address = values.address ?? {};
  return {
    importedId: blank(values.importedId) ?? null,
    name: blank(values.name),
    officialName: blank(values.officialName),
    clientType: values.clientType,
    clientConfigType: values.clientConfigType || undefined,
    institutionalForm: values.institutionalForm,
    profitProfile: values.profitProfile,
    status: values.status,
    worldRegion: values.worldRegion,
    yearOfOperationalStart: values.yearOfOperationalStart ?? undefined,
    address: {
      country: address.country,
      city: blank(address.city),
      postalcode: blank(address.postalcode),
      street: blank(address.street),
      nr: blank(address.nr),
      box: blank(address.box),
      additional: blank(address.additional),
    },
    settings: {
      financialPeriodEnd: {
        day: values.settings?.financialPeriodEnd?.day ?? undefined,
        month: values.settings?.financialPeriodEnd?.month ?? undefined,
      },
      currency: blank(values.settings?.currency)?.toUpperCase(),
      reportingScale: values.settings?.reportingScale,
    },
    contacts: (values.contacts ?? []).map((contact) => ({
      name: blank(contact.name),
      role: blank(contact.role),
      email: blank(contact.email),
    })),
    bottomDate: monthNumber(values.bottomDate),
    topDate: monthNumber(values.topDate),
  };
}

/** The API's field paths (address.city, contacts.0.email, settings.financialPeriodEnd) as form names. */
function showFieldErrors(form: FormInstance<FormValues>, error: ApiError, t: Translate): boolean {
  const fields = error.fields.map((problem) => ({
    name: problem.field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors: [localizeWording(t, problem)],
  }));
  const known = fields.map((field) =>
    field.name.join(".") === "settings.financialPeriodEnd"
      ? { ...field, name: ["settings", "financialPeriodEnd", "day"] }
      : field,
  );
  if (known.length) form.setFields(known as Parameters<typeof form.setFields>[0]);
  return known.length > 0;
}

export function ClientFormPage() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { providerKey } = usePortalConfig();
  const { clientId } = useParams();
  const editing = clientId !== undefined;

  const client = useQuery<AdminClient | null>({
    queryKey: adminClientKeys.detail(clientId),
    enabled: editing,
    queryFn: ({ signal }) => api.graphql(AdminClientDocument, { clientId }, { signal }).then((a) => a.client),
  });
  const reference = useQuery<Reference>({
    queryKey: adminClientKeys.reference,
    queryFn: ({ signal }) => api.graphql(AdminClientReferenceDocument, {}, { signal }),
    staleTime: Infinity,
  });

  if (editing && client.isPending) return <Spin aria-label={t("admin-clients-loading")} />;
  if (editing && !client.data) return <NotFound />;

  const back = () => navigate(routeHref("admin-clients", providerKey));
  return (
    <div className="page admin-client-page">
      <Typography.Title level={2}>
        {editing ? t("admin-clients-edit-title", { name: client.data!.name }) : t("admin-clients-new-title")}
      </Typography.Title>
      <ClientForm
        key={client.data?._id ?? "new"}
        client={client.data ?? null}
        reference={reference.data}
        onCancel={back}
        onSaved={async () => {
          await queryClient.invalidateQueries({ queryKey: adminClientKeys.lists });
          await queryClient.invalidateQueries({ queryKey: adminClientKeys.details });
          back();
        }}
        save={async (input) => {
          if (client.data) {
            const answer = await api.graphql(UpdateClientDocument, {
              clientId: client.data._id,
              client: input,
            });
            return answer.updateClient;
          }
          const answer = await api.graphql(CreateClientDocument, { client: input });
          return answer.createClient;
        }}
        notifyError={notify.error}
        notifySuccess={notify.success}
      />
      {client.data && (
        <div style={{ marginTop: 24 }}>
          <FinancialPeriodsEditor
            clientId={client.data._id}
            periods={client.data.financialPeriods}
            endMonth={client.data.settings.financialPeriodEnd.month}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: adminClientKeys.detail(clientId) })}
          />
        </div>
      )}
    </div>
  );
}

interface ClientFormProps {
  client: AdminClient | null;
  reference: Reference | undefined;
  save: (input: ReturnType<typeof toInput>) => Promise<MutationResult>;
  onSaved: () => Promise<void>;
  onCancel: () => void;
  notifyError: (text: string) => void;
  notifySuccess: (text: string) => void;
}

function ClientForm({
  client,
  reference,
  save,
  onSaved,
  onCancel,
  notifyError,
  notifySuccess,
}: ClientFormProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const required: Rule[] = [{ required: true, whitespace: true, message: t("admin-clients-field-required") }];
  const requiredChoice: Rule[] = [{ required: true, message: t("admin-clients-field-required") }];

  const submit = async (values: FormValues) => {
    setSaving(true);
    try {
      const result = await save(toInput(values));
      if (result.success) {
        notifySuccess(t("admin-clients-saved", { name: values.name?.trim() ?? "" }));
        await onSaved();
        return;
      }
      if (result.error) showFieldErrors(form, result.error, t);
      notifyError(result.error?.message || t("admin-clients-save-failed"));
    } catch (cause) {
      notifyError((cause instanceof Error && cause.message) || t("admin-clients-save-failed"));
    } finally {
      setSaving(false);
    }
  };

  const text = (
    name: (string | number)[],
    labelId: string,
    rules = required,
    extra?: { maxLength?: number },
  ) => (
    <Form.Item name={name} label={t(labelId)} rules={rules}>
      <Input maxLength={extra?.maxLength} />
    </Form.Item>
  );
  const choice = (
    name: (string | number)[],
    labelId: string,
    options: { value: string | number; label: string }[],
    rules = requiredChoice,
    extra?: { allowClear?: boolean; showSearch?: boolean },
  ) => (
    <Form.Item name={name} label={t(labelId)} rules={rules}>
      <Select
        options={options}
        allowClear={extra?.allowClear}
        showSearch={extra?.showSearch ? { optionFilterProp: "label" } : undefined}
      />
    </Form.Item>
  );

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(client)}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => notifyError(t("admin-clients-form-invalid"))}
      scrollToFirstError
    >
      <Card
        title={
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t("admin-clients-section-general")}
          </Typography.Title>
        }
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text(["name"], "admin-clients-name")}
          </Col>
          <Col xs={24} md={12}>
            {text(["officialName"], "admin-clients-official-name")}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t("admin-clients-key")} htmlFor="admin-client-key">
              <Input id="admin-client-key" value={client?.key ?? t("admin-clients-key-derived")} disabled />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text(["importedId"], "admin-clients-imported-id", [])}
          </Col>
          <Col xs={24} md={8}>
            {choice(
              ["clientType"],
              "admin-clients-client-type",
              CLIENT_TYPES.map((value) => ({ value, label: clientTypeLabel(t, value) })),
            )}
          </Col>
          <Col xs={24} md={8}>
            {choice(
              ["clientConfigType"],
              "admin-clients-config-type",
              CLIENT_CONFIG_TYPES.map((value) => ({ value, label: clientTypeLabel(t, value) })),
              [],
              { allowClear: true },
            )}
          </Col>
          <Col xs={24} md={8}>
            {choice(
              ["institutionalForm"],
              "admin-clients-institutional-form",
              INSTITUTIONAL_FORMS.map((value) => ({ value, label: institutionalFormLabel(t, value) })),
            )}
          </Col>
          <Col xs={24} md={8}>
            {choice(
              ["profitProfile"],
              "admin-clients-profit-profile",
              PROFIT_PROFILES.map((value) => ({ value, label: profitProfileLabel(t, value) })),
            )}
          </Col>
          <Col xs={24} md={8}>
            {choice(
              ["status"],
              "admin-clients-status",
              FORM_STATUSES.map((value) => ({ value, label: statusLabel(t, value) })),
            )}
          </Col>
          <Col xs={24} md={8}>
            {choice(
              ["worldRegion"],
              "admin-clients-world-region",
              (reference?.regions ?? []).map((region) => ({ value: region._id, label: region.region })),
              requiredChoice,
              { showSearch: true },
            )}
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="yearOfOperationalStart"
              label={t("admin-clients-year-start")}
              rules={requiredChoice}
            >
              <InputNumber
                min={1800}
                max={new Date().getFullYear()}
                precision={0}
                style={{ width: "100%" }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="bottomDate" label={t("admin-clients-bottom-date")}>
              <Input type="month" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="topDate" label={t("admin-clients-top-date")}>
              <Input type="month" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card
        style={{ marginTop: 16 }}
        title={
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t("admin-clients-section-address")}
          </Typography.Title>
        }
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {choice(
              ["address", "country"],
              "admin-clients-country",
              (reference?.countries ?? []).map((country) => ({ value: country._id, label: country.name })),
              requiredChoice,
              { showSearch: true },
            )}
          </Col>
          <Col xs={24} md={12}>
            {text(["address", "city"], "admin-clients-city")}
          </Col>
          <Col xs={24} md={8}>
            {text(["address", "postalcode"], "admin-clients-postalcode")}
          </Col>
          <Col xs={24} md={8}>
            {text(["address", "street"], "admin-clients-street")}
          </Col>
          <Col xs={12} md={4}>
            {text(["address", "nr"], "admin-clients-nr")}
          </Col>
          <Col xs={12} md={4}>
            {text(["address", "box"], "admin-clients-box", [])}
          </Col>
          <Col xs={24}>{text(["address", "additional"], "admin-clients-additional", [])}</Col>
        </Row>
      </Card>

      <Card
        style={{ marginTop: 16 }}
        title={
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t("admin-clients-section-settings")}
          </Typography.Title>
        }
      >
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item
              name={["settings", "financialPeriodEnd", "day"]}
              label={t("admin-clients-period-end-day")}
              rules={requiredChoice}
            >
              <InputNumber min={1} max={31} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            {choice(
              ["settings", "financialPeriodEnd", "month"],
              "admin-clients-period-end-month",
              MONTH_NUMBERS.map((value) => ({ value, label: String(value).padStart(2, "0") })),
            )}
          </Col>
          <Col xs={12} md={6}>
            {text(
              ["settings", "currency"],
              "admin-clients-currency",
              [...required, { pattern: /^\s*[A-Za-z]{3}\s*$/, message: t("admin-clients-currency-invalid") }],
              { maxLength: 3 },
            )}
          </Col>
          <Col xs={12} md={6}>
            {choice(
              ["settings", "reportingScale"],
              "admin-clients-reporting-scale",
              REPORTING_SCALES.map((value) => ({ value, label: value.toLocaleString("en") })),
            )}
          </Col>
        </Row>
      </Card>

      <Card
        style={{ marginTop: 16 }}
        title={
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t("admin-clients-section-contacts")}
          </Typography.Title>
        }
      >
        <Form.List name="contacts">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && (
                <Typography.Paragraph>{t("admin-clients-contacts-empty")}</Typography.Paragraph>
              )}
              {fields.map((field, index) => (
                <Row
                  gutter={16}
                  key={field.key}
                  align="bottom"
                  role="group"
                  aria-label={t("admin-clients-contact", { number: index + 1 })}
                >
                  <Col xs={24} md={7}>
                    {text([field.name, "name"], "admin-clients-contact-name")}
                  </Col>
                  <Col xs={24} md={7}>
                    {text([field.name, "role"], "admin-clients-contact-role")}
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, "email"]}
                      label={t("admin-clients-contact-email")}
                      rules={[...required, { type: "email", message: t("admin-clients-email-invalid") }]}
                    >
                      <Input type="email" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={2}>
                    <Form.Item>
                      <Button
                        danger
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t("admin-clients-contact-remove", { number: index + 1 })}
                        onClick={() => remove(field.name)}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ name: "", role: "", email: "" })}>
                {t("admin-clients-contact-add")}
              </Button>
            </>
          )}
        </Form.List>
      </Card>

      <Space style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("save")}
        </Button>
        <Button onClick={onCancel}>{t("cancel")}</Button>
      </Space>
    </Form>
  );
}
