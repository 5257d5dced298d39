// Administration › Clients (spec 3 §2, §8, §9): the clients grid, 20 a page on the server, a search
// (debounced, back to page 1), New, a row opens the edit form (click or Enter), Delete after
// 'Are you sure you want to delete {name}?' → removeClient with the name as confirmation.
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Input, Space, Table, Typography } from "antd";
import type { TableProps } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import { usePortalConfig } from "../../config";
import { useT } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import { useNotify } from "../../ui/notify";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { clientTypeLabel, statusLabel } from "./labels";
import { adminClientKeys } from "./queryKeys";
import type { ClientPage, ClientRow } from "./types";
import { openableRow } from "../../ui/openableRow";
import { serverPagedTable, usePageOf } from "../../ui/serverPaging";
import {
  AdminClientsDocument,
  RemoveClientDocument,
} from "../../api/generated/typed/features/admin-clients/documents";

export const PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

export function AdminClientsPage() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { providerKey } = usePortalConfig();
  const [text, setText] = useState("");
  const filter = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [current, setPage] = usePageOf(filter);

  const query = useQuery<ClientPage>({
    queryKey: adminClientKeys.list(filter, current),
    queryFn: ({ signal }) =>
      api
        .graphql(
          AdminClientsDocument,
          { skip: (current - 1) * PAGE_SIZE, limit: PAGE_SIZE, filter: filter || undefined },
          { signal },
        )
        .then((answer) => answer.clients),
    placeholderData: keepPreviousData,
  });

  const edit = (row: ClientRow) => navigate(routeHref("admin-client", providerKey, { clientId: row._id }));

  const remove = async (row: ClientRow) => {
    try {
      const answer = await api.graphql(RemoveClientDocument, {
        clientId: row._id,
        clientName: row.name,
      });
      if (!answer.removeClient.success) {
        notify.error(
          answer.removeClient.error?.message || t("admin-clients-remove-failed", { client: row.name }),
        );
        return;
      }
      notify.success(t("admin-clients-removed", { name: row.name }));
      await queryClient.invalidateQueries({ queryKey: adminClientKeys.lists });
    } catch {
      notify.error(t("admin-clients-remove-failed", { client: row.name }));
    }
  };

  const confirmRemove = (row: ClientRow) =>
    modal.confirm({
      title: t("admin-clients-delete-confirm", { name: row.name }),
      okText: t("admin-clients-delete"),
      okButtonProps: { danger: true },
      cancelText: t("cancel"),
      onOk: () => remove(row),
    });

  const columns: TableProps<ClientRow>["columns"] = [
    { key: "name", title: t("admin-clients-col-name"), render: (_, row) => row.name },
    {
      key: "officialName",
      title: t("admin-clients-col-official-name"),
      render: (_, row) => row.officialName,
    },
    { key: "key", title: t("admin-clients-col-key"), render: (_, row) => row.key },
    {
      key: "clientType",
      title: t("admin-clients-col-type"),
      render: (_, row) => clientTypeLabel(t, row.clientType),
    },
    {
      key: "country",
      title: t("admin-clients-col-country"),
      render: (_, row) => row.address?.countryName ?? row.address?.country ?? "",
    },
    { key: "status", title: t("admin-clients-col-status"), render: (_, row) => statusLabel(t, row.status) },
    {
      key: "actions",
      title: <span className="visually-hidden">{t("admin-clients-col-actions")}</span>,
      align: "right",
      render: (_, row) => (
        <Button
          danger
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t("admin-clients-delete-named", { name: row.name })}
          onClick={(event) => {
            event.stopPropagation();
            confirmRemove(row);
          }}
          onKeyDown={(event) => event.stopPropagation()}
        />
      ),
    },
  ];

  return (
    <div className="page admin-clients-page">
      <Typography.Title level={2}>{t("menu-admin-clients")}</Typography.Title>
      <Card>
        <Space style={{ marginBottom: 16, width: "100%", justifyContent: "space-between" }} wrap>
          <Input.Search
            allowClear
            placeholder={t("admin-clients-search")}
            aria-label={t("admin-clients-search")}
            value={text}
            onChange={(event) => setText(event.target.value)}
            style={{ width: 320 }}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(routeHref("admin-client-new", providerKey))}
          >
            {t("admin-clients-new")}
          </Button>
        </Space>
        <Table<ClientRow>
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={query.data?.results ?? []}
          {...serverPagedTable(query, {
            empty: t("admin-clients-empty"),
            failed: t("admin-clients-load-failed"),
            current,
            pageSize: PAGE_SIZE,
            onPage: setPage,
          })}
          // Below this width the grid scrolls in its card; from a 1280 px window on it fits, names wrapping.
          scroll={{ x: 900 }}
          onRow={(row) => openableRow(() => edit(row), { "data-client": row.key })}
        />
      </Card>
    </div>
  );
}
