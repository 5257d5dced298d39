// /{product}/export/reports and /client/{clientKey}/export/reports (spec 2 §2, §5, §6, §7): the reports
// export's filters, then GENERATING EXPORT and the download. Provider staff choose clients, regions,
// countries and client statuses; in a client's area the client is fixed.
import { REPORT_STATUSES } from "@ledgerline/schemas/coded-values";
import { useQuery } from "@tanstack/react-query";
import { DatePicker, Form, Select } from "antd";
import type { Dayjs } from "dayjs";
import { useApi } from "../../../api/ApiContext";
import { templateTitle } from "../../../i18n/translated";
import { useT } from "../../../i18n/useT";
import { statusMessageId } from "../../reports/status";
import { clientStatusLabel } from "../../clients/labels";
import { useEssentials } from "../../session/queries";
import { ExportClientField } from "../ExportClientField";
import { MultipleChoiceField, OverdueField } from "../ExportChoiceFields";
import { ExportFormPage, FILTERS_FORM_STYLE } from "../ExportFormPage";
import { MonthRangeFields, PICKER_STYLE } from "../MonthRangeFields";
import { exportKeys } from "../queryKeys";
import { useExportMutation } from "../useExportMutation";
import type { ExportPageScope } from "../useExportScope";
import { useExportScope } from "../useExportScope";
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

export function ExportReportsPage({ scope }: { scope: ExportPageScope }) {
  const t = useT();
  const api = useApi();
  const { provider, fixedClient, language, clientIds } = useExportScope(scope);
  const essentials = useEssentials().data;
  const places = useQuery({
    queryKey: exportKeys.reportsPlaces,
    queryFn: ({ signal }) => api.graphql(ReportsExportPlacesDocument, {}, { signal }),
    enabled: provider,
    staleTime: 300_000,
  });
  const { generate, generating } = useExportMutation(CreateReportsExportDocument, "createReportsExport");
  const [form] = Form.useForm<ReportsExportValues>();
  const dueFrom = Form.useWatch("dueFrom", form);
  const dueTo = Form.useWatch("dueTo", form);

  const templates = (essentials?.reportConfigs ?? []).filter(
    (config) =>
      !fixedClient?.clientType ||
      !config.clientTypes?.length ||
      config.clientTypes.includes(fixedClient.clientType),
  );

  return (
    <ExportFormPage<ReportsExportValues>
      title={t("export-reports-title")}
      name="export-reports"
      form={form}
      initialValues={provider ? { clientStatus: DEFAULT_CLIENT_STATUSES } : {}}
      submitLabel={t("export-reports-submit")}
      generating={generating}
      onSubmit={(values) => generate(reportsExportVariables(values, clientIds(values.clients), language))}
      style={FILTERS_FORM_STYLE}
    >
      <ExportClientField label={t("export-reports-clients")} fixedClient={fixedClient} />
      <MonthRangeFields
        fromLabel={t("export-reports-from-month")}
        toLabel={t("export-reports-to-month")}
        requiredMessage={t("export-reports-period-required")}
      />
      <MultipleChoiceField
        name="reportStatus"
        label={t("export-reports-statuses")}
        options={REPORT_STATUSES.map((status) => ({ value: status, label: t(statusMessageId(status)) }))}
      />
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
          <MultipleChoiceField
            name="regions"
            label={t("export-reports-regions")}
            searchable
            loading={places.isFetching}
            options={(places.data?.regions ?? []).map((region) => ({
              value: region._id,
              label: region.region,
            }))}
          />
          <MultipleChoiceField
            name="countries"
            label={t("export-reports-countries")}
            searchable
            loading={places.isFetching}
            options={(places.data?.countries ?? []).map((country) => ({
              value: country._id,
              label: country.name,
            }))}
          />
          <MultipleChoiceField
            name="clientStatus"
            label={t("export-reports-client-status")}
            options={EXPORT_CLIENT_STATUSES.map((status) => ({
              value: status,
              label: clientStatusLabel(t, status),
            }))}
          />
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
      <OverdueField
        label={t("export-reports-overdue")}
        yes={t("export-reports-overdue-yes")}
        no={t("export-reports-overdue-no")}
      />
    </ExportFormPage>
  );
}
