// Administration › Users (spec 3 §2, §4, §8, §9): the users grid, 25 a page on the server, a search on name
// and e-mail (debounced, back to page 1), a switch to include deleted users, New user; a row opens the edit
// form (click or Enter). Row actions: Reinvite for users who have not registered yet (no account), Delete
// after 'Are you sure you want to delete this user?' for users not deleted already.
import { DeleteOutlined, MailOutlined, PlusOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Input, Space, Switch, Table, Tag, Typography } from "antd";
import type { TableProps } from "antd";
import { useState } from "react";
import type { KeyboardEvent, MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import { assertSuccess } from "../../api/mutationResult";
import { usePortalConfig } from "../../config";
import { useT } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import { useNotify } from "../../ui/notify";
import { openableRow } from "../../ui/openableRow";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { serverPagedTable, usePageOf } from "../../ui/serverPaging";
import { auditDateLabel } from "../audits/format";
import { STATUS_COLOURS, roleLabel, userLanguageLabel, userStatusLabel } from "./labels";
import { adminUserKeys } from "./queryKeys";
import type { Region, UserPage, UserRow } from "./types";
import { useUserReference } from "./useUserReference";
import {
  AdminUsersDocument,
  DeleteUserDocument,
  ReinviteUserDocument,
} from "../../api/generated/typed/features/admin-users/documents";

export const PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;
const DELETED_SWITCH_ID = "users-show-deleted";

/** Client users are shown with their clients, Regional Directors and Investment Managers with their regions. */
function scopeText(row: UserRow, regions: readonly Region[] | undefined): string {
  if (row.clients.nameList.length > 0) return row.clients.nameList.join(", ");
  return row.clients.regions
    .map((id) => regions?.find((region) => region._id === id)?.region ?? id)
    .join(", ");
}

export function AdminUsersPage() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { providerKey } = usePortalConfig();
  const reference = useUserReference();
  const [text, setText] = useState("");
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const filter = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [current, setPage] = usePageOf([filter, includeDeleted]);

  const query = useQuery<UserPage>({
    queryKey: adminUserKeys.list(filter, includeDeleted, current),
    queryFn: ({ signal }) =>
      api
        .graphql(
          AdminUsersDocument,
          { skip: (current - 1) * PAGE_SIZE, limit: PAGE_SIZE, filter: filter || undefined, includeDeleted },
          { signal },
        )
        .then((answer) => answer.users),
    placeholderData: keepPreviousData,
  });

  const edit = (row: UserRow) => navigate(routeHref("admin-user", providerKey, { userId: row._id }));

  const reinvite = async (row: UserRow) => {
    try {
      const answer = await api.graphql(ReinviteUserDocument, {
        userId: row._id,
      });
      assertSuccess(answer.reinviteUser, t("users-action-failed"));
      notify.success(t("users-reinvited"));
    } catch (error) {
      notify.apiError(error);
    }
  };

  const remove = async (row: UserRow) => {
    try {
      const answer = await api.graphql(DeleteUserDocument, {
        userToDelete: row._id,
      });
      assertSuccess(answer.deleteUser, t("users-action-failed"));
      notify.success(t("users-deleted"));
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.lists });
    } catch (error) {
      notify.apiError(error);
    }
  };

  const confirmRemove = (row: UserRow) =>
    modal.confirm({
      title: t("users-delete-confirm"),
      content: `${row.fullName} <${row.email}>`,
      okText: t("users-delete"),
      okButtonProps: { danger: true },
      cancelText: t("cancel"),
      onOk: () => remove(row),
    });

  // A button inside an openable row does its own thing only: the row neither opens on its click nor its Enter.
  const rowAction = (action: () => void) => ({
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      action();
    },
    onKeyDown: (event: KeyboardEvent) => event.stopPropagation(),
  });

  const columns: TableProps<UserRow>["columns"] = [
    { key: "name", title: t("users-name"), render: (_, row) => row.fullName },
    { key: "email", title: t("users-email"), render: (_, row) => row.email },
    {
      key: "roles",
      title: t("users-roles"),
      render: (_, row) => row.roles.map((role) => roleLabel(t, role, providerKey)).join(", "),
    },
    {
      key: "scope",
      title: t("users-scope"),
      render: (_, row) => scopeText(row, reference.data?.regions),
    },
    { key: "language", title: t("language"), render: (_, row) => userLanguageLabel(row.language) },
    {
      key: "status",
      title: t("users-status"),
      render: (_, row) => {
        const colours = STATUS_COLOURS[row.status];
        return (
          <Tag
            color={colours?.fill ?? "default"}
            variant={colours ? "solid" : undefined}
            style={colours ? { color: colours.text } : undefined}
            data-status={row.status}
          >
            {userStatusLabel(t, row.status)}
          </Tag>
        );
      },
    },
    {
      key: "lastLogin",
      title: t("users-last-login"),
      className: "nowrap",
      render: (_, row) => (row.lastLogin ? auditDateLabel(row.lastLogin) : ""),
    },
    {
      key: "actions",
      title: <span className="visually-hidden">{t("actions")}</span>,
      align: "right",
      render: (_, row) => (
        <Space size={0}>
          {!row.userAccountId && row.status !== "DELETED" && (
            <Button
              type="text"
              icon={<MailOutlined />}
              aria-label={t("users-reinvite", { name: row.fullName })}
              title={t("users-reinvite", { name: row.fullName })}
              {...rowAction(() => void reinvite(row))}
            />
          )}
          {row.status !== "DELETED" && (
            <Button
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t("users-delete-named", { name: row.fullName })}
              title={t("users-delete-named", { name: row.fullName })}
              {...rowAction(() => void confirmRemove(row))}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="page admin-users-page">
      <Typography.Title level={2}>{t("menu-admin-users")}</Typography.Title>
      <Card>
        <Space style={{ marginBottom: 16, width: "100%", justifyContent: "space-between" }} wrap>
          <Space wrap size="large">
            <Input.Search
              allowClear
              placeholder={t("users-search")}
              aria-label={t("users-search")}
              value={text}
              onChange={(event) => setText(event.target.value)}
              style={{ width: 320 }}
            />
            <Space>
              <Switch id={DELETED_SWITCH_ID} checked={includeDeleted} onChange={setIncludeDeleted} />
              <label htmlFor={DELETED_SWITCH_ID}>{t("users-show-deleted")}</label>
            </Space>
          </Space>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(routeHref("admin-user-new", providerKey))}
          >
            {t("users-new")}
          </Button>
        </Space>
        <Table<UserRow>
          className="users-grid"
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={query.data?.results ?? []}
          {...serverPagedTable(query, {
            empty: t("users-empty"),
            failed: t("users-load-failed"),
            current,
            pageSize: PAGE_SIZE,
            onPage: setPage,
          })}
          // Below this width the grid scrolls in its card; from a 1280 px window on it fits, names, e-mail
          // addresses, roles and scopes wrapping.
          scroll={{ x: 900 }}
          onRow={(row) => openableRow(() => edit(row), { "data-user": row.email })}
        />
      </Card>
    </div>
  );
}
