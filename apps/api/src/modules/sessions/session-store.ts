// Sessions: one document per login ({_id, userId, method, created, expiresAt, revokedAt}). Bearer tokens
// carry the session id, so ending a session ends every token issued for it.
import type { Db } from "mongodb";
import { randomToken } from "../../platform/ids";
import { isoNow } from "../../platform/time";
import type { PrincipalCache } from "./principal-cache";
import {
  deleteSessionsEndedBefore,
  ensureSessionIndexes,
  insertSession,
  revokeSessionsOf,
  sessionById,
  setSessionRevoked,
} from "./repository";
import type { SessionDoc } from "../../model/sessions";
import type { TokenService } from "./tokens";

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly tokenTtlSeconds: number,
    private readonly sessionMaxSeconds: number,
    private readonly principals: PrincipalCache,
  ) {}

  /** Indexes, and forgetting sessions that ended more than a week ago. */
  async init(): Promise<void> {
    await ensureSessionIndexes(this.db);
    await deleteSessionsEndedBefore(this.db, new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString());
  }

  async start(userId: string, method: SessionDoc["method"]): Promise<{ session: SessionDoc } & IssuedToken> {
    const now = Date.now();
    const session: SessionDoc = {
      _id: randomToken(),
      userId,
      method,
      created: isoNow(),
      expiresAt: new Date(now + this.sessionMaxSeconds * 1000).toISOString(),
      revokedAt: null,
    };
    await insertSession(this.db, session);
    return { session, ...(await this.issue(session)) };
  }

  /** A fresh token for a live session, never outliving it. */
  async issue(session: SessionDoc): Promise<IssuedToken> {
    const expires = Math.min(Date.now() + this.tokenTtlSeconds * 1000, Date.parse(session.expiresAt));
    const expiresAt = new Date(expires);
    return {
      token: await this.tokens.sign(session.userId, session._id, expiresAt),
      expiresAt: expiresAt.toISOString(),
    };
  }

  isLive(session: SessionDoc): boolean {
    return session.revokedAt === null && session.expiresAt > isoNow();
  }

  async revoke(sessionId: string): Promise<void> {
    // Read, then written by `_id` alone: a second key in the filter would read every session on FerretDB.
    const session = await sessionById(this.db, sessionId);
    if (session && session.revokedAt === null) await setSessionRevoked(this.db, sessionId, isoNow());
    this.principals.forgetSession(sessionId);
  }

  /** Ends every session of a user (password changed, user deleted), optionally keeping one. */
  async revokeAllOf(userId: string, except?: string): Promise<void> {
    await revokeSessionsOf(this.db, userId, isoNow(), except);
    this.principals.forgetUser(userId);
  }
}
