// /{product}/admin/exchangerates/{exchangeId} (spec 3 §2, §9): one month's quotes, 15 a page from the server,
// sorted by currency: currency, pair USD/XXX and the rate per 1 USD with exactly 4 decimals in the interface
// language's number format. A link goes back to the list.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Result, Table, Typography } from "antd";
import type { TableProps } from "antd";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import { usePortalConfig } from "../../config";
import { useT } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import { languageAtom } from "../../state/atoms";
import { pairLabel, rateLabel, rateMonthLabel } from "./format";
import { exchangeRateKeys } from "./queryKeys";
import type { Quote, SingleExchangeRate } from "./types";
import "./exchange-rates.css";
import { SingleExchangeRateDocument } from "../../api/generated/typed/features/exchange-rates/documents";

export const QUOTES_PAGE_SIZE = 15;

export function ExchangeRatePage() {
  const t = useT();
  const api = useApi();
  const { exchangeId = "" } = useParams();
  const { providerKey } = usePortalConfig();
  const language = useAtomValue(languageAtom);
  const [page, setPage] = useState(1);

  const query = useQuery<SingleExchangeRate | null>({
    queryKey: exchangeRateKeys.detail(exchangeId, page),
    queryFn: ({ signal }) =>
      api
        .graphql(
          SingleExchangeRateDocument,
          { exchangeId, skip: (page - 1) * QUOTES_PAGE_SIZE, limit: QUOTES_PAGE_SIZE },
          { signal },
        )
        .then((answer) => answer.singleExchangeRate),
    placeholderData: keepPreviousData,
  });

  const back = (
    <Link to={routeHref("admin-exchangerates", providerKey)} className="exchange-rates-back">
      <ArrowLeftOutlined aria-hidden /> {t("xrates-back")}
    </Link>
  );
  const rate = query.data;
  if (query.isError)
    return (
      <div className="page exchange-rate-page">
        {back}
        <Result
          status="error"
          title={t("xrates-load-failed")}
          subTitle={query.error.message}
          extra={<Button onClick={() => void query.refetch()}>{t("retry")}</Button>}
        />
      </div>
    );
  if (query.isFetched && !rate)
    return (
      <div className="page exchange-rate-page">
        {back}
        <Result status="404" title={t("xrates-not-found")} />
      </div>
    );

  const columns: TableProps<Quote>["columns"] = [
    { key: "currency", title: t("xrates-col-currency"), render: (_, row) => row.currency },
    { key: "pair", title: t("xrates-col-pair"), render: (_, row) => pairLabel(row.pair) },
    {
      key: "rate",
      title: t("xrates-col-rate"),
      align: "right",
      className: "exchange-rates-grid__rate",
      render: (_, row) => rateLabel(row.rate, language),
    },
  ];
  const total = rate?.quotes.pageInfo.total ?? 0;

  return (
    <div className="page exchange-rate-page">
      {back}
      <Typography.Title level={2}>
        {t("menu-admin-exchangerates")}
        {rate ? ` · ${rateMonthLabel(rate.numericDate)}` : ""}
      </Typography.Title>
      <Card>
        {rate ? <Typography.Paragraph>{rate.source}</Typography.Paragraph> : null}
        <Table<Quote>
          className="exchange-rates-grid exchange-rate-quotes"
          rowKey="currency"
          size="middle"
          columns={columns}
          dataSource={rate?.quotes.results ?? []}
          loading={query.isFetching}
          locale={{ emptyText: query.isFetched && !query.isFetching ? t("xrates-empty") : " " }}
          pagination={
            total > QUOTES_PAGE_SIZE
              ? {
                  current: page,
                  pageSize: QUOTES_PAGE_SIZE,
                  total,
                  showSizeChanger: false,
                  onChange: setPage,
                }
              : false
          }
        />
      </Card>
    </div>
  );
}
