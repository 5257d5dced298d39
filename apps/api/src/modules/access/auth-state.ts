// Who is calling, as the authentication hook (sessions/authenticate.ts) leaves it on every request: every
// operation and route reads it, so it lives beside Access rather than with the sessions that produce it.
import type { UserDoc } from "../../model/users";
import type { SessionDoc } from "../../model/sessions";
import type { Access } from "./access";

export type AuthState =
  | { status: "anonymous" }
  | { status: "invalid"; reason: string }
  | { status: "authenticated"; user: UserDoc; session: SessionDoc; access: Access };
