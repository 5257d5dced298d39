// /{product}/clients (spec 3 §2): the clients in the provider user's scope, 25 a page on the server (the pager
// only when there are more), sorted by name by the API. A search, debounced 300 ms, goes back to page 1.
// Columns name (official name under it), type (MFI and BANK as MFI/Bank), country, world region and status in
// words; a row opens the client's dashboard on click and on Enter. 'No clients' only after a load that found
// nothing.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card, Input, Table, Typography } from "antd";
import type { TableProps } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import { usePortalConfig } from "../../config";
import { useT } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { clientStatusLabel, clientTypeLabel } from "./labels";
import { clientKeys } from "./queryKeys";
import type { ClientPage, ClientRow, RegionSummary } from "./types";
import "./clients.css";
import { openableRow } from "../../ui/openableRow";
import { serverPagedTable, usePageOf } from "../../ui/serverPaging";
import {
  ClientRegionsDocument,
  ClientsGridDocument,
} from "../../api/generated/typed/features/clients/documents";

export const PAGE_SIZE = 25;
export const FILTER_DEBOUNCE_MS = 300;

export function ClientsPage() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const { providerKey } = usePortalConfig();
  const [text, setText] = useState("");
  const filter = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);
  const [current, setPage] = usePageOf(filter);

  const query = useQuery<ClientPage>({
    queryKey: clientKeys.grid(filter, current),
    queryFn: ({ signal }) =>
      api
        .graphql(
          ClientsGridDocument,
          { skip: (current - 1) * PAGE_SIZE, limit: PAGE_SIZE, filter: filter || undefined },
          { signal },
        )
        .then((answer) => answer.clients),
    placeholderData: keepPreviousData,
  });
  // Region names change rarely: read once per session. Without them the column stays empty, the grid works.
  const regions = useQuery<RegionSummary[]>({
    queryKey: clientKeys.regions,
    queryFn: ({ signal }) =>
      api.graphql(ClientRegionsDocument, {}, { signal }).then((answer) => answer.regions),
    staleTime: Infinity,
  });
  const regionName = (id: string) => regions.data?.find((region) => region._id === id)?.region ?? "";

  const open = (row: ClientRow) =>
    navigate(routeHref("client-dashboard", providerKey, { clientKey: row.key }));
  const columns: TableProps<ClientRow>["columns"] = [
    {
      key: "name",
      title: t("clients-col-name"),
      render: (_, row) => (
        <>
          <div className="clients-grid__name">{row.name}</div>
          {row.officialName && row.officialName !== row.name && (
            <div className="clients-grid__official">{row.officialName}</div>
          )}
        </>
      ),
    },
    { key: "type", title: t("clients-col-type"), render: (_, row) => clientTypeLabel(t, row.clientType) },
    { key: "country", title: t("clients-col-country"), render: (_, row) => row.address.countryName ?? "" },
    { key: "region", title: t("clients-col-region"), render: (_, row) => regionName(row.worldRegion) },
    { key: "status", title: t("clients-col-status"), render: (_, row) => clientStatusLabel(t, row.status) },
  ];

  return (
    <div className="page clients-page">
      <Typography.Title level={2}>{t("menu-clients")}</Typography.Title>
      <Card>
        <Input.Search
          allowClear
          className="clients-filter"
          placeholder={t("clients-filter")}
          aria-label={t("clients-filter")}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Table<ClientRow>
          className="clients-grid"
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={query.data?.results ?? []}
          {...serverPagedTable(query, {
            empty: t("clients-empty"),
            failed: t("clients-load-failed"),
            current,
            pageSize: PAGE_SIZE,
            onPage: setPage,
          })}
          scroll={{ x: "max-content" }}
          onRow={(row) => openableRow(() => open(row))}
        />
      </Card>
    </div>
  );
}
