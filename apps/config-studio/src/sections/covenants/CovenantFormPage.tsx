// `/covenants/new` and `/covenants/<id>`: one covenant of the catalogue. Names and guides in the five
// languages (English name required), links, field type, range and alert threshold typed as ordinary numbers
// (sent in stored hundredths; percentual ones in percent), client type, internal name and the formula, edited
// with completion over the published forms of the client type and checked as it is typed. The API's refusals
// mark their inputs and are summed up in an alert; nothing typed is lost.
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CLIENT_CONFIG_TYPES } from "@ledgerline/schemas/client-types";
import { Alert, Button, Card, Form, Input, Radio, Result, Select, Space, Spin, Typography } from "antd";
import type { FormInstance } from "antd";
import {
  covenantFormPathOf,
  covenantFormValues,
  covenantInputOf,
  hasAtMostTwoDecimals,
  parseDecimal,
} from "@ledgerline/schemas/covenant-limits";
import type { CovenantFormValues } from "@ledgerline/schemas/covenant-limits";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { FormulaEditor } from "../../formula-editor";
import type { FormulaEditorProps } from "../../formula-editor";
import { localizeApiError, localizeWording } from "../../i18n/apiMessages";
import { useStudioLanguage, useT } from "../../i18n/I18nProvider";
import { useUser } from "../../session/StudioGate";
import { ArchiveCovenantModal } from "./ArchiveCovenantModal";
import {
  COVENANT_FIELD_TYPES,
  COVENANT_LANGUAGES,
  covenantsQueryKey,
  fetchCovenant,
  saveCovenant,
} from "./covenantApi";
import type { CentralCovenant } from "./covenantApi";
import { dateNumberToInput } from "./dates";
import { useCovenantFormula } from "./useCovenantFormula";

const LIST_PATH = "/covenants";

export function CovenantFormPage() {
  const t = useT();
  const { id } = useParams();
  const { language } = useStudioLanguage();
  const query = useQuery({
    queryKey: [...covenantsQueryKey, "one", id, language],
    queryFn: () => fetchCovenant(id!, language),
    enabled: id !== undefined,
  });
  if (id === undefined) return <CovenantForm covenant={null} />;
  if (query.isPending) return <Spin aria-label={t("shell-loading")} />;
  if (query.isError)
    return (
      <Alert
        type="error"
        role="alert"
        showIcon
        title={t("sections-covenants-load-failed")}
        description={localizeApiError(t, query.error)}
      />
    );
  if (!query.data)
    return (
      <Result
        status="404"
        title={<h1 className="studio-section-title">{t("sections-covenants-not-found")}</h1>}
        extra={<Link to={LIST_PATH}>{t("sections-covenants-back")}</Link>}
      />
    );
  return <CovenantForm key={query.data._id} covenant={query.data} />;
}

