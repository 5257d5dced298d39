// /{product}/export/investments and /client/{clientKey}/export/investments (spec 2 §2, §6, §7, §8): the
// investments export's filters (a period is required), then GENERATING EXPORT and the download. Provider
// staff choose clients and regions; in a client's area the client is fixed.
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/ApiContext";
import { useT } from "../../../i18n/useT";
import { ExportClientField } from "../ExportClientField";
import { MultipleChoiceField } from "../ExportChoiceFields";
import { ExportFormPage, FILTERS_FORM_STYLE } from "../ExportFormPage";
import { MonthRangeFields } from "../MonthRangeFields";
import { exportKeys } from "../queryKeys";
import { useExportMutation } from "../useExportMutation";
import type { ExportPageScope } from "../useExportScope";
import { useExportScope } from "../useExportScope";
import type { InvestmentsExportValues } from "./investmentsExportForm";
import {
  REPORTING_FREQUENCIES,
  frequencyMessageId,
  investmentsExportVariables,
} from "./investmentsExportForm";
import {
  CreateExportInvestmentsDocument,
  InvestmentsExportFundsDocument,
  InvestmentsExportManagersDocument,
  InvestmentsExportRegionsDocument,
} from "../../../api/generated/typed/features/exports/investments/documents";

export function ExportInvestmentsPage({ scope }: { scope: ExportPageScope }) {
  const t = useT();
  const api = useApi();
  const { provider, fixedClient, language, clientIds } = useExportScope(scope);
  const funds = useQuery({
    queryKey: exportKeys.investmentsFunds,
    queryFn: ({ signal }) => api.graphql(InvestmentsExportFundsDocument, {}, { signal }),
    staleTime: 300_000,
  });
  const regions = useQuery({
    queryKey: exportKeys.investmentsRegions,
    queryFn: ({ signal }) => api.graphql(InvestmentsExportRegionsDocument, {}, { signal }),
    enabled: provider,
    staleTime: 300_000,
  });
  const clientId = fixedClient?._id;
  const managers = useQuery({
    queryKey: exportKeys.investmentsManagers(clientId ?? null),
    queryFn: ({ signal }) =>
      api.graphql(InvestmentsExportManagersDocument, { clientId: clientId ?? null }, { signal }),
    // In a client's area only once the client is known, so the list is that client's.
    enabled: provider || Boolean(clientId),
    staleTime: 60_000,
  });
  const { generate, generating } = useExportMutation(
    CreateExportInvestmentsDocument,
    "createExportInvestments",
  );

  return (
    <ExportFormPage<InvestmentsExportValues>
      title={t("export-investments-title")}
      name="export-investments"
      submitLabel={t("export-investments-submit")}
      generating={generating}
      onSubmit={(values) => generate(investmentsExportVariables(values, clientIds(values.clients), language))}
      style={FILTERS_FORM_STYLE}
    >
      <ExportClientField label={t("export-investments-clients")} fixedClient={fixedClient} />
      <MonthRangeFields
        fromLabel={t("export-investments-from-month")}
        toLabel={t("export-investments-to-month")}
        requiredMessage={t("export-investments-period-required")}
      />
      <MultipleChoiceField
        name="funds"
        label={t("export-investments-funds")}
        searchable
        loading={funds.isFetching}
        options={(funds.data?.funds ?? []).map((fund) => ({ value: fund._id, label: fund.name }))}
      />
      {provider && (
        <MultipleChoiceField
          name="regions"
          label={t("export-investments-regions")}
          searchable
          loading={regions.isFetching}
          options={(regions.data?.regions ?? []).map((region) => ({
            value: region._id,
            label: region.region,
          }))}
        />
      )}
      <MultipleChoiceField
        name="reportingFrequency"
        label={t("export-investments-frequency")}
        options={REPORTING_FREQUENCIES.map((frequency) => ({
          value: frequency,
          label: t(frequencyMessageId(frequency)),
        }))}
      />
      <MultipleChoiceField
        name="investmentManagers"
        label={t("export-investments-managers")}
        searchable
        loading={managers.isFetching}
        options={(managers.data?.investmentManagers ?? []).map((manager) => ({
          value: manager._id,
          label: manager.fullName,
        }))}
      />
    </ExportFormPage>
  );
}
