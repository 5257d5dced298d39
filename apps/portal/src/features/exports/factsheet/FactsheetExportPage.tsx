// /{product}/export/factsheet and /client/{clientKey}/export/factsheet (spec 2 §2, §5, §6, §7, §9): the client
// factsheet's choices, 'Please fill in all the information.' when something is missing, then GENERATING
// EXPORT and the download. Provider staff choose the export type (REGION/COUNTRY and FUNDS only while no
// client is chosen) and its clients, countries or funds; in a client's area the client is fixed, type CLIENT.
import { REPORT_STATUSES } from "@ledgerline/schemas/coded-values";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Form, Radio, Select, Typography } from "antd";
import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { useApi } from "../../../api/ApiContext";
import { templateTitle } from "../../../i18n/translated";
import { useT } from "../../../i18n/useT";
import { languageAtom } from "../../../state/atoms";
import { useNotify } from "../../../ui/notify";
import { statusMessageId } from "../../reports/status";
import { useEssentials } from "../../session/queries";
import { useClient } from "../../shell/ClientScope";
import { currencyCodes } from "../../wizard/SettingsModal";
import { ExportClientField, exportClientIds } from "../ExportClientField";
import { GeneratingExport } from "../GeneratingExport";
import { MonthRangeFields } from "../MonthRangeFields";
import { exportKeys } from "../queryKeys";
import { useExportDownload } from "../useExportDownload";
import type { FactsheetExportValues } from "./factsheetExportForm";
import {
  EXPORT_TYPES,
  FACTSHEET_CLIENT_STATUSES,
  INITIAL_FACTSHEET_VALUES,
  exportFormChoices,
  factsheetExportVariables,
  familyOf,
  isExportTypeOffered,
  isFactsheetComplete,
} from "./factsheetExportForm";
import {
  CreateExportDocument,
  FactsheetExportChoicesDocument,
} from "../../../api/generated/typed/features/exports/factsheet/documents";

const TYPE_LABEL = {
  CLIENT: "export-factsheet-type-client",
  "REGION/COUNTRY": "export-factsheet-type-region-country",
  FUNDS: "export-factsheet-type-funds",
} as const;

