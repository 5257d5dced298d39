// The investments grid (spec 3 §2): investmentsPaged, 20 rows a page on the server (the pager only when there
// are more), the text filter debounced 300 ms (back to page 1), the 13 columns, dates DD/MMM/YYYY and months
// MMM/YYYY in the interface language, amounts as whole numbers with their currency; a column click sorts on
// the server (the API's default, by TM1 id, otherwise); a row opens the investment on click and on Enter.
// 'No investments' only after a load that found nothing.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Table } from "antd";
import type { TableProps } from "antd";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import { usePortalConfig } from "../../config";
import { useT } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import { languageAtom } from "../../state/atoms";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { amountLabel, dateLabel, monthLabel } from "./format";
import { periodicityLabel } from "./labels";
import { investmentKeys } from "./queryKeys";
import type { ClientTypeParam, InvestmentPage, InvestmentRow, InvestmentState } from "./types";
import { openableRow } from "../../ui/openableRow";
import { serverPagedTable, usePageOf } from "../../ui/serverPaging";
import { InvestmentsPagedDocument } from "../../api/generated/typed/features/investments/documents";

export const PAGE_SIZE = 20;
export const FILTER_DEBOUNCE_MS = 300;

export interface InvestmentsGridProps {
  state: InvestmentState;
  /** The filter as typed (debounced here). */
  text: string;
  /** The client area: that client's investments, opened under /client/{clientKey}. */
  clientId?: string;
  clientKey?: string;
  /** The provider area: mfi (MFI and BANK) or agro. */
  clientType?: ClientTypeParam;
}

export function InvestmentsGrid({ state, text, clientId, clientKey, clientType }: InvestmentsGridProps) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const { providerKey } = usePortalConfig();
  const language = useAtomValue(languageAtom);
  const filter = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);
  const [current, setPage] = usePageOf(filter);
  const [sorting, setSorting] = useState<{ field: string; direction: "asc" | "desc" }[] | undefined>();

  const query = useQuery<InvestmentPage>({
    queryKey: investmentKeys.page({
      clientId: clientId ?? null,
      clientType: clientType ?? null,
      state,
      filter,
      page: current,
      sorting: sorting ?? null,
      language,
    }),
    queryFn: ({ signal }) =>
      api
        .graphql(
          InvestmentsPagedDocument,
          {
            state,
            clientId,
            clientType,
            filter: filter || undefined,
            sorting,
            skip: (current - 1) * PAGE_SIZE,
            limit: PAGE_SIZE,
            language,
          },
          { signal },
        )
        .then((answer) => answer.investmentsPaged),
    placeholderData: keepPreviousData,
  });

  const hrefOf = (row: InvestmentRow) =>
    clientKey
      ? routeHref("client-investment", providerKey, { clientKey, investId: row._id })
      : routeHref("provider-investment", providerKey, {
          clientType: clientType ?? (row.clientType === "AGRO" ? "agro" : "mfi"),
          investId: row._id,
        });

  const columns: TableProps<InvestmentRow>["columns"] = [
    {
      key: "importedId",
      title: t("investments-col-tm1"),
      sorter: true,
      // An id such as TM1-10017 is not split at its hyphen.
      className: "nowrap",
      render: (_, row) => row.importedId,
    },
    { key: "client", title: t("investments-col-client"), sorter: true, render: (_, row) => row.client.name },
    { key: "country", title: t("investments-col-country"), sorter: true, render: (_, row) => row.country },
    { key: "fund", title: t("investments-col-fund"), sorter: true, render: (_, row) => row.fund.name },
    {
      key: "product",
      title: t("investments-col-product"),
      sorter: true,
      render: (_, row) => row.product.name,
    },
    { key: "currency", title: t("investments-col-currency"), sorter: true, render: (_, row) => row.currency },
    {
      key: "outstandingAmount",
      title: t("investments-col-outstanding"),
      sorter: true,
      align: "right",
      className: "nowrap",
      render: (_, row) => amountLabel(row.outstandingAmount, row.currency, language),
    },
    {
      key: "firstDisbursementDate",
      title: t("investments-col-first-disbursement"),
      sorter: true,
      className: "nowrap",
      render: (_, row) => dateLabel(row.firstDisbursementDate),
    },
    {
      key: "lastReportedMonth",
      title: t("investments-col-last-reported"),
      sorter: true,
      className: "nowrap",
      render: (_, row) => monthLabel(row.lastReportedMonth),
    },
    {
      key: "finalMaturityDate",
      title: t("investments-col-final-maturity"),
      sorter: true,
      className: "nowrap",
      render: (_, row) => dateLabel(row.finalMaturityDate),
    },
    {
      key: "endedAt",
      title: t("investments-col-ended-at"),
      sorter: true,
      className: "nowrap",
      render: (_, row) => dateLabel(row.endedAt),
    },
    {
      key: "reportingPeriodicity",
      title: t("investments-col-periodicity"),
      sorter: true,
      render: (_, row) => periodicityLabel(t, row.reportingPeriodicity),
    },
    {
      key: "covenantsCount",
      title: t("investments-col-covenants"),
      align: "right",
      render: (_, row) => row.covenantsCount,
    },
  ];

  const onChange: TableProps<InvestmentRow>["onChange"] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== "sort") return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    setSorting(
      one?.order && one.columnKey
        ? [{ field: String(one.columnKey), direction: one.order === "ascend" ? "asc" : "desc" }]
        : undefined,
    );
    setPage(1);
  };

  return (
    <Table<InvestmentRow>
      className="investments-grid"
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={query.data?.results ?? []}
      {...serverPagedTable(query, {
        empty: t("investments-empty"),
        failed: t("investments-load-failed"),
        current,
        pageSize: PAGE_SIZE,
        onPage: setPage,
      })}
      // Thirteen columns do not fit beside the sidebar of a 1280 px window: below this width the grid scrolls
      // in its card. A 1920 px window holds them all, headers and names wrapping.
      scroll={{ x: 1400 }}
      onChange={onChange}
      onRow={(row) => openableRow(() => navigate(hrefOf(row)), { "data-investment": row.importedId })}
    />
  );
}
