// The report grid of spec 2 §2: paged on the server (25 in full mode, 5 otherwise), a text filter debounced
// 500 ms that resets the page to 1, the default sort (period desc, due desc, name asc), a pager only when
// the total exceeds the page size, and a row click that opens the report for the row's period. It lists the
// reports in the caller's scope, or the administration's list of every report (spec 3 §2, adminReports).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Input, Table } from "antd";
import type { TableProps } from "antd";
import dayjs from "dayjs";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import type { ReportInstance, ReportPage } from "../../api/types";
import { useT } from "../../i18n/useT";
import { languageAtom } from "../../state/atoms";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { reportKeys } from "./queryKeys";
import { StatusTag } from "./StatusTag";
import { dateLabel, displayStatus, periodLabel, periodParam, reportPath } from "./status";
import { openableRow } from "../../ui/openableRow";
import { serverPagedTable, usePageOf } from "../../ui/serverPaging";
import { AdminReportsDocument } from "../../api/generated/typed/features/reports/adminDocuments";
import { ReportsDocument } from "../../api/generated/typed/api/documents";

export const FULL_PAGE_SIZE = 25;
export const COMPACT_PAGE_SIZE = 5;
export const FILTER_DEBOUNCE_MS = 500;
/**
 * The narrowest the grid is laid out at before it scrolls sideways in its card. A 1280 px window gives it
 * about 960 px beside the sidebar, where every column fits, clients, templates and names wrapping.
 */
export const GRID_MIN_WIDTH = 900;
export const DEFAULT_SORT = [
  { field: "period", direction: "desc" },
  { field: "due", direction: "desc" },
  { field: "name", direction: "asc" },
];

export interface ReportsGridProps {
  /** The reports in the caller's scope (default), or every report for the administration. */
  list?: "reports" | "adminReports";
  clientId?: string;
  /** A report config key: only that template's reports. */
  reportKey?: string;
  full?: boolean;
  /** Column sorting (off in the client report list). */
  sortable?: boolean;
  /** Changing it refetches (after a report was created). */
  refresh?: number;
  /** Rows per page; default 25 in full mode, 5 otherwise (dashboards). */
  pageSize?: number;
  /** A last column of actions per row (the report admin actions); `refetch` reloads the page shown. */
  rowActions?: (row: ReportInstance, refetch: () => void) => React.ReactNode;
}

const SORT_FIELDS: Record<string, string> = {
  client: "client",
  template: "name",
  due: "due",
  period: "period",
  status: "status",
  lastUpdated: "lastUpdated",
};

export function ReportsGrid({
  list = "reports",
  clientId,
  reportKey,
  full = false,
  sortable = false,
  refresh = 0,
  pageSize: pageSizeOption,
  rowActions,
}: ReportsGridProps) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const pageSize = pageSizeOption ?? (full ? FULL_PAGE_SIZE : COMPACT_PAGE_SIZE);
  const [text, setText] = useState("");
  const filter = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);
  const [current, setPage] = usePageOf(filter);
  const [sort, setSort] = useState(DEFAULT_SORT);

  const query = useQuery<ReportPage>({
    queryKey: reportKeys.page({
      list,
      clientId: clientId ?? null,
      reportKey: reportKey ?? null,
      language,
      filter,
      page: current,
      pageSize,
      sort,
      refresh,
    }),
    queryFn: ({ signal }) => {
      const variables = {
        language,
        skip: (current - 1) * pageSize,
        limit: pageSize,
        filter: filter || undefined,
        sort,
      };
      return list === "adminReports"
        ? api.graphql(AdminReportsDocument, variables, { signal }).then((answer) => answer.adminReports)
        : api
            .graphql(ReportsDocument, { ...variables, clientId, reportId: reportKey }, { signal })
            .then((answer) => answer.reports);
    },
    placeholderData: keepPreviousData,
  });

  const columns: TableProps<ReportInstance>["columns"] = [
    { key: "client", title: t("reports-col-client"), render: (_, row) => row.client.name, sorter: sortable },
    {
      key: "template",
      title: t("reports-col-template"),
      render: (_, row) => row.config.name,
      sorter: sortable,
    },
    {
      key: "due",
      title: t("reports-col-due"),
      className: "nowrap",
      render: (_, row) => dateLabel(row.schedule.due),
      sorter: sortable,
    },
    {
      key: "period",
      title: t("reports-col-period"),
      className: "nowrap",
      render: (_, row) => periodLabel(row.context.numeric),
      sorter: sortable,
    },
    {
      key: "status",
      title: t("reports-col-status"),
      render: (_, row) => <StatusTag status={displayStatus(row)} />,
      sorter: sortable,
    },
    {
      key: "reportedBy",
      title: t("reports-col-reported-by"),
      render: (_, row) => row.reportedBy?.fullName ?? "",
    },
    {
      key: "auditedBy",
      title: t("reports-col-audited-by"),
      render: (_, row) => row.auditedBy?.fullName ?? "",
    },
    {
      key: "lastUpdated",
      title: t("reports-col-last-updated"),
      className: "nowrap",
      render: (_, row) => (row.lastUpdated ? dayjs(row.lastUpdated).format("DD MMM YYYY HH:mm") : ""),
      sorter: sortable,
    },
    ...(rowActions
      ? [
          {
            key: "actions",
            title: t("reports-col-actions"),
            // Stays in view when the wide table scrolls sideways; wide enough for remind, reopen and delete.
            fixed: "right" as const,
            width: 136,
            render: (_: unknown, row: ReportInstance) => rowActions(row, () => void query.refetch()),
          },
        ]
      : []),
  ];

  const onChange: TableProps<ReportInstance>["onChange"] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.order ? SORT_FIELDS[String(one.columnKey)] : undefined;
    setSort(field ? [{ field, direction: one?.order === "ascend" ? "asc" : "desc" }] : DEFAULT_SORT);
  };

  return (
    <div className="reports-grid">
      <Input.Search
        allowClear
        className="reports-filter"
        placeholder={t("reports-filter")}
        aria-label={t("reports-filter")}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Table<ReportInstance>
        rowKey="_id"
        size="middle"
        columns={columns}
        dataSource={query.data?.results ?? []}
        {...serverPagedTable(query, {
          empty: t("no-data-found"),
          failed: t("reports-load-failed"),
          current,
          pageSize: pageSize,
          onPage: setPage,
        })}
        onChange={onChange}
        scroll={{ x: GRID_MIN_WIDTH }}
        // With a fixed column antd would share the width out equally (a fixed table layout), splitting long
        // words; the automatic layout sizes each column by its text.
        tableLayout="auto"
        onRow={(row) =>
          openableRow(() => navigate(reportPath(row)), {
            "data-report": `${row.config.key}/${periodParam(row.context.numeric)}`,
          })
        }
      />
    </div>
  );
}
