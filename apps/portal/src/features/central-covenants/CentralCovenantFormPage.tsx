// /{product}/admin/covenants/{type}/add and /{type}/{id} (spec 3 §2 "Central covenant form", §5, §8): name and
// guide in en, es, fr, pt, ru (English name required), links (web address, name, guide), field type, range
// and alert threshold typed in display units (2 decimals, sent as stored hundredths), client type, internal
// name and formula (the API checks it with the formula engine and says where it fails). Saving returns to
// the list; an invalid form says 'Invalid values, review form' and marks the fields (the API's too); other
// failures 'Failed to save covenant: {message}'. Archive asks an as-from date and a confirmation.
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Modal,
  Result,
  Select,
  Spin,
  Typography,
} from "antd";
import type { Dayjs } from "dayjs";
import dayjs from "dayjs";
import { useAtomValue } from "jotai";
import {
  covenantFormPathOf,
  covenantFormValues,
  covenantInputOf,
  hasAtMostTwoDecimals,
  parseDecimal,
  toStored,
} from "@ledgerline/schemas/covenant-limits";
import type { CovenantFormValues } from "@ledgerline/schemas/covenant-limits";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import {
  ArchiveCovenantConfigDocument,
  CovenantConfigDocument,
  CreateCovenantConfigDocument,
  UpdateCovenantConfigDocument,
} from "../../api/generated/typed/features/central-covenants/documents";
import { errorMessage } from "../../api/errors";
import { usePortalConfig } from "../../config";
import { localizeWording } from "../../i18n/apiMessages";
import { useT } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import { languageAtom } from "../../state/atoms";
import { useNotify } from "../../ui/notify";
import { DecimalInput } from "../investments/components/DecimalInput";
import { dateLabel, toDateNumber } from "../investments/format";
import { NotFound } from "../shell/NotFound";
import { useFieldTypeLabel } from "./labels";
import { centralCovenantKeys } from "./queryKeys";
import type { CentralCovenant, CovenantLanguage, CovenantTypeParam } from "./types";
import { COVENANT_LANGUAGES, FIELD_TYPES, isCovenantTypeParam } from "./types";
import "./central-covenants.css";

function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export function CentralCovenantFormPage() {
  const params = useParams();
  const type = params.type;
  if (!isCovenantTypeParam(type)) return <NotFound />;
  return params.id ? (
    <EditCovenant type={type} id={params.id} />
  ) : (
    <CovenantForm type={type} covenant={null} />
  );
}

function EditCovenant({ type, id }: { type: CovenantTypeParam; id: string }) {
  const t = useT();
  const api = useApi();
  const language = useAtomValue(languageAtom);
  const query = useQuery<CentralCovenant | null>({
    queryKey: centralCovenantKeys.detail(id, language),
    queryFn: ({ signal }) =>
      api
        .graphql(CovenantConfigDocument, { id, language }, { signal })
        .then((answer) => answer.covenantConfig),
  });
  if (query.isPending) return <Spin size="large" className="page-spinner" />;
  if (query.isError) return <Result status="error" title={t("central-covenants-load-failed")} />;
  if (!query.data) return <Result status="404" title={t("central-covenants-not-found")} />;
  return <CovenantForm type={type} covenant={query.data} />;
}

