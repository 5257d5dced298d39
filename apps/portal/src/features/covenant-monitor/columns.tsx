// The monitor's columns: client, investment, covenant, period (a link to the report), value (a button that
// explains it), limits, alert, status, headroom and trend. Sorting by status, headroom and client happens
// here in the browser: the API sends every row of the scope at once. The widths (MONITOR_WIDTH in all) fit
// a 1280 px window beside the sidebar, names and limits wrapping; narrower, the table scrolls in its frame.
import { Button, Typography } from "antd";
import type { TableColumnsType } from "antd";
import type { Language } from "@ledgerline/schemas";
import { Suspense } from "react";
import { Link } from "react-router-dom";
import type { Translate } from "../../i18n/useT";
import { lazyWithPreload } from "../../ui/lazyWithPreload";
import { hasStatus } from "../reports/status";
import { hasWaiverType } from "../investments/hasWaiverType";
import type { MonitorRow } from "./api";
import {
  bindingLimit,
  compareHeadroom,
  covenantNumber,
  headroomText,
  periodText,
  statusRank,
  testedCovenant,
  testedFieldType,
} from "./format";
import { StatusCell, STATUS_COLOURS } from "./StatusCell";
import type * as SparklineModule from "./TrendSparkline";
import type { TrendSparklineProps } from "./TrendSparkline";

// recharts is most of a chart's weight: the sparklines arrive after the table.
const TrendSparkline = lazyWithPreload<typeof SparklineModule, "TrendSparkline", TrendSparklineProps>(
  () => import("./TrendSparkline"),
  "TrendSparkline",
);

/** The sum of the columns' widths. */
export const MONITOR_WIDTH = 970;

export interface ColumnOptions {
  t: Translate;
  language: Language;
  /** Opens the value's explanation; `opening` is the row whose explanation is on its way. */
  onExplain: (row: MonitorRow) => void;
  opening: string | null;
}

/** A row's key: one covenant of one investment. */
export const rowKey = (row: MonitorRow) => `${row.investment._id}:${row.covenant._id}`;

/** The wizard's address for the row's period: /client/{clientKey}/reports/{reportKey}/{YYYY-MM}. */
export function reportHref(row: MonitorRow): string | null {
  if (!row.report) return null;
  return `/client/${encodeURIComponent(row.client.key)}/reports/${encodeURIComponent(row.report.configKey)}/${row.report.period}`;
}

function limitsText(row: MonitorRow, t: Translate, language: Language): string {
  const type = testedFieldType(row);
  const { min, max } = row.range;
  const show = (value: number) => covenantNumber(value, type, language);
  if (min !== null && max !== null)
    return t("covenant-monitor-limits-between", { min: show(min), max: show(max) });
  if (min !== null) return t("covenant-monitor-limits-min", { min: show(min) });
  if (max !== null) return t("covenant-monitor-limits-max", { max: show(max) });
  return t("covenant-monitor-limits-none");
}

/** "12-period trend from 2.10 % to 2.89 %", from the first and last periods with a value. */
export function trendText(row: MonitorRow, t: Translate, language: Language): string {
  const values = row.trend.map((point) => point.value).filter((value): value is number => value !== null);
  if (values.length === 0) return t("covenant-monitor-trend-none");
  const tested = testedCovenant(row);
  return t("covenant-monitor-trend", {
    count: row.trend.length,
    first: covenantNumber(values[0]!, tested.fieldType, language, tested),
    last: covenantNumber(values.at(-1)!, tested.fieldType, language, tested),
  });
}