function CovenantForm({ covenant }: { covenant: CentralCovenant | null }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { language } = useStudioLanguage();
  const [params] = useSearchParams();
  // Authors without the covenant permission read the catalogue; the API refuses their changes anyway.
  const readOnly = !useUser().canEditCovenants;
  const [form] = Form.useForm<CovenantFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [initial] = useState(() =>
    covenantFormValues(covenant, language, params.get("type") === "AGRO" ? "AGRO" : "MFI"),
  );
  const fieldType = Form.useWatch("fieldType", form);
  const clientType = Form.useWatch("clientType", form) ?? initial.clientType;
  const formula = useCovenantFormula(clientType, language);
  const percent = fieldType === "percentual";

  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: covenantsQueryKey });
    navigate(LIST_PATH);
  };

  async function submit(values: CovenantFormValues) {
    setSaving(true);
    setFailure(null);
    try {
      const result = await saveCovenant(covenant?._id ?? null, covenantInputOf(values));
      if (result.success) {
        await done();
        return;
      }
      const marked = (result.error?.fields ?? []).flatMap((found) => {
        const name = covenantFormPathOf(found.field);
        return name ? [{ name, errors: [localizeWording(t, found)] }] : [];
      });
      form.setFields(marked as Parameters<FormInstance["setFields"]>[0]);
      setFailure((result.error && localizeWording(t, result.error)) || t("sections-covenants-invalid"));
    } catch (error) {
      setFailure(
        t("sections-covenants-save-failed", {
          message: localizeApiError(t, error),
        }),
      );
    } finally {
      setSaving(false);
    }
  }

  const numberRules = (required: boolean) => [
    ...(required ? [{ required: true, message: t("sections-required") }] : []),
    {
      validator: (_rule: unknown, value: string | undefined) =>
        parseDecimal(value) === undefined || !hasAtMostTwoDecimals(value)
          ? Promise.reject(new Error(t("sections-covenants-not-a-number")))
          : Promise.resolve(),
    },
  ];
  const suffix = percent ? <span aria-hidden>%</span> : <span />;

  return (
    <>
      <Link to={LIST_PATH}>
        <ArrowLeftOutlined aria-hidden /> {t("sections-covenants-back")}
      </Link>
      <Typography.Title level={1} className="studio-section-title">
        {covenant
          ? t("sections-covenants-edit-title", { name: covenant.label })
          : t("sections-covenants-new")}
      </Typography.Title>
      {covenant?.archived ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t("sections-covenants-archived-from", { date: dateNumberToInput(covenant.archived) })}
        />
      ) : null}
      <Card>
        <Form<CovenantFormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={readOnly}
          initialValues={initial}
          onFinish={(values) => void submit(values)}
          onFinishFailed={() => setFailure(t("sections-covenants-invalid"))}
        >
          {failure && (
            <Alert type="error" role="alert" showIcon title={failure} style={{ marginBottom: 12 }} />
          )}
          <Form.Item
            name="internalName"
            label={t("sections-covenants-internal-name")}
            rules={[{ required: true, whitespace: true, message: t("sections-required") }]}
          >
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
          <fieldset className="studio-fieldset">
            <legend>{t("sections-covenants-translations")}</legend>
            {COVENANT_LANGUAGES.map((code) => (
              <div key={code} className="studio-covenant-form__translation">
                <Form.Item
                  name={["name", code]}
                  label={t("sections-covenants-name-in", { language: code.toUpperCase() })}
                  rules={
                    code === "en"
                      ? [{ required: true, whitespace: true, message: t("sections-required") }]
                      : []
                  }
                >
                  <Input lang={code} />
                </Form.Item>
                <Form.Item
                  name={["guide", code]}
                  label={t("sections-covenants-guide-in", { language: code.toUpperCase() })}
                >
                  <Input.TextArea lang={code} autoSize={{ minRows: 1, maxRows: 6 }} />
                </Form.Item>
              </div>
            ))}
          </fieldset>
          <Form.Item
            name="fieldType"
            label={t("sections-covenants-field-type")}
            rules={[{ required: true, message: t("sections-required") }]}
          >
            <Select
              options={COVENANT_FIELD_TYPES.map((value) => ({
                value,
                label: t(`sections-covenants-field-type-${value}`),
              }))}
            />
          </Form.Item>
          <div className="studio-covenant-form__limits">
            <Form.Item name="min" label={t("sections-covenants-min")} rules={numberRules(false)}>
              <Input inputMode="decimal" autoComplete="off" suffix={suffix} />
            </Form.Item>
            <Form.Item name="max" label={t("sections-covenants-max")} rules={numberRules(false)}>
              <Input inputMode="decimal" autoComplete="off" suffix={suffix} />
            </Form.Item>
            <Form.Item name="alert" label={t("sections-covenants-alert")} rules={numberRules(true)}>
              <Input inputMode="decimal" autoComplete="off" suffix={suffix} />
            </Form.Item>
          </div>
          {percent && (
            <Typography.Paragraph type="secondary">
              {t("sections-covenants-percent-hint")}
            </Typography.Paragraph>
          )}
          <Form.Item name="clientType" label={t("sections-covenants-client-type")}>
            <Radio.Group
              optionType="button"
              options={CLIENT_CONFIG_TYPES.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
          <Form.Item
            name="formula"
            label={t("sections-covenants-formula")}
            extra={
              formula.failed
                ? t("sections-covenants-forms-failed")
                : formula.loading
                  ? t("sections-covenants-forms-loading")
                  : t("sections-covenants-formula-hint", { count: formula.fields.length })
            }
            rules={[{ required: true, whitespace: true, message: t("sections-required") }]}
          >
            <FormulaInput
              fields={formula.fields}
              check={formula.check}
              ariaLabel={t("sections-covenants-formula")}
              readOnly={readOnly}
            />
          </Form.Item>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t("sections-covenants-links")}
          </Typography.Title>
          <Form.List name="links">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <div key={field.key} className="studio-covenant-form__link">
                    <Form.Item
                      name={[field.name, "uri"]}
                      label={t("sections-covenants-link-uri")}
                      rules={[
                        { required: true, type: "url", message: t("sections-covenants-link-uri-invalid") },
                      ]}
                    >
                      <Input placeholder="https://" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "name"]}
                      label={t("sections-covenants-link-name")}
                      rules={[{ required: true, whitespace: true, message: t("sections-required") }]}
                    >
                      <Input />
                    </Form.Item>
                    <Form.Item name={[field.name, "guide"]} label={t("sections-covenants-link-guide")}>
                      <Input />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t("sections-covenants-link-remove", { number: index + 1 })}
                      onClick={() => remove(field.name)}
                      style={{ marginTop: 26 }}
                    />
                  </div>
                ))}
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add({ uri: "", name: "", guide: "" })}
                >
                  {t("sections-covenants-link-add")}
                </Button>
              </>
            )}
          </Form.List>
          {!readOnly && (
            <Space style={{ marginTop: 24 }} wrap>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t("sections-save")}
              </Button>
              <Button onClick={() => navigate(LIST_PATH)}>{t("sections-cancel")}</Button>
              {covenant && (
                <Button danger onClick={() => setArchiving(true)}>
                  {t(covenant.archived ? "sections-covenants-archive-change" : "sections-covenants-archive")}
                </Button>
              )}
            </Space>
          )}
        </Form>
      </Card>
      {covenant && archiving && (
        <ArchiveCovenantModal
          covenant={covenant}
          onClose={() => setArchiving(false)}
          onArchived={() => void done()}
        />
      )}
    </>
  );
}

/** The formula editor as a form control: the form item gives it its value, onChange and id. */
function FormulaInput({
  value,
  onChange,
  ...rest
}: Omit<FormulaEditorProps, "value" | "onChange"> & { value?: string; onChange?: (value: string) => void }) {
  return <FormulaEditor {...rest} value={value ?? ""} onChange={(text) => onChange?.(text)} />;
}
