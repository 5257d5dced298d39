// /{product}/admin/exchangerates (spec 3 §2, §9): the months of exchange rates, newest first (the API's order),
// 15 a page from the server; a search (part of a month, 2025-03, or of a currency code) debounced 600 ms
// goes back to page 1. Columns month (MMM/YYYY), source and number of quotes; a row opens the month (click or
// Enter). Admins who may import rates get the button that loads a month from a file.
import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Input, Table, Typography } from "antd";
import type { TableProps } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import { usePortalConfig } from "../../config";
import { useT } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import { openableRow } from "../../ui/openableRow";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { can } from "../session/permissions";
import { useSession } from "../session/RequireAuth";
import { EXCHANGE_RATES } from "./documents";
import { rateMonthLabel } from "./format";
import type { ExchangeRateMonth, ExchangeRatePage } from "./types";
import { ExchangeExportModal } from "./ExchangeExportModal";
import { UploadRatesModal } from "./UploadRatesModal";
import "./exchange-rates.css";

export const PAGE_SIZE = 15;
export const SEARCH_DEBOUNCE_MS = 600;

export function ExchangeRatesPage() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const session = useSession();
  const { providerKey } = usePortalConfig();
  const [text, setText] = useState("");
  const [uploading, setUploading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const filter = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen under: a new search starts at page 1.
  const [page, setPage] = useState({ filter, number: 1 });
  const current = page.filter === filter ? page.number : 1;

  const query = useQuery<ExchangeRatePage>({
    queryKey: ["exchangeRates", filter, current],
    queryFn: ({ signal }) =>
      api
        .graphql<{ exchangeRates: ExchangeRatePage }>(
          EXCHANGE_RATES,
          { skip: (current - 1) * PAGE_SIZE, limit: PAGE_SIZE, filter: filter || undefined },
          { signal },
        )
        .then((answer) => answer.exchangeRates),
    placeholderData: keepPreviousData,
  });

  const total = query.data?.pageInfo.total ?? 0;
  const columns: TableProps<ExchangeRateMonth>["columns"] = [
    {
      key: "month",
      title: t("xrates-col-month"),
      className: "nowrap",
      render: (_, row) => rateMonthLabel(row.numericDate),
    },
    { key: "source", title: t("xrates-col-source"), render: (_, row) => row.source },
    { key: "count", title: t("xrates-col-count"), align: "right", render: (_, row) => row.count },
  ];

  return (
    <div className="page exchange-rates-page">
      <Typography.Title level={2}>{t("menu-admin-exchangerates")}</Typography.Title>
      <Card>
        <div className="exchange-rates-toolbar">
          <Input.Search
            allowClear
            className="exchange-rates-search"
            placeholder={t("xrates-search")}
            aria-label={t("xrates-search")}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {can(session.permissions, "exchangeRates", "import") ? (
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              {t("xrates-load")}
            </Button>
          ) : null}
          {can(session.permissions, "exchangeRates", "export") ? (
            <Button icon={<DownloadOutlined />} onClick={() => setExporting(true)}>
              {t("exports-exchange-open")}
            </Button>
          ) : null}
        </div>
        <Table<ExchangeRateMonth>
          className="exchange-rates-grid"
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={query.data?.results ?? []}
          loading={query.isFetching}
          // The empty state only after a load that found nothing: never faintly behind the first spinner.
          locale={{
            emptyText: query.isError
              ? t("xrates-load-failed")
              : query.isFetched && !query.isFetching
                ? t("xrates-empty")
                : " ",
          }}
          onRow={(row) =>
            openableRow(
              () => navigate(routeHref("admin-exchangerate", providerKey, { exchangeId: row._id })),
              { "data-month": row.month },
            )
          }
          pagination={
            total > PAGE_SIZE
              ? {
                  current,
                  pageSize: PAGE_SIZE,
                  total,
                  showSizeChanger: false,
                  onChange: (number) => setPage({ filter, number }),
                }
              : false
          }
        />
      </Card>
      {uploading ? <UploadRatesModal onClose={() => setUploading(false)} /> : null}
      {exporting ? <ExchangeExportModal onClose={() => setExporting(false)} /> : null}
    </div>
  );
}
