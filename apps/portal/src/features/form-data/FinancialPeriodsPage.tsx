// /client/{clientKey}/data/{menuKey}/financial_periods (spec 3 §2): the client's financial years as a
// read-only table, newest first. Administrators edit them in the client form (spec 3).
import { skipToken, useQuery } from "@tanstack/react-query";
import { Alert, Card, Table, Typography } from "antd";
import { useAtomValue } from "jotai";
import { useApi } from "../../api/ApiContext";
import type { FinancialPeriod } from "../../api/formData";
import { FinancialPeriodsDocument } from "../../api/generated/typed/api/formData";
import { useT } from "../../i18n/useT";
import { currentClientAtom } from "../../state/atoms";
import { dateLabel } from "../investments/format";
import { formDataKeys } from "./queryKeys";

export function FinancialPeriodsPage() {
  const t = useT();
  const api = useApi();
  const client = useAtomValue(currentClientAtom);
  const query = useQuery({
    queryKey: formDataKeys.financialPeriods(client?._id),
    queryFn: client
      ? ({ signal }) =>
          api
            .graphql(FinancialPeriodsDocument, { clientId: client._id }, { signal })
            .then((answer) => [...answer.financialPeriods].sort((a, b) => b.end - a.end))
      : skipToken,
  });
  return (
    <div className="page">
      <Typography.Title level={2}>{t("menu-financial-periods")}</Typography.Title>
      {query.isError && (
        <Alert type="error" showIcon title={t("form-data-failed")} description={query.error.message} />
      )}
      <Card>
        <Table<FinancialPeriod>
          rowKey="financialYearId"
          size="middle"
          loading={query.isPending}
          dataSource={query.data ?? []}
          locale={{ emptyText: t("no-data-found") }}
          pagination={false}
          columns={[
            { key: "year", title: t("periods-col-year"), render: (_, row) => row.financialYear },
            { key: "start", title: t("periods-col-start"), render: (_, row) => dateLabel(row.start) },
            { key: "end", title: t("periods-col-end"), render: (_, row) => dateLabel(row.end) },
            { key: "months", title: t("periods-col-months"), render: (_, row) => row.months },
          ]}
        />
      </Card>
    </div>
  );
}
