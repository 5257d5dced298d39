// /{product}/export/investments and /client/{clientKey}/export/investments (spec 2 §2, §6, §7, §8): the
// investments export's filters (a period is required), then GENERATING EXPORT and the download. Provider
// staff choose clients and regions; in a client's area the client is fixed.
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Form, Select, Typography } from "antd";
import { useAtomValue } from "jotai";
import { useParams } from "react-router-dom";
import { useApi } from "../../../api/ApiContext";
import { useT } from "../../../i18n/useT";
import { languageAtom } from "../../../state/atoms";
import { useNotify } from "../../../ui/notify";
import { useClient } from "../../shell/ClientScope";
import { ExportClientField, exportClientIds } from "../ExportClientField";
import { GeneratingExport } from "../GeneratingExport";
import { MonthRangeFields } from "../MonthRangeFields";
import { exportKeys } from "../queryKeys";
import { useExportDownload } from "../useExportDownload";
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

export function ExportInvestmentsPage({ scope }: { scope: "provider" | "client" }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const language = useAtomValue(languageAtom);
  const params = useParams();
  const fixedClient = useClient(scope === "client" ? params.clientKey : undefined).data ?? null;
  const provider = scope === "provider";
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
  const { run, generating } = useExportDownload();
  const [form] = Form.useForm<InvestmentsExportValues>();

  const exportInvestments = (values: InvestmentsExportValues) =>
    run(async () => {
      const variables = investmentsExportVariables(
        values,
        exportClientIds(fixedClient, values.clients),
        language,
      );
      const answer = await api.graphql(CreateExportInvestmentsDocument, variables);
      return answer.createExportInvestments;
    });

  return (
    <div className="page">
      <Typography.Title level={2}>{t("export-investments-title")}</Typography.Title>
      <Card>
        <Form<InvestmentsExportValues>
          form={form}
          layout="vertical"
          name="export-investments"
          onFinish={exportInvestments}
          onFinishFailed={({ errorFields }) => {
            const message = errorFields[0]?.errors[0];
            if (message) notify.error(message);
          }}
          style={{ maxWidth: 640 }}
        >
          <ExportClientField label={t("export-investments-clients")} fixedClient={fixedClient} />
          <MonthRangeFields
            fromLabel={t("export-investments-from-month")}
            toLabel={t("export-investments-to-month")}
            requiredMessage={t("export-investments-period-required")}
          />
          <Form.Item name="funds" label={t("export-investments-funds")}>
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: "label" }}
              loading={funds.isFetching}
              options={(funds.data?.funds ?? []).map((fund) => ({ value: fund._id, label: fund.name }))}
            />
          </Form.Item>
          {provider && (
            <Form.Item name="regions" label={t("export-investments-regions")}>
              <Select
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: "label" }}
                loading={regions.isFetching}
                options={(regions.data?.regions ?? []).map((region) => ({
                  value: region._id,
                  label: region.region,
                }))}
              />
            </Form.Item>
          )}
          <Form.Item name="reportingFrequency" label={t("export-investments-frequency")}>
            <Select
              mode="multiple"
              allowClear
              options={REPORTING_FREQUENCIES.map((frequency) => ({
                value: frequency,
                label: t(frequencyMessageId(frequency)),
              }))}
            />
          </Form.Item>
          <Form.Item name="investmentManagers" label={t("export-investments-managers")}>
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: "label" }}
              loading={managers.isFetching}
              options={(managers.data?.investmentManagers ?? []).map((manager) => ({
                value: manager._id,
                label: manager.fullName,
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={generating}>
            {t("export-investments-submit")}
          </Button>
          <GeneratingExport generating={generating} />
        </Form>
      </Card>
    </div>
  );
}
