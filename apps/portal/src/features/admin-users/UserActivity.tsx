// What happened to a user, read-only (spec 3 §3): status, creation, last login, the invitation (last sent,
// expiry, accepted or not) and the change log, newest first.
import { Card, Descriptions, Table, Typography } from "antd";
import { useId } from "react";
import { useT } from "../../i18n/useT";
import { auditDateLabel } from "../audits/format";
import { userStatusLabel } from "./labels";
import type { AdminUser, ChangeLogEntry } from "./types";

const when = (iso: string | null | undefined) => (iso ? auditDateLabel(iso) : "");

export function UserActivity({ user }: { user: AdminUser }) {
  const t = useT();
  const headingId = useId();
  const invitation = user.invitation;
  const log = [...user.changeLog].reverse().map((entry, index) => ({ ...entry, key: index }));
  return (
    <Card aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ marginTop: 0 }}>
        {t("users-history")}
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: "status",
            label: t("users-status"),
            children: [userStatusLabel(t, user.status), user.statusMessage].filter(Boolean).join(" · "),
          },
          { key: "created", label: t("users-created-at"), children: when(user.created) },
          { key: "lastLogin", label: t("users-last-login"), children: when(user.lastLogin) },
          ...(invitation
            ? [
                {
                  key: "sent",
                  label: t("users-invitation-sent"),
                  children: when(invitation.lastSendOfInvite),
                },
                {
                  key: "expires",
                  label: t("users-invitation-expires"),
                  children: when(invitation.expirationDate),
                },
                {
                  key: "fulfilled",
                  label: t("users-invitation"),
                  children: t(
                    invitation.fulfilled ? "users-invitation-accepted" : "users-invitation-pending",
                  ),
                },
              ]
            : []),
        ]}
      />
      <Table<ChangeLogEntry & { key: number }>
        style={{ marginTop: 16 }}
        size="small"
        pagination={false}
        dataSource={log}
        locale={{ emptyText: t("no-data") }}
        columns={[
          { key: "date", title: t("users-history-date"), render: (_, entry) => when(entry.timestamp) },
          { key: "action", title: t("users-history-action"), render: (_, entry) => entry.actionMessage },
          { key: "by", title: t("users-history-by"), render: (_, entry) => entry.actionBy.fullName },
        ]}
      />
    </Card>
  );
}
