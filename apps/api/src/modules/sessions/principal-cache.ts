// Who a session belongs to (session, user, account), read once and kept for a few seconds. Every request
// carries a bearer token; without this, each one costs three reads before its resolvers start, which on
// FerretDB is most of a simple request's time (docs/reporting.md, "Benchmark"). Concurrent requests of the
// same session share one read. This process forgets an entry as soon as it revokes the session or changes
// the user; another API process sees such a change within CACHE_MS, like the role table (access module).
import type { Db } from "mongodb";
import type { AccountDoc, UserDoc } from "../../model/users";
import { accountById, sessionById, userById } from "./repository";
import type { SessionDoc } from "../../model/sessions";

export interface Principal {
  session: SessionDoc;
  user: UserDoc | null;
  /** Only for password sessions: its status decides whether the session still counts. */
  account: AccountDoc | null;
}

export const PRINCIPAL_CACHE_MS = 5_000;

interface CacheEntry {
  at: number;
  principal: Promise<Principal | null>;
  /** Known once the read finished. */
  userId?: string;
}

export class PrincipalCache {
  private readonly entries = new Map<string, CacheEntry>();

  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: { ttlMs?: number; now?: () => number } = {},
  ) {
    this.ttlMs = options.ttlMs ?? PRINCIPAL_CACHE_MS;
    this.now = options.now ?? Date.now;
  }

  /** The session with its user and account, or null when there is no such session. */
  lookup(sessionId: string): Promise<Principal | null> {
    const now = this.now();
    const cached = this.entries.get(sessionId);
    if (cached && now - cached.at < this.ttlMs) return cached.principal;
    const principal = this.read(sessionId);
    const entry: CacheEntry = { at: now, principal };
    this.entries.set(sessionId, entry);
    principal.then(
      (found) => {
        entry.userId = found?.session.userId;
      },
      // A failed read is not remembered: the next request tries again.
      () => this.entries.delete(sessionId),
    );
    if (this.entries.size > 10_000) this.sweep(now);
    return principal;
  }

  forgetSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  /** After a change to a user or their account: roles, clients, status, password. */
  forgetUser(userId: string): void {
    for (const [sessionId, entry] of this.entries) {
      // A read still under way may have seen the old state: drop it too.
      if (entry.userId === userId || !("userId" in entry)) this.entries.delete(sessionId);
    }
  }

  /** After a change that touches many users at once (a client deleted from their lists). */
  clear(): void {
    this.entries.clear();
  }

  private async read(sessionId: string): Promise<Principal | null> {
    const session = await sessionById(this.db, sessionId);
    if (!session) return null;
    const user = await userById(this.db, session.userId);
    const account =
      user && session.method === "password" ? await accountById(this.db, user.userAccountId ?? "") : null;
    return { session, user, account };
  }

  private sweep(now: number): void {
    for (const [sessionId, entry] of this.entries) {
      if (now - entry.at >= this.ttlMs) this.entries.delete(sessionId);
    }
  }
}