export function monitorColumns({
  t,
  language,
  onExplain,
  opening,
}: ColumnOptions): TableColumnsType<MonitorRow> {
  // Waived limits do not apply: struck through, the status says why.
  const struck = (row: MonitorRow, text: string) =>
    row.status === "waived" && hasWaiverType(row.waiver, "DISABLE") ? <del>{text}</del> : text;
  return [
    {
      key: "client",
      width: 116,
      title: t("covenant-monitor-col-client"),
      render: (_, row) => row.client.name,
      sorter: (a, b) => a.client.name.localeCompare(b.client.name, language),
    },
    {
      key: "investment",
      width: 92,
      title: t("covenant-monitor-col-investment"),
      render: (_, row) => row.investment.importedId,
    },
    {
      key: "covenant",
      width: 130,
      title: t("covenant-monitor-col-covenant"),
      render: (_, row) => row.covenant.name,
    },
    {
      key: "period",
      width: 84,
      title: t("covenant-monitor-col-period"),
      render: (_, row) => {
        const href = reportHref(row);
        if (row.period === null || !href)
          return <Typography.Text type="secondary">{t("covenant-monitor-no-period")}</Typography.Text>;
        return (
          <span className="covenant-period">
            <Link to={href}>{periodText(row.period)}</Link>
            {!hasStatus(row.report, "approved") && (
              <Typography.Text type="secondary" className="covenant-not-approved">
                {t("covenant-monitor-not-approved")}
              </Typography.Text>
            )}
          </span>
        );
      },
    },
    {
      key: "value",
      width: 84,
      title: t("covenant-monitor-col-value"),
      align: "right",
      render: (_, row) => {
        const tested = testedCovenant(row);
        const text = covenantNumber(row.value, tested.fieldType, language, tested);
        if (row.period === null) return text;
        return (
          <Button
            type="link"
            size="small"
            className="covenant-value"
            loading={opening === rowKey(row)}
            aria-label={t("covenant-monitor-explain", { value: text, covenant: row.covenant.name })}
            onClick={() => onExplain(row)}
          >
            {text}
          </Button>
        );
      },
    },
    {
      key: "limits",
      width: 112,
      title: t("covenant-monitor-col-limits"),
      render: (_, row) => struck(row, limitsText(row, t, language)),
    },
    {
      key: "alert",
      width: 76,
      title: t("covenant-monitor-col-alert"),
      align: "right",
      render: (_, row) =>
        row.alertThreshold === null ? (
          ""
        ) : (
          <span className="covenant-number">
            {struck(row, covenantNumber(row.alertThreshold, testedFieldType(row), language))}
          </span>
        ),
    },
    {
      key: "status",
      width: 100,
      title: t("covenant-monitor-col-status"),
      render: (_, row) => <StatusCell row={row} />,
      sorter: (a, b) => statusRank(a.status) - statusRank(b.status),
    },
    {
      key: "headroom",
      width: 80,
      title: t("covenant-monitor-col-headroom"),
      align: "right",
      render: (_, row) =>
        row.headroom === null ? (
          ""
        ) : (
          <span className="covenant-number">{headroomText(row.headroom, language)}</span>
        ),
      sorter: (a, b) => compareHeadroom(a.headroom, b.headroom),
    },
    {
      key: "trend",
      width: 96,
      title: t("covenant-monitor-col-trend"),
      render: (_, row) => <TrendCell row={row} t={t} language={language} />,
    },
  ];
}

function TrendCell({ row, t, language }: { row: MonitorRow; t: Translate; language: Language }) {
  const label = trendText(row, t, language);
  if (!row.trend.some((point) => point.value !== null))
    return <Typography.Text type="secondary">{label}</Typography.Text>;
  const limit = bindingLimit(row);
  // While the chart's chunk loads, the same-sized box already carries the text alternative.
  const placeholder = <div className="covenant-trend" role="img" aria-label={label} />;
  return (
    <Suspense fallback={placeholder}>
      <TrendSparkline
        values={row.trend.map((point) => (point.value === null ? null : point.value / 100))}
        limit={limit === null ? null : limit / 100}
        label={label}
        colour={STATUS_COLOURS[row.status]?.fill ?? "#5a6472"}
      />
    </Suspense>
  );
}
