// Reads the bearer token of every request. A valid token of a live session makes the request authenticated
// and puts a fresh token in the `refresh-token` response header; a forged, expired or revoked one leaves the
// request unauthenticated with a reason, which protected operations answer with UNAUTHENTICATED.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Access } from "../access/access";
import type { AuthState } from "../access/auth-state";

export const REFRESH_HEADER = "refresh-token";

const ANONYMOUS: AuthState = { status: "anonymous" };
const REASONS = {
  invalid: "Invalid token",
  expired: "Your session has expired, please log in again",
  ended: "Your session has ended, please log in again",
} as const;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest<AuthState | null>("auth", null);
  app.addHook("onRequest", async (request, reply) => {
    request.auth = ANONYMOUS;
    const token = bearerToken(request);
    if (token === null) return;
    request.auth = await authenticate(app, token);
    if (request.auth.status === "authenticated") {
      const fresh = await app.services.sessions.issue(request.auth.session);
      reply.header(REFRESH_HEADER, fresh.token);
      reply.header("access-control-expose-headers", REFRESH_HEADER);
    }
  });
}

export async function authenticate(app: FastifyInstance, token: string): Promise<AuthState> {
  const { tokens, sessions, principals, db, rolePermissions, config } = app.services;
  const check = await tokens.verify(token);
  if (!check.valid) return { status: "invalid", reason: REASONS[check.reason] };
  const principal = await principals.lookup(check.claims.sessionId);
  if (!principal) return { status: "invalid", reason: REASONS.ended };
  const { session, user, account } = principal;
  if (session.userId !== check.claims.userId || !sessions.isLive(session)) {
    return { status: "invalid", reason: REASONS.ended };
  }
  if (!user || user.status === "DELETED") return { status: "invalid", reason: REASONS.ended };
  if (session.method === "password" && (!account || account.status !== "ACTIVE")) {
    return { status: "invalid", reason: REASONS.ended };
  }
  const access = new Access(user, await rolePermissions.table(), config.providerKey, db);
  return { status: "authenticated", user, session, access };
}
