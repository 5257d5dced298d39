// The client dashboard's charts (spec 2 §2, §9): one bar or line chart per chart field over the last twelve
// months, axes abbreviated (K, M), the spec's three colours in turn, tooltips with the full number in the
// chart field's decimals and unit. Each chart can be swapped for a plain table of the same numbers (one click,
// "Show as table"), for screen readers, keyboards and anyone who wants the figures rather than the shape.
import { Button, Card, Empty } from "antd";
import { useId, useState } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { DashChart } from "../../../api/dashboard";
import type { InterfaceLanguage } from "../../../i18n/languages";
import { useT } from "../../../i18n/useT";
import { abbreviateNumber, chartColour, fullNumber } from "../chartFormat";

export interface DashboardChartsProps {
  charts: readonly DashChart[];
  language: InterfaceLanguage;
  currency: string;
  /** Month labels in the interface language, by YYYY-MM. */
  monthLabel: (period: string) => string;
}

export function DashboardCharts({ charts, language, currency, monthLabel }: DashboardChartsProps) {
  return (
    <div className="dashboard-charts">
      {charts.map((chart, index) => (
        <ChartCard
          key={chart.id}
          chart={chart}
          colour={chartColour(index)}
          language={language}
          currency={currency}
          monthLabel={monthLabel}
        />
      ))}
    </div>
  );
}

function ChartCard({
  chart,
  colour,
  language,
  currency,
  monthLabel,
}: {
  chart: DashChart;
  colour: string;
  language: InterfaceLanguage;
  currency: string;
  monthLabel: (period: string) => string;
}) {
  const t = useT();
  const [asTable, setAsTable] = useState(false);
  const bodyId = useId();
  const type = chart.legend.typeOfValues;
  const data = chart.series.map((point) => ({ ...point, label: monthLabel(point.period) }));
  const hasData = chart.series.some((point) => point.value !== null);
  /** The full number, as the tooltips and the table write it. */
  const full = (value: number | null) => fullNumber(value, type, language, currency, chart.legend);
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
      <YAxis
        width={52}
        tick={{ fontSize: 11 }}
        tickFormatter={(value: number) => abbreviateNumber(value, type, language)}
      />
      <Tooltip formatter={(value) => [full(typeof value === "number" ? value : null), chart.legend.label]} />
    </>
  );
  return (
    <Card
      size="small"
      className="dashboard-chart"
      title={chart.legend.label}
      data-chart-type={chart.legend.chartType}
      data-colour={colour}
      extra={
        hasData ? (
          <Button
            size="small"
            type="link"
            className="dashboard-chart-toggle"
            aria-controls={bodyId}
            onClick={() => setAsTable(!asTable)}
          >
            {t(asTable ? "chart-show-chart" : "chart-show-table")}
          </Button>
        ) : null
      }
    >
      {hasData && asTable ? (
        <div className="dashboard-chart-table-wrap" id={bodyId}>
          <table className="data-table dashboard-chart-table">
            {/* The card's title shows the label; the caption names the table for screen readers. */}
            <caption className="visually-hidden">{chart.legend.label}</caption>
            <thead>
              <tr>
                <th scope="col">{t("chart-table-period")}</th>
                <th scope="col">
                  {type === "currency"
                    ? t("chart-table-value-currency", { currency })
                    : t("chart-table-value")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((point) => (
                <tr key={point.period}>
                  <th scope="row">{point.label}</th>
                  <td>{full(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : hasData ? (
        <figure className="dashboard-chart-body" aria-label={chart.legend.label} id={bodyId}>
          <ResponsiveContainer width="100%" height={220}>
            {chart.legend.chartType === "line" ? (
              <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
                {axes}
                <Line
                  type="monotone"
                  dataKey="value"
                  stroke={colour}
                  strokeWidth={2}
                  dot={{ r: 2 }}
                  connectNulls
                />
              </LineChart>
            ) : (
              <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
                {axes}
                <Bar dataKey="value" fill={colour} />
              </BarChart>
            )}
          </ResponsiveContainer>
        </figure>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("no-data-found")} />
      )}
    </Card>
  );
}
