// The Create Report modal (spec 2 §2): client (locked when one is in context), template (filtered by the
// client's type, disabled until a client is chosen), month; all required.
import { useQuery } from "@tanstack/react-query";
import { DatePicker, Form, Modal, Select } from "antd";
import type { Dayjs } from "dayjs";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useApi } from "../../api/ApiContext";
import { assertSuccess } from "../../api/mutationResult";
import type { ClientSummary, ReportInstance } from "../../api/types";
import { localizeApiError } from "../../i18n/apiMessages";
import { templateTitle } from "../../i18n/translated";
import { useT } from "../../i18n/useT";
import { languageAtom } from "../../state/atoms";
import { useNotify } from "../../ui/notify";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { clientKeys } from "../clients/queryKeys";
import { useEssentials } from "../session/queries";
import { monthEndNumeric, periodLabel } from "./status";
import { ClientSearchDocument, InsertReportInstanceDocument } from "../../api/generated/typed/api/documents";

interface Values {
  clientId?: string;
  configId?: string;
  period?: Dayjs;
}

export interface CreateReportModalProps {
  open: boolean;
  /** The client in context: the client field is locked to it. */
  client?: ClientSummary | null;
  onClose(): void;
  onCreated(report: ReportInstance): void;
}

export function CreateReportModal({ open, client, onClose, onCreated }: CreateReportModalProps) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const language = useAtomValue(languageAtom);
  const essentials = useEssentials().data;
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState("");
  const filter = useDebouncedValue(search, 300);
  const [saving, setSaving] = useState(false);
  const clientId = Form.useWatch("clientId", form);

  const clients = useQuery({
    queryKey: clientKeys.searchFor("create-report", filter),
    queryFn: ({ signal }) =>
      api
        .graphql(ClientSearchDocument, { filter, limit: 20 }, { signal })
        .then((answer) => answer.clients.results),
    enabled: open && !client,
  });
  const options = client ? [client] : (clients.data ?? []);
  const chosen = options.find((candidate) => candidate._id === clientId) ?? client ?? undefined;
  const templates = (essentials?.reportConfigs ?? []).filter(
    (config) =>
      chosen &&
      (!config.clientTypes?.length || !chosen.clientType || config.clientTypes.includes(chosen.clientType)),
  );

  const submit = async (values: Values) => {
    const config = templates.find((candidate) => candidate._id === values.configId);
    if (!values.clientId || !config || !values.period) return;
    setSaving(true);
    try {
      const { insertReportInstance } = await api.graphql(InsertReportInstanceDocument, {
        configId: config._id,
        clientId: values.clientId,
        numeric: monthEndNumeric(values.period),
        language,
      });
      assertSuccess(insertReportInstance, t("create-report-failed-title"));
      const report = insertReportInstance.report!;
      notify.success(
        t("create-report-created", {
          template: templateTitle(config, language),
          period: periodLabel(report.context.numeric),
          client: chosen?.name ?? report.client.name,
        }),
      );
      form.resetFields();
      onCreated(report);
    } catch (error) {
      notify.error(t("create-report-failed", { message: localizeApiError(t, error) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t("create-report")}
      okText={t("create-report")}
      cancelText={t("cancel")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ clientId: client?._id }}
        preserve={false}
      >
        <Form.Item
          name="clientId"
          label={t("create-report-client")}
          rules={[{ required: true, message: t("create-report-required") }]}
        >
          <Select
            showSearch={!client}
            disabled={Boolean(client)}
            filterOption={false}
            onSearch={setSearch}
            loading={clients.isFetching}
            options={options.map((option) => ({ value: option._id, label: option.name }))}
            onChange={() => form.setFieldValue("configId", undefined)}
          />
        </Form.Item>
        <Form.Item
          name="configId"
          label={t("create-report-template")}
          rules={[{ required: true, message: t("create-report-required") }]}
        >
          <Select
            disabled={!chosen}
            options={templates.map((config) => ({
              value: config._id ?? config.key,
              label: templateTitle(config, language),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="period"
          label={t("create-report-period")}
          rules={[{ required: true, message: t("create-report-required") }]}
        >
          <DatePicker picker="month" format="MMM YYYY" style={{ width: "100%" }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
