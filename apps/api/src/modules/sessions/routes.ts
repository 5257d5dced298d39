// REST routes of the session (spec 1 §7): POST /auth/usercheck, POST /auth/login, POST /auth/logout,
// GET /auth/sso/login and GET /auth/sso/callback. Bodies may be JSON or form-encoded.
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { message } from "@ledgerline/schemas/messages";
import { ERROR_CODES, tooManyAttempts, wording } from "../../platform/errors";
import type { ErrorCode, Text } from "../../platform/errors";
import { claimOnce } from "../../platform/claims";
import type { LimitVerdict } from "../../platform/rate-limit";
import { MINUTE, isoIn, isoNow } from "../../platform/time";
import { verifyNothing, verifyPassword } from "../accounts/password";
import { Access } from "../access/access";
import { homePath, sessionClients } from "../identity/home";
import {
  accountByUsername,
  activeUserByEmailKey,
  deleteSsoState,
  saveSsoState,
  setLastLogin,
  ssoStateById,
  userById,
} from "./repository";
import { SignInGuard } from "./sign-in-guard";
import type { UserDoc } from "../../model/users";
import { emailKey, personRef } from "../../model/users";

export const LOGIN_FAILED = message("login-failed");
const SSO_COOKIE = "ledgerline_sso";

function field(body: unknown, name: string): string {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value.trim() : "";
}

function failure(reply: FastifyReply, status: number, code: ErrorCode, text: Text) {
  return reply.code(status).send({ success: false, error: { code, ...wording(text) } });
}

function tooMany(reply: FastifyReply, verdict: LimitVerdict) {
  reply.header("retry-after", String(verdict.retryAfterSeconds));
  return failure(reply, 429, ERROR_CODES.TOO_MANY_REQUESTS, tooManyAttempts(verdict.retryAfterSeconds));
}

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

