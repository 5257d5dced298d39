// Bounds the GraphQL work one caller has in flight: a few executions run at once per signed-in user (per
// address when anonymous), a short queue waits its turn first come first served, and beyond the queue a
// request is refused at once with TOO_MANY_REQUESTS (HTTP 429 and a retry hint). A caller who sends many
// heavy requests then waits behind their own work instead of taking every core from everyone else.
//
// Kept in memory: the work in flight is a process's own, so several API processes each bound their own callers
// (unlike the rate limits, which count attempts across processes in the database).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { ERROR_CODES } from "./errors";

export interface InFlightLimits {
  /** Executions of one caller running at once. */
  active: number;
  /** Executions of one caller waiting for a turn; more are refused. */
  queued: number;
  /** The hint of a refusal (`retry-after`, `extensions.retryAfter`), in seconds. */
  retryAfterSeconds: number;
}

/**
 * A portal page fires up to five queries at once as it loads (the client dashboard: whoAmI, essentials, the
 * client, the dashboard, the reports grid), and the studio asks the usages of every field of a section at once
 * when one is deleted (one request per field: 17 for the demo's largest). So 4 run and 32 wait: the page
 * loads never see a refusal, and one caller never computes more than 4 answers at a time.
 */
export const defaultInFlightLimits: InFlightLimits = { active: 4, queued: 32, retryAfterSeconds: 1 };

/** Hands the caller's turn on when called; later calls do nothing. */
export type Release = () => void;

interface Caller {
  active: number;
  waiting: Array<(release: Release) => void>;
}

export class InFlightLimiter {
  private readonly callers = new Map<string, Caller>();

  constructor(readonly limits: InFlightLimits = defaultInFlightLimits) {}

  /**
   * A turn for `key`: at once while fewer than `active` run, after the earlier waiters otherwise; null when
   * `queued` already wait (refused: nothing is queued). Call the release when the work is done, failed or not.
   */
  enter(key: string): Promise<Release> | null {
    const caller = this.callers.get(key) ?? { active: 0, waiting: [] };
    if (caller.active < this.limits.active) {
      caller.active += 1;
      this.callers.set(key, caller);
      return Promise.resolve(this.releaseOf(key, caller));
    }
    if (caller.waiting.length >= this.limits.queued) return null;
    this.callers.set(key, caller);
    return new Promise((resolve) => caller.waiting.push(resolve));
  }

  /** Executions of `key` running now. */
  running(key: string): number {
    return this.callers.get(key)?.active ?? 0;
  }

  /** Executions of `key` waiting for a turn. */
  waiting(key: string): number {
    return this.callers.get(key)?.waiting.length ?? 0;
  }

  /** Callers with work running or waiting (idle ones are forgotten). */
  get callerCount(): number {
    return this.callers.size;
  }

  private releaseOf(key: string, caller: Caller): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = caller.waiting.shift();
      // The turn passes to the oldest waiter; the number running stays the same.
      if (next) next(this.releaseOf(key, caller));
      else {
        caller.active -= 1;
        if (caller.active === 0) this.callers.delete(key);
      }
    };
  }
}

/** Whose work it is: the signed-in user, else the address (behind a proxy, TRUST_PROXY makes it the client's). */
export function callerKey(request: FastifyRequest): string {
  const auth = request.auth;
  return auth?.status === "authenticated" ? `user:${auth.user._id}` : `ip:${request.ip}`;
}

/** The refusal, shaped as GraphQL answers are. */
function refuse(request: FastifyRequest, reply: FastifyReply, limits: InFlightLimits, key: string) {
  const seconds = limits.retryAfterSeconds;
  request.log.warn({ caller: key }, "GraphQL request refused: too many of this caller's in flight");
  void reply.code(429).header("retry-after", String(seconds));
  return {
    data: null,
    errors: [
      {
        message:
          `Too many requests at once: ${limits.active} of yours are running and ${limits.queued} waiting; ` +
          `try again in ${seconds} s`,
        extensions: { code: ERROR_CODES.TOO_MANY_REQUESTS, retryAfter: seconds },
      },
    ],
  };
}

/**
 * Bounds the handlers of the GraphQL routes (GET and POST `path`) registered after this call: each runs in
 * its caller's turn, which is released when the handler settles (answered, refused by validation, or failed).
 */
export function boundGraphQLExecutions(
  app: FastifyInstance,
  limiter: InFlightLimiter,
  path = "/graphql",
): void {
  app.addHook("onRoute", (route) => {
    if (route.url !== path) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function bounded(this: FastifyInstance, request, reply) {
      const key = callerKey(request);
      const turn = limiter.enter(key);
      if (!turn) return refuse(request, reply, limiter.limits, key);
      const release = await turn;
      try {
        // The caller gave up while waiting (closed the connection: a page left, a request aborted): nobody
        // reads the answer, so its turn passes on without the work.
        if (request.raw.socket?.destroyed) {
          request.log.info({ caller: key }, "GraphQL request dropped: the caller left while it waited");
          return reply.hijack();
        }
        return await handler.call(this, request, reply);
      } finally {
        release();
      }
    };
  });
}
