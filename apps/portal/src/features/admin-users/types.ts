// Shapes of the admin users screens, as the API's users module answers them (the operation types generated
// from apps/api users/schema.ts).
import type {
  AdminUserQuery,
  AdminUsersQuery,
  CreateUserMutation,
  UserReferenceQuery,
} from "../../api/generated/operations";

/** A user's status, as the API writes it (String in the schema). */
export type UserStatus = "ACTIVE" | "INVITED" | "DELETED";

export type UserPage = AdminUsersQuery["users"];
export type UserRow = UserPage["results"][number];
/** What the API says about a user's scope: client ids (client users), region ids (RD, IM), client names. */
export type UserScope = UserRow["clients"];

export type AdminUser = NonNullable<AdminUserQuery["user"]>;
export type UserInvitation = NonNullable<AdminUser["invitation"]>;
export type ChangeLogEntry = AdminUser["changeLog"][number];

export type UserReference = UserReferenceQuery;
export type Region = UserReference["regions"][number];

export type UserMutationResult = CreateUserMutation["createUser"];
/** A refusal; its field paths are as the form names them (clients.ids, address.country, communication.0.type). */
export type ApiError = NonNullable<UserMutationResult["error"]>;
