// Administration › Users › New and Edit (spec 3 §2, §5, §8): the user form; a save says 'User was successfully
// created!' or 'User was successfully updated!' and returns to the grid. The edit page also sets the user's
// password and shows the invitation and the change log.
import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Spin, Typography } from "antd";
import { useNavigate, useParams } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import {
  AdminUserDocument,
  CreateUserDocument,
  UpdateUserAsAdminDocument,
} from "../../api/generated/typed/features/admin-users/documents";
import { usePortalConfig } from "../../config";
import { useT } from "../../i18n/useT";
import { routeHref } from "../../routing/routeTable";
import { NotFound } from "../shell/NotFound";
import { PasswordChange } from "./PasswordChange";
import { adminUserKeys } from "./queryKeys";
import type { AdminUser } from "./types";
import { UserActivity } from "./UserActivity";
import { UserForm } from "./UserForm";
import { useUserReference } from "./useUserReference";

export function UserFormPage() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { providerKey } = usePortalConfig();
  const { userId } = useParams();
  const editing = userId !== undefined;
  const reference = useUserReference();

  const user = useQuery<AdminUser | null>({
    queryKey: adminUserKeys.detail(userId),
    // New users have no id: nothing to load.
    queryFn:
      userId === undefined
        ? skipToken
        : ({ signal }) =>
            api.graphql(AdminUserDocument, { userId }, { signal }).then((answer) => answer.user),
  });

  if (editing && user.isPending) return <Spin aria-label={t("loading")} />;
  if (editing && user.isError)
    return <Alert type="error" showIcon role="alert" title={t("users-load-failed")} />;
  if (editing && !user.data) return <NotFound />;

  const stored = user.data ?? null;
  const back = () => navigate(routeHref("admin-users", providerKey));
  return (
    <div className="page admin-user-page">
      <Typography.Title level={2}>
        {stored ? t("users-edit-title", { name: stored.fullName }) : t("users-new")}
      </Typography.Title>
      <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
        <UserForm
          key={stored?._id ?? "new"}
          user={stored}
          reference={reference.data}
          onCancel={back}
          onSaved={async () => {
            await queryClient.invalidateQueries({ queryKey: adminUserKeys.lists });
            await queryClient.invalidateQueries({ queryKey: adminUserKeys.details });
            back();
          }}
          save={async (input) => {
            if (stored) {
              const answer = await api.graphql(UpdateUserAsAdminDocument, {
                userId: stored._id,
                user: input,
              });
              return answer.updateUserAsAdmin;
            }
            const answer = await api.graphql(CreateUserDocument, { user: input });
            return answer.createUser;
          }}
        />
        {stored && stored.status !== "DELETED" && <PasswordChange user={stored} />}
        {stored && <UserActivity user={stored} />}
      </div>
    </div>
  );
}