export function FactsheetExportPage({ scope }: { scope: "provider" | "client" }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const language = useAtomValue(languageAtom);
  const params = useParams();
  const fixedClient = useClient(scope === "client" ? params.clientKey : undefined).data ?? null;
  const provider = scope === "provider";
  const forms = useEssentials().data?.formConfigs ?? [];
  const choices = useQuery({
    queryKey: exportKeys.factsheetChoices,
    queryFn: ({ signal }) => api.graphql(FactsheetExportChoicesDocument, {}, { signal }),
    enabled: provider,
    staleTime: 300_000,
  });
  const { run, generating } = useExportDownload();
  const [form] = Form.useForm<FactsheetExportValues>();
  const exportType = Form.useWatch("exportType", form) ?? "CLIENT";
  const chosenClients = Form.useWatch("clients", form) ?? [];
  const chosenRegions = Form.useWatch("regions", form) ?? [];
  const currencies = useMemo(() => currencyCodes().map((code) => ({ value: code, label: code })), []);

  const families = fixedClient ? [familyOf(fixedClient.clientType)] : (["MFI", "AGRO"] as const);
  const formOptions = families.map((family) => ({
    label: t(family === "MFI" ? "export-factsheet-forms-mfi" : "export-factsheet-forms-agro"),
    options: exportFormChoices(forms, family).map((config) => ({
      value: config.key,
      label: templateTitle(config, language),
    })),
  }));
  // Regions narrow the countries offered (spec 2 §6: region, then country).
  const regionCountries = new Set(
    (choices.data?.regions ?? [])
      .filter((region) => chosenRegions.includes(region._id))
      .flatMap((region) => region.countries),
  );
  const countries = (choices.data?.countries ?? []).filter(
    (country) => regionCountries.size === 0 || regionCountries.has(country._id),
  );
  const fillInAll = t("export-factsheet-fill-in-all");

  const exportFactsheet = () => {
    // Every value, also those of fields not shown (the defaults of a client user's page).
    const shown = form.getFieldsValue(true) as FactsheetExportValues;
    // A client user's own client is exported whatever its status: the status filter is provider staff's.
    const values = provider ? shown : { ...shown, clientStatus: [...FACTSHEET_CLIENT_STATUSES] };
    const clients = exportClientIds(fixedClient, values.clients);
    if (!isFactsheetComplete(values, clients)) {
      notify.error(fillInAll);
      return;
    }
    return run(async () => {
      const answer = await api.graphql(
        CreateExportDocument,
        factsheetExportVariables(values, clients, language),
      );
      return answer.createExport;
    });
  };

  return (
    <div className="page">
      <Typography.Title level={2}>{t("export-factsheet-title")}</Typography.Title>
      <Card>
        <Form<FactsheetExportValues>
          form={form}
          layout="vertical"
          name="export-factsheet"
          initialValues={INITIAL_FACTSHEET_VALUES}
          onFinish={exportFactsheet}
          onFinishFailed={() => notify.error(fillInAll)}
          style={{ maxWidth: 640 }}
        >
          {provider && (
            <Form.Item name="exportType" label={t("export-factsheet-type")}>
              <Select
                options={EXPORT_TYPES.map((type) => ({
                  value: type,
                  label: t(TYPE_LABEL[type]),
                  disabled: !isExportTypeOffered(type, chosenClients),
                }))}
              />
            </Form.Item>
          )}
          {exportType === "CLIENT" && (
            <ExportClientField label={t("export-factsheet-clients")} fixedClient={fixedClient} />
          )}
          {provider && exportType === "REGION/COUNTRY" && (
            <>
              <Form.Item name="regions" label={t("export-factsheet-regions")}>
                <Select
                  mode="multiple"
                  allowClear
                  showSearch={{ optionFilterProp: "label" }}
                  loading={choices.isFetching}
                  options={(choices.data?.regions ?? []).map((region) => ({
                    value: region._id,
                    label: region.region,
                  }))}
                />
              </Form.Item>
              <Form.Item name="countries" label={t("export-factsheet-countries")}>
                <Select
                  mode="multiple"
                  allowClear
                  showSearch={{ optionFilterProp: "label" }}
                  loading={choices.isFetching}
                  options={countries.map((country) => ({ value: country._id, label: country.name }))}
                />
              </Form.Item>
            </>
          )}
          {provider && exportType === "FUNDS" && (
            <Form.Item name="funds" label={t("export-factsheet-funds")}>
              <Select
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: "label" }}
                loading={choices.isFetching}
                options={(choices.data?.funds ?? []).map((fund) => ({ value: fund._id, label: fund.name }))}
              />
            </Form.Item>
          )}
          <Form.Item name="periodType" label={t("export-factsheet-period-type")}>
            <Radio.Group
              role="radiogroup"
              aria-label={t("export-factsheet-period-type")}
              options={[
                { value: "c", label: t("export-factsheet-period-type-calendar") },
                { value: "f", label: t("export-factsheet-period-type-financial") },
              ]}
            />
          </Form.Item>
          <MonthRangeFields
            fromLabel={t("export-factsheet-from-month")}
            toLabel={t("export-factsheet-to-month")}
            requiredMessage={fillInAll}
          />
          <Form.Item name="currencies" label={t("export-factsheet-currencies")}>
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: "label" }}
              options={currencies}
            />
          </Form.Item>
          <Form.Item name="formConfigs" label={t("export-factsheet-forms")}>
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: "label" }}
              placeholder={t("export-factsheet-forms-default")}
              options={formOptions}
            />
          </Form.Item>
          {provider && (
            <Form.Item name="clientStatus" label={t("export-factsheet-client-status")}>
              <Select
                mode="multiple"
                allowClear
                options={FACTSHEET_CLIENT_STATUSES.map((status) => ({
                  value: status,
                  label: t(`export-factsheet-client-status-${status}`),
                }))}
              />
            </Form.Item>
          )}
          <Form.Item name="reportStatus" label={t("export-factsheet-report-status")}>
            <Select
              mode="multiple"
              allowClear
              options={REPORT_STATUSES.map((status) => ({
                value: status,
                label: t(statusMessageId(status)),
              }))}
            />
          </Form.Item>
          <Form.Item name="overdue" label={t("export-factsheet-overdue")}>
            <Select
              allowClear
              options={[
                { value: "yes", label: t("export-factsheet-overdue-yes") },
                { value: "no", label: t("export-factsheet-overdue-no") },
              ]}
            />
          </Form.Item>
          {provider && exportType !== "CLIENT" && (
            <Form.Item name="summaryType" label={t("export-factsheet-summary")}>
              <Radio.Group
                role="radiogroup"
                aria-label={t("export-factsheet-summary")}
                options={[
                  { value: "SUM", label: t("export-factsheet-summary-sum") },
                  { value: "AVG", label: t("export-factsheet-summary-avg") },
                ]}
              />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={generating}>
            {t("export-factsheet-submit")}
          </Button>
          <GeneratingExport generating={generating} />
        </Form>
      </Card>
    </div>
  );
}
