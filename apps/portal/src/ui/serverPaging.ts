// The paging every server-paged grid shares. A page belongs to the criteria it was chosen under (a new search
// starts at page 1), and antd's Table gets the spinner while fetching, the empty text only after a load that
// found nothing (never faintly behind the first spinner), the failure text when the load failed, and a pager
// only when there is more than one page.
import type { TableProps } from "antd";
import { useState } from "react";

/**
 * The current page under `criteria` (any value that is equal, by JSON, for the same search), and a setter.
 * The page is kept with the criteria it was chosen for, so changing them shows page 1 without an effect.
 */
export function usePageOf(criteria: unknown): [number, (page: number) => void] {
  const key = JSON.stringify(criteria);
  const [page, setPage] = useState({ key, number: 1 });
  return [page.key === key ? page.number : 1, (number: number) => setPage({ key, number })];
}

export interface PagedAnswer {
  isFetching: boolean;
  isFetched: boolean;
  isError: boolean;
  data?: { pageInfo: { total: number } };
}

export function serverPagedTable<Row>(
  query: PagedAnswer,
  options: {
    empty: string;
    failed: string;
    current: number;
    pageSize: number;
    onPage: (page: number) => void;
  },
): Pick<TableProps<Row>, "loading" | "locale" | "pagination"> {
  const total = query.data?.pageInfo.total ?? 0;
  return {
    loading: query.isFetching,
    locale: {
      emptyText: query.isError ? options.failed : query.isFetched && !query.isFetching ? options.empty : " ",
    },
    pagination:
      total > options.pageSize
        ? {
            current: options.current,
            pageSize: options.pageSize,
            total,
            showSizeChanger: false,
            onChange: options.onPage,
          }
        : false,
  };
}