function CovenantForm({ type, covenant }: { type: CovenantTypeParam; covenant: CentralCovenant | null }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { providerKey } = usePortalConfig();
  const language = useAtomValue(languageAtom);
  const fieldTypeLabel = useFieldTypeLabel();
  const [form] = Form.useForm<CovenantFormValues>();
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const fieldType = Form.useWatch("fieldType", form);
  const percent = fieldType === "percentual";
  // A new input when the percent sign comes or goes: antd inputs must not gain or lose a suffix in place.
  const percentKey = percent ? "percent" : "plain";
  const listHref = routeHref("admin-covenants-type", providerKey, { type });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: centralCovenantKeys.lists });
    void queryClient.invalidateQueries({ queryKey: centralCovenantKeys.details });
  };

  const submit = async (values: CovenantFormValues) => {
    setInvalid(false);
    setSaving(true);
    try {
      const covenantInput = covenantInputOf(values);
      const result = covenant
        ? (
            await api.graphql(UpdateCovenantConfigDocument, {
              covenantId: covenant._id,
              covenant: covenantInput,
            })
          ).updateCovenantConfig
        : (await api.graphql(CreateCovenantConfigDocument, { covenant: covenantInput })).createCovenantConfig;
      if (result.success) {
        refresh();
        notify.success(t("central-covenants-saved"));
        navigate(listHref);
        return;
      }
      const fields = result.error?.fields ?? [];
      const marked = fields.flatMap((field) => {
        const name = covenantFormPathOf(field.field);
        return name ? [{ name, errors: [localizeWording(t, field)] }] : [];
      });
      if (marked.length > 0) {
        form.setFields(marked as Parameters<typeof form.setFields>[0]);
        setInvalid(true);
        notify.error(t("central-covenants-invalid"));
      } else {
        notify.error(
          t("central-covenants-save-failed", {
            message: result.error ? localizeWording(t, result.error) : "",
          }),
        );
      }
    } catch (error) {
      notify.error(t("central-covenants-save-failed", { message: errorMessage(error) }));
    } finally {
      setSaving(false);
    }
  };

  const decimalRules = (required: boolean) => [
    ...(required ? [{ required: true, message: t("central-covenants-required") }] : []),
    {
      validator: (_rule: unknown, value: string | undefined) => {
        if (!value) return Promise.resolve();
        const parsed = parseDecimal(value);
        if (parsed === undefined) return Promise.reject(new Error(t("central-covenants-not-a-number")));
        if (!hasAtMostTwoDecimals(value))
          return Promise.reject(new Error(t("central-covenants-two-decimals")));
        return Promise.resolve();
      },
    },
  ];

  return (
    <div className="page central-covenant-form-page">
      <Link to={listHref}>
        <ArrowLeftOutlined aria-hidden /> {t("central-covenants-back")}
      </Link>
      <Typography.Title level={2}>
        {covenant
          ? t("central-covenants-edit-title", { name: covenant.label })
          : t("central-covenants-new-title")}
      </Typography.Title>
      {covenant?.archived ? (
        <Alert
          type="warning"
          showIcon
          className="central-covenant-form"
          title={t("central-covenants-archived-as-from", { date: dateLabel(covenant.archived) })}
        />
      ) : null}
      <Card className="central-covenant-form">
        <Form<CovenantFormValues>
          form={form}
          layout="vertical"
          initialValues={covenantFormValues(covenant, language, type === "agro" ? "AGRO" : "MFI")}
          onFinish={(values) => void submit(values)}
          onFinishFailed={() => {
            setInvalid(true);
            notify.error(t("central-covenants-invalid"));
          }}
          onValuesChange={() => setInvalid(false)}
        >
          {invalid && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t("central-covenants-invalid")}
              className="form-alert"
            />
          )}
          <Form.Item
            name="internalName"
            label={t("central-covenants-internal-name")}
            rules={[{ required: true, whitespace: true, message: t("central-covenants-required") }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <div
            className="central-covenant-form__translations"
            role="group"
            aria-label={t("central-covenants-translations")}
          >
            {COVENANT_LANGUAGES.map((code) => (
              <TranslationRow key={code} code={code} />
            ))}
          </div>
          <Form.Item
            name="fieldType"
            label={t("central-covenants-field-type")}
            rules={[{ required: true, message: t("central-covenants-required") }]}
          >
            <Select
              options={FIELD_TYPES.map((value) => ({ value, label: fieldTypeLabel(value) }))}
              placeholder={t("central-covenants-field-type")}
            />
          </Form.Item>
          <div className="central-covenant-form__limits">
            <Form.Item name="min" label={t("central-covenants-min")} rules={decimalRules(false)}>
              <DecimalInput key={percentKey} percent={percent} />
            </Form.Item>
            <Form.Item
              name="max"
              label={t("central-covenants-max")}
              dependencies={["min"]}
              rules={[
                ...decimalRules(false),
                ({ getFieldValue }) => ({
                  validator: (_rule: unknown, value: string | undefined) => {
                    const min = toStored(getFieldValue("min") as string);
                    const max = toStored(value);
                    return min !== null && max !== null && min > max
                      ? Promise.reject(new Error(t("central-covenants-min-above-max")))
                      : Promise.resolve();
                  },
                }),
              ]}
            >
              <DecimalInput key={percentKey} percent={percent} />
            </Form.Item>
            <Form.Item
              name="alert"
              label={t("central-covenants-alert")}
              rules={[
                ...decimalRules(true),
                {
                  validator: (_rule: unknown, value: string | undefined) => {
                    const stored = toStored(value);
                    return stored !== null && stored < 0
                      ? Promise.reject(new Error(t("central-covenants-not-negative")))
                      : Promise.resolve();
                  },
                },
              ]}
            >
              <DecimalInput key={percentKey} percent={percent} />
            </Form.Item>
          </div>
          <Form.Item
            name="clientType"
            label={t("central-covenants-col-client-type")}
            rules={[{ required: true, message: t("central-covenants-required") }]}
          >
            <Select
              options={[
                { value: "MFI", label: t("central-covenants-type-mfi") },
                { value: "AGRO", label: t("central-covenants-type-agro") },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="formula"
            label={t("central-covenants-formula")}
            rules={[{ required: true, whitespace: true, message: t("central-covenants-required") }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} spellCheck={false} className="monospace" />
          </Form.Item>
          <Typography.Title level={4}>{t("central-covenants-links")}</Typography.Title>
          <Form.List name="links">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <div key={field.key} className="central-covenant-form__link">
                    <Form.Item
                      name={[field.name, "uri"]}
                      label={t("central-covenants-link-uri")}
                      rules={[
                        { required: true, message: t("central-covenants-required") },
                        {
                          validator: (_rule: unknown, value: string | undefined) =>
                            !value || isUrl(value.trim())
                              ? Promise.resolve()
                              : Promise.reject(new Error(t("central-covenants-link-uri-invalid"))),
                        },
                      ]}
                    >
                      <Input placeholder="https://" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "name"]}
                      label={t("central-covenants-link-name")}
                      rules={[{ required: true, whitespace: true, message: t("central-covenants-required") }]}
                    >
                      <Input />
                    </Form.Item>
                    <Form.Item name={[field.name, "guide"]} label={t("central-covenants-link-guide")}>
                      <Input />
                    </Form.Item>
                    <Button
                      className="central-covenant-form__remove"
                      icon={<DeleteOutlined />}
                      aria-label={t("central-covenants-link-remove")}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ uri: "", name: "", guide: "" })}>
                  {t("central-covenants-link-add")}
                </Button>
              </>
            )}
          </Form.List>
          <div className="central-covenant-form__actions" style={{ marginTop: 24 }}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t("save")}
            </Button>
            <Button onClick={() => navigate(listHref)}>{t("cancel")}</Button>
            {covenant && (
              <Button danger onClick={() => setArchiving(true)}>
                {t("central-covenants-archive")}
              </Button>
            )}
          </div>
        </Form>
      </Card>
      {covenant && archiving && (
        <ArchiveDialog
          covenant={covenant}
          onClose={() => setArchiving(false)}
          onArchived={() => {
            refresh();
            navigate(`${listHref}?tab=archived`);
          }}
        />
      )}
    </div>
  );
}

