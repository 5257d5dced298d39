// /{product}/export/factsheet and /client/{clientKey}/export/factsheet (spec 2 §2, §5, §6, §7, §9): the client
// factsheet's choices, 'Please fill in all the information.' when something is missing, then GENERATING
// EXPORT and the download. Provider staff choose the export type (REGION/COUNTRY and FUNDS only while no
// client is chosen) and its clients, countries or funds; in a client's area the client is fixed, type CLIENT.
import { REPORT_STATUSES } from "@ledgerline/schemas/coded-values";
import { useQuery } from "@tanstack/react-query";
import { Form, Radio, Select } from "antd";
import { useMemo } from "react";
import { useApi } from "../../../api/ApiContext";
import { templateTitle } from "../../../i18n/translated";
import { useT } from "../../../i18n/useT";
import { useNotify } from "../../../ui/notify";
import { statusMessageId } from "../../reports/status";
import { useEssentials } from "../../session/queries";
import { currencyCodes } from "../../wizard/SettingsModal";
import { ExportClientField } from "../ExportClientField";
import { MultipleChoiceField, OverdueField } from "../ExportChoiceFields";
import { ExportFormPage, FILTERS_FORM_STYLE } from "../ExportFormPage";
import { MonthRangeFields } from "../MonthRangeFields";
import { exportKeys } from "../queryKeys";
import { useExportMutation } from "../useExportMutation";
import type { ExportPageScope } from "../useExportScope";
import { useExportScope } from "../useExportScope";
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

export function FactsheetExportPage({ scope }: { scope: ExportPageScope }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const { provider, fixedClient, language, clientIds } = useExportScope(scope);
  const forms = useEssentials().data?.formConfigs ?? [];
  const choices = useQuery({
    queryKey: exportKeys.factsheetChoices,
    queryFn: ({ signal }) => api.graphql(FactsheetExportChoicesDocument, {}, { signal }),
    enabled: provider,
    staleTime: 300_000,
  });
  const { generate, generating } = useExportMutation(CreateExportDocument, "createExport");
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
    const clients = clientIds(values.clients);
    if (!isFactsheetComplete(values, clients)) {
      notify.error(fillInAll);
      return;
    }
    return generate(factsheetExportVariables(values, clients, language));
  };

  return (
    <ExportFormPage<FactsheetExportValues>
      title={t("export-factsheet-title")}
      name="export-factsheet"
      form={form}
      initialValues={INITIAL_FACTSHEET_VALUES}
      submitLabel={t("export-factsheet-submit")}
      generating={generating}
      onSubmit={exportFactsheet}
      incompleteMessage={fillInAll}
      style={FILTERS_FORM_STYLE}
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
          <MultipleChoiceField
            name="regions"
            label={t("export-factsheet-regions")}
            searchable
            loading={choices.isFetching}
            options={(choices.data?.regions ?? []).map((region) => ({
              value: region._id,
              label: region.region,
            }))}
          />
          <MultipleChoiceField
            name="countries"
            label={t("export-factsheet-countries")}
            searchable
            loading={choices.isFetching}
            options={countries.map((country) => ({ value: country._id, label: country.name }))}
          />
        </>
      )}
      {provider && exportType === "FUNDS" && (
        <MultipleChoiceField
          name="funds"
          label={t("export-factsheet-funds")}
          searchable
          loading={choices.isFetching}
          options={(choices.data?.funds ?? []).map((fund) => ({ value: fund._id, label: fund.name }))}
        />
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
      <MultipleChoiceField
        name="currencies"
        label={t("export-factsheet-currencies")}
        searchable
        options={currencies}
      />
      <MultipleChoiceField
        name="formConfigs"
        label={t("export-factsheet-forms")}
        searchable
        placeholder={t("export-factsheet-forms-default")}
        options={formOptions}
      />
      {provider && (
        <MultipleChoiceField
          name="clientStatus"
          label={t("export-factsheet-client-status")}
          options={FACTSHEET_CLIENT_STATUSES.map((status) => ({
            value: status,
            label: t(`export-factsheet-client-status-${status}`),
          }))}
        />
      )}
      <MultipleChoiceField
        name="reportStatus"
        label={t("export-factsheet-report-status")}
        options={REPORT_STATUSES.map((status) => ({ value: status, label: t(statusMessageId(status)) }))}
      />
      <OverdueField
        label={t("export-factsheet-overdue")}
        yes={t("export-factsheet-overdue-yes")}
        no={t("export-factsheet-overdue-no")}
      />
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
    </ExportFormPage>
  );
}
