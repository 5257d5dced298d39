// The client dashboard, /client/{clientKey}/ (spec 2 §2): the summary blocks, the client's reports (5 rows,
// filter, sort, pager, More → the report list) and the charts, hidden for AGRO clients. The inactive banner
// comes from the client scope around every client page.
import { Alert, Button, Card, Skeleton, Typography } from "antd";
import dayjs from "dayjs";
import { useAtomValue } from "jotai";
import { useNavigate } from "react-router-dom";
import { useT } from "../../../i18n/useT";
import { lazyWithPreload } from "../../../ui/lazyWithPreload";
import { LoadBoundary } from "../../../ui/LoadBoundary";
import { currencyAtom, currentClientAtom, languageAtom } from "../../../state/atoms";
import { ReportsGrid } from "../../reports/ReportsGrid";
import { useDashboard } from "../useDashboard";
import { SummaryBlocks } from "./SummaryBlocks";
import type * as ChartsModule from "./DashboardCharts";
import type { DashboardChartsProps } from "./DashboardCharts";
import "../dashboard.css";

// recharts is most of this screen's weight: the charts arrive after the summaries and the reports grid.
const DashboardCharts = lazyWithPreload<typeof ChartsModule, "DashboardCharts", DashboardChartsProps>(
  () => import("./DashboardCharts"),
  "DashboardCharts",
);

/** YYYY-MM → "MMM YYYY" in the interface language (dayjs follows it). */
const monthLabel = (period: string) => dayjs(`${period}-01`).format("MMM YYYY");

export function ClientDashboard() {
  const t = useT();
  const navigate = useNavigate();
  const client = useAtomValue(currentClientAtom);
  const language = useAtomValue(languageAtom);
  const currency = useAtomValue(currencyAtom);
  const dashboard = useDashboard(client?._id, language, currency);
  const isAgro = client?.clientType === "AGRO";
  const data = dashboard.data;

  return (
    <div className="page client-dashboard">
      <Typography.Title level={2}>{client?.name}</Typography.Title>
      {dashboard.isError && (
        <Alert
          type="error"
          showIcon
          title={t("dashboard-failed")}
          description={dashboard.error.message}
          className="dashboard-error"
        />
      )}
      {dashboard.isPending && !dashboard.isError ? (
        <div className="summary-blocks" role="status" aria-label={t("loading")}>
          {[0, 1, 2, 3].map((index) => (
            <div className="summary-block" key={index}>
              <Skeleton active avatar title paragraph={{ rows: 1 }} />
            </div>
          ))}
        </div>
      ) : data && data.clientSummaries.length > 0 ? (
        <SummaryBlocks
          summaries={data.clientSummaries}
          language={language}
          currency={data.currency}
          subtitle={data.lastPeriod ? dayjs(`${data.lastPeriod}-01`).format("MMMM YYYY") : undefined}
        />
      ) : data ? (
        <Alert type="info" showIcon title={t("dashboard-no-summaries")} className="dashboard-empty" />
      ) : null}

      <Card
        title={t("dashboard-reports")}
        className="dashboard-card"
        extra={
          client && (
            <Button type="link" onClick={() => navigate(`/client/${encodeURIComponent(client.key)}/reports`)}>
              {t("dashboard-more")}
            </Button>
          )
        }
      >
        {client && <ReportsGrid clientId={client._id} sortable />}
      </Card>

      {!isAgro && (
        <section className="dashboard-card" aria-label={t("dashboard-charts")}>
          <Typography.Title level={4}>{t("dashboard-charts")}</Typography.Title>
          {dashboard.isPending && !dashboard.isError ? (
            <ChartsLoading />
          ) : data && data.clientDashCharts.length > 0 ? (
            <LoadBoundary fallback={<ChartsLoading />}>
              <DashboardCharts
                charts={data.clientDashCharts}
                language={language}
                currency={data.currency}
                monthLabel={monthLabel}
              />
            </LoadBoundary>
          ) : data ? (
            <Card>
              <Typography.Text type="secondary">{t("no-data-found")}</Typography.Text>
            </Card>
          ) : null}
        </section>
      )}
    </div>
  );
}

function ChartsLoading() {
  const t = useT();
  return (
    <Card role="status" aria-label={t("loading")}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </Card>
  );
}