function TranslationRow({ code }: { code: CovenantLanguage }) {
  const t = useT();
  return (
    <>
      <span className="central-covenant-form__language">{code.toUpperCase()}</span>
      <Form.Item
        name={["name", code]}
        label={t("central-covenants-name-in", { language: code.toUpperCase() })}
        rules={
          code === "en"
            ? [{ required: true, whitespace: true, message: t("central-covenants-name-required") }]
            : []
        }
      >
        <Input />
      </Form.Item>
      <Form.Item
        name={["guide", code]}
        label={t("central-covenants-guide-in", { language: code.toUpperCase() })}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}

function ArchiveDialog({
  covenant,
  onClose,
  onArchived,
}: {
  covenant: CentralCovenant;
  onClose(): void;
  onArchived(): void;
}) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const { notification } = App.useApp();
  const [date, setDate] = useState<Dayjs | null>(dayjs());
  const [busy, setBusy] = useState(false);

  const archive = async () => {
    if (!date) return;
    setBusy(true);
    try {
      const result = (
        await api.graphql(ArchiveCovenantConfigDocument, {
          covenantId: covenant._id,
          asFrom: toDateNumber(date),
        })
      ).archiveCovenantConfig;
      if (result.success) {
        notify.success(
          t("central-covenants-archived", { name: covenant.label, date: dateLabel(result.archived) }),
        );
        onClose();
        onArchived();
      } else {
        notification.warning({
          title: t("central-covenants-not-archived", { name: covenant.label }),
          description: result.error?.message,
          role: "alert",
        });
      }
    } catch (error) {
      notify.error(`${t("central-covenants-archive-failed")}: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t("central-covenants-archive-title", { name: covenant.label })}
      okText={t("central-covenants-archive")}
      okButtonProps={{ danger: true, disabled: !date }}
      cancelText={t("cancel")}
      confirmLoading={busy}
      onOk={() => void archive()}
      onCancel={onClose}
    >
      <p>{t("central-covenants-archive-confirm")}</p>
      <label className="central-covenant-form__as-from">
        {t("central-covenants-as-from")}{" "}
        <DatePicker
          value={date}
          onChange={setDate}
          format="DD/MMM/YYYY"
          allowClear={false}
          aria-label={t("central-covenants-as-from")}
        />
      </label>
    </Modal>
  );
}
