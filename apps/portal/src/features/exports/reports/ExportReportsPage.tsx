// /{product}/export/reports and /client/{clientKey}/export/reports (spec 2 §2, §5, §6, §7): the reports
// export's filters, then GENERATING EXPORT and the download. Provider staff choose clients, regions,
// countries and client statuses; in a client's area the client is fixed.
import { REPORT_STATUSES } from "@ledgerline/schemas/coded-values";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, DatePicker, Form, Select, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useAtomValue } from "jotai";
import { useParams } from "react-router-dom";
import { useApi } from "../../../api/ApiContext";
import { templateTitle } from "../../../i18n/translated";
import { useT } from "../../../i18n/useT";
import { languageAtom } from "../../../state/atoms";
import { useNotify } from "../../../ui/notify";
import { statusMessageId } from "../../reports/status";
import { useEssentials } from "../../session/queries";
import { useClient } from "../../shell/ClientScope";
import { ExportClientField, exportClientIds } from "../ExportClientField";
import { GeneratingExport } from "../GeneratingExport";
import { MonthRangeFields, PICKER_STYLE } from "../MonthRangeFields";
import { exportKeys } from "../queryKeys";
import { useExportDownload } from "../useExportDownload";
import type { ReportsExportValues } from "./reportsExportForm";
import {
  DEFAULT_CLIENT_STATUSES,
  EXPORT_CLIENT_STATUSES,
  isDueFromDisabled,
  isDueToDisabled,
  reportsExportVariables,
} from "./reportsExportForm";
import {
  CreateReportsExportDocument,
  ReportsExportPlacesDocument,
} from "../../../api/generated/typed/features/exports/reports/documents";

/** Shown as 31/01/2025; typed also as 2025-01-31. */
const DATE_FORMATS = ["DD/MM/YYYY", "YYYY-MM-DD"];

export function ExportReportsPage({ scope }: { scope: "provider" | "client" }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const language = useAtomValue(languageAtom);
  const params = useParams();
  const fixedClient = useClient(scope === "client" ? params.clientKey : undefined).data ?? null;
  const essentials = useEssentials().data;
  const provider = scope === "provider";
  const places = useQuery({
    queryKey: exportKeys.reportsPlaces,
    queryFn: ({ signal }) => api.graphql(ReportsExportPlacesDocument, {}, { signal }),
    enabled: provider,
    staleTime: 300_000,
  });
  const { run, generating } = useExportDownload();
  const [form] = Form.useForm<ReportsExportValues>();
  const dueFrom = Form.useWatch("dueFrom", form);
  const dueTo = Form.useWatch("dueTo", form);

  const templates = (essentials?.reportConfigs ?? []).filter(
    (config) =>
      !fixedClient?.clientType ||
      !config.clientTypes?.length ||
      config.clientTypes.includes(fixedClient.clientType),
  );

  const exportReports = (values: ReportsExportValues) =>
    run(async () => {
      const variables = reportsExportVariables(
        values,
        exportClientIds(fixedClient, values.clients),
        language,
      );
      const answer = await api.graphql(CreateReportsExportDocument, variables);
      return answer.createReportsExport;
    });

  return (
    <div className="page">
      <Typography.Title level={2}>{t("export-reports-title")}</Typography.Title>
      <Card>
        <Form<ReportsExportValues>
          form={form}
          layout="vertical"
          name="export-reports"
          initialValues={provider ? { clientStatus: DEFAULT_CLIENT_STATUSES } : {}}
          onFinish={exportReports}
          onFinishFailed={({ errorFields }) => {
            const message = errorFields[0]?.errors[0];
            if (message) notify.error(message);
          }}
          style={{ maxWidth: 640 }}
        >
          <ExportClientField label={t("export-reports-clients")} fixedClient={fixedClient} />
          <MonthRangeFields
            fromLabel={t("export-reports-from-month")}
            toLabel={t("export-reports-to-month")}
            requiredMessage={t("export-reports-period-required")}
          />
          <Form.Item name="reportStatus" label={t("export-reports-statuses")}>
            <Select
              mode="multiple"
              allowClear
              options={REPORT_STATUSES.map((status) => ({
                value: status,
                label: t(statusMessageId(status)),
              }))}
            />
          </Form.Item>
          <Form.Item name="report" label={t("export-reports-template")}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: "label" }}
              options={templates.map((config) => ({
                value: config.key,
                label: templateTitle(config, language),
              }))}
            />
          </Form.Item>
          {provider && (
            <>
              <Form.Item name="regions" label={t("export-reports-regions")}>
                <Select
                  mode="multiple"
                  allowClear
                  showSearch={{ optionFilterProp: "label" }}
                  loading={places.isFetching}
                  options={(places.data?.regions ?? []).map((region) => ({
                    value: region._id,
                    label: region.region,
                  }))}
                />
              </Form.Item>
              <Form.Item name="countries" label={t("export-reports-countries")}>
                <Select
                  mode="multiple"
                  allowClear
                  showSearch={{ optionFilterProp: "label" }}
                  loading={places.isFetching}
                  options={(places.data?.countries ?? []).map((country) => ({
                    value: country._id,
                    label: country.name,
                  }))}
                />
              </Form.Item>
              <Form.Item name="clientStatus" label={t("export-reports-client-status")}>
                <Select
                  mode="multiple"
                  allowClear
                  options={EXPORT_CLIENT_STATUSES.map((status) => ({
                    value: status,
                    label: t(`client-status-${status}`),
                  }))}
                />
              </Form.Item>
            </>
          )}
          <Form.Item name="dueFrom" label={t("export-reports-due-from")}>
            <DatePicker
              style={PICKER_STYLE}
              format={DATE_FORMATS}
              disabledDate={(day: Dayjs) => isDueFromDisabled(day, dueTo)}
            />
          </Form.Item>
          <Form.Item name="dueTo" label={t("export-reports-due-to")}>
            <DatePicker
              style={PICKER_STYLE}
              format={DATE_FORMATS}
              disabledDate={(day: Dayjs) => isDueToDisabled(day, dueFrom)}
            />
          </Form.Item>
          <Form.Item name="overdue" label={t("export-reports-overdue")}>
            <Select
              allowClear
              options={[
                { value: "yes", label: t("export-reports-overdue-yes") },
                { value: "no", label: t("export-reports-overdue-no") },
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={generating}>
            {t("export-reports-submit")}
          </Button>
          <GeneratingExport generating={generating} />
        </Form>
      </Card>
    </div>
  );
}
