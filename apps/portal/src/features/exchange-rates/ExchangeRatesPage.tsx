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
import { serverPagedTable, usePageOf } from "../../ui/serverPaging";
import { can } from "../session/permissions";
import { useSession } from "../session/RequireAuth";
import { rateMonthLabel } from "./format";
import { exchangeRateKeys } from "./queryKeys";
import type { ExchangeRateMonth, ExchangeRatePage } from "./types";
import { ExchangeExportModal } from "./ExchangeExportModal";
import { UploadRatesModal } from "./UploadRatesModal";
import "./exchange-rates.css";
import { ExchangeRatesDocument } from "../../api/generated/typed/features/exchange-rates/documents";

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
  const [current, setPage] = usePageOf(filter);

  const query = useQuery<ExchangeRatePage>({
    queryKey: exchangeRateKeys.list(filter, current),
    queryFn: ({ signal }) =>
      api
        .graphql(
          ExchangeRatesDocument,
          { skip: (current - 1) * PAGE_SIZE, limit: PAGE_SIZE, filter: filter || undefined },
          { signal },
        )
        .then((answer) => answer.exchangeRates),
    placeholderData: keepPreviousData,
  });

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
          {...serverPagedTable(query, {
            empty: t("xrates-empty"),
            failed: t("xrates-load-failed"),
            current,
            pageSize: PAGE_SIZE,
            onPage: setPage,
          })}
          onRow={(row) =>
            openableRow(
              () => navigate(routeHref("admin-exchangerate", providerKey, { exchangeId: row._id })),
              { "data-month": row.month },
            )
          }
        />
      </Card>
      {uploading ? <UploadRatesModal onClose={() => setUploading(false)} /> : null}
      {exporting ? <ExchangeExportModal onClose={() => setExporting(false)} /> : null}
    </div>
  );
}
