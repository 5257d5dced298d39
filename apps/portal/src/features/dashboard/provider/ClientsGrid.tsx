// The provider dashboard's clients grid (spec 2 §2): the clients in the user's scope, 5 a page (paged on the
// server, the pager only when there are more), a row opening the client's dashboard.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Table } from "antd";
import type { TableProps } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useApi } from "../../../api/ApiContext";
import type { DashboardClient, DashboardClientPage } from "../../../api/dashboard";
import { DashboardClientsDocument } from "../../../api/generated/typed/api/dashboard";
import { useT } from "../../../i18n/useT";
import { openableRow } from "../../../ui/openableRow";
import { clientStatusLabel } from "../../clients/labels";
import { dashboardKeys } from "../queryKeys";

export const CLIENTS_PAGE_SIZE = 5;

const clientPath = (client: DashboardClient) => `/client/${encodeURIComponent(client.key)}`;

export function ClientsGrid() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useQuery<DashboardClientPage>({
    queryKey: dashboardKeys.clients(page),
    queryFn: ({ signal }) =>
      api
        .graphql(
          DashboardClientsDocument,
          { skip: (page - 1) * CLIENTS_PAGE_SIZE, limit: CLIENTS_PAGE_SIZE },
          { signal },
        )
        .then((answer) => answer.clients),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.pageInfo?.total ?? 0;
  const columns: TableProps<DashboardClient>["columns"] = [
    { key: "name", title: t("dashboard-client-name"), render: (_, row) => row.name },
    { key: "type", title: t("dashboard-client-type"), render: (_, row) => row.clientType },
    {
      key: "status",
      title: t("dashboard-client-status"),
      render: (_, row) => clientStatusLabel(t, row.status),
    },
    { key: "currency", title: t("dashboard-client-currency"), render: (_, row) => row.settings.currency },
  ];
  return (
    <Table<DashboardClient>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={query.data?.results ?? []}
      loading={query.isFetching}
      locale={{ emptyText: query.isError ? t("dashboard-failed") : t("no-data-found") }}
      scroll={{ x: "max-content" }}
      onRow={(row) => openableRow(() => navigate(clientPath(row)))}
      pagination={
        total > CLIENTS_PAGE_SIZE
          ? { current: page, pageSize: CLIENTS_PAGE_SIZE, total, showSizeChanger: false, onChange: setPage }
          : false
      }
    />
  );
}