export function sessionRoutes(app: FastifyInstance): void {
  const { services } = app;
  const bodyLimit = 16 * 1024;
  const signInGuard = new SignInGuard(services.limiter);

  app.post("/auth/usercheck", { bodyLimit }, async (request, reply) => {
    const username = field(request.body, "username");
    const verdict = await services.limiter.hit("usercheck:ip", request.ip);
    if (!verdict.allowed) return tooMany(reply, verdict);
    if (username === "")
      return failure(reply, 400, ERROR_CODES.BAD_USER_INPUT, "Please fill in the username");
    // The answer depends on the name alone (its e-mail domain), never on the database, so it says nothing
    // about whether an account exists.
    const sso = services.sso?.handles(username) ?? false;
    return { services: { password: !sso, sso } };
  });

  app.post("/auth/login", { bodyLimit }, async (request, reply) => {
    const username = emailKey(field(request.body, "username"));
    const password = field(request.body, "password");
    if (username === "" || password === "") {
      return failure(reply, 400, ERROR_CODES.BAD_USER_INPUT, "Please fill in the username and the password");
    }
    const admission = await signInGuard.admit(username, request.ip);
    if (!admission.allowed) return tooMany(reply, admission.verdict);
    if (admission.delayMs > 0) await sleep(admission.delayMs);

    const account = await accountByUsername(services.db, username);
    const passwordMatches = account
      ? await verifyPassword(password, account.passwordHash)
      : await verifyNothing(services.scrypt);
    const user = account && passwordMatches ? await userById(services.db, account.userId) : null;
    if (!account || !passwordMatches || account.status !== "ACTIVE" || !user || user.status !== "ACTIVE") {
      await signInGuard.recordFailure(username, request.ip);
      request.log.info({ event: "login-failed" }, "login failed");
      return failure(reply, 401, ERROR_CODES.UNAUTHENTICATED, LOGIN_FAILED);
    }
    return reply.send(await openSession(app, user, "password", "POST /auth/login"));
  });

  app.post("/auth/logout", async (request, reply) => {
    const { auth } = request;
    if (auth.status !== "authenticated") {
      return failure(
        reply,
        401,
        ERROR_CODES.UNAUTHENTICATED,
        auth.status === "invalid" ? auth.reason : "Authentication required",
      );
    }
    await services.sessions.revoke(auth.session._id);
    await services.audits.record({
      user: personRef(auth.user),
      action: "POST /auth/logout",
      description: "Logged out",
      text: auth.user.email,
      targets: [auth.user._id],
    });
    reply.removeHeader("refresh-token");
    return { success: true };
  });

  app.get("/auth/sso/login", async (request, reply) => {
    const sso = services.sso;
    if (!sso) return failure(reply, 404, ERROR_CODES.NOT_FOUND, "Single sign-on is not configured");
    const verdict = await services.limiter.hit("sso:ip", request.ip);
    if (!verdict.allowed) return tooMany(reply, verdict);
    const start = await sso.start();
    await saveSsoState(services.db, {
      _id: start.state,
      nonce: start.nonce,
      codeVerifier: start.codeVerifier,
      expiresAt: isoIn(10 * MINUTE),
    });
    const secure = services.config.publicUrl.startsWith("https:") ? "; Secure" : "";
    reply.header(
      "set-cookie",
      `${SSO_COOKIE}=${encodeURIComponent(start.state)}; Path=/auth/sso; HttpOnly; SameSite=Lax; Max-Age=600${secure}`,
    );
    return reply.redirect(start.url.href, 302);
  });

  app.get("/auth/sso/callback", async (request, reply) => {
    const sso = services.sso;
    if (!sso) return failure(reply, 404, ERROR_CODES.NOT_FOUND, "Single sign-on is not configured");
    const back = (query: string) => {
      reply.header("set-cookie", `${SSO_COOKIE}=; Path=/auth/sso; HttpOnly; SameSite=Lax; Max-Age=0`);
      return reply.redirect(`/login?${query}`, 302);
    };
    const failed = (reason: string) => {
      request.log.warn({ event: "sso-failed", reason }, "single sign-on failed");
      return back(`ssoError=${encodeURIComponent(reason)}`);
    };
    const query = request.query as Record<string, unknown>;
    const state = typeof query.state === "string" ? query.state : "";
    if (state === "" || readCookie(request, SSO_COOKIE) !== state)
      return failed("Single sign-on failed, please try again");
    const expected = await ssoStateById(services.db, state);
    // One use per state, also under concurrent callbacks: the unique _id of the claim decides.
    const claimed = expected ? await claimOnce(services.db, `sso:${state}`) : false;
    await deleteSsoState(services.db, state);
    if (!expected || !claimed || expected.expiresAt < isoNow())
      return failed("Single sign-on failed, please try again");

    let identity;
    try {
      const rawQuery = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      identity = await sso.finish(new URL(`${services.config.publicUrl}/auth/sso/callback${rawQuery}`), {
        state,
        nonce: expected.nonce,
        codeVerifier: expected.codeVerifier,
      });
    } catch (error) {
      request.log.warn({ err: error }, "single sign-on: the identity provider's answer was refused");
      return failed("Single sign-on failed, please try again");
    }
    if (!identity.email || identity.emailVerified === false)
      return failed("The identity provider did not confirm an e-mail address");
    const user = await activeUserByEmailKey(services.db, emailKey(identity.email));
    if (!user) return failed("No active user has this e-mail address");
    const opened = await openSession(app, user, "sso", "GET /auth/sso/callback");
    return back(`token=${encodeURIComponent(opened.token)}`);
  });
}

/** Starts a session for a user who proved who they are, and says where they land. */
export async function openSession(
  app: FastifyInstance,
  user: UserDoc,
  method: "password" | "sso",
  action: string,
) {
  const { services } = app;
  const started = await services.sessions.start(user._id, method);
  const lastLogin = isoNow();
  await setLastLogin(services.db, user._id, lastLogin);
  await services.audits.record({
    user: personRef(user),
    action,
    description: method === "sso" ? "Logged in with single sign-on" : "Logged in",
    text: user.email,
    targets: [user._id],
  });
  const access = new Access(
    user,
    await services.rolePermissions.table(),
    services.config.providerKey,
    services.db,
  );
  const home = homePath(access, await sessionClients(services.clients, access));
  return { success: true as const, token: started.token, expiresAt: started.expiresAt, home };
}
