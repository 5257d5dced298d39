// Fixed-window rate limits kept in memory, per rule and key (an IP address, an account, an invitation).
// One process serves the API, so memory is the right store; several processes would each count on their own,
// which loosens the limit by the number of processes (see docs/api.md).

export interface LimitRule {
  max: number;
  windowMs: number;
}

export const RATE_LIMIT_RULES = [
  "usercheck:ip",
  "login:ip",
  "login:account",
  "reset:ip",
  "reset:account",
  "token:ip",
  "token:invitation",
  "sso:ip",
] as const;
export type RateLimitRuleName = (typeof RATE_LIMIT_RULES)[number];
export type RateLimitRules = Record<RateLimitRuleName, LimitRule>;

const MINUTE = 60_000;

/** Limits for one process: generous for people, tight for scripts guessing passwords or codes. */
export const defaultRateLimits: RateLimitRules = {
  "usercheck:ip": { max: 60, windowMs: MINUTE },
  "login:ip": { max: 30, windowMs: MINUTE },
  "login:account": { max: 10, windowMs: 15 * MINUTE },
  "reset:ip": { max: 20, windowMs: 15 * MINUTE },
  "reset:account": { max: 5, windowMs: 15 * MINUTE },
  "token:ip": { max: 60, windowMs: 15 * MINUTE },
  "token:invitation": { max: 20, windowMs: 15 * MINUTE },
  "sso:ip": { max: 30, windowMs: MINUTE },
};

export interface LimitVerdict {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly rules: RateLimitRules,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt against `rule` for `key` and says whether it may go ahead. */
  hit(rule: RateLimitRuleName, key: string): LimitVerdict {
    const { max, windowMs } = this.rules[rule];
    const now = this.now();
    const id = `${rule}\u0000${key}`;
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(id, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= max,
      remaining: Math.max(0, max - window.count),
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  /** Whether `key` has attempts left under `rule` in the current window, without counting one. */
  peek(rule: RateLimitRuleName, key: string): LimitVerdict {
    const { max } = this.rules[rule];
    const now = this.now();
    const window = this.windows.get(`${rule}\u0000${key}`);
    if (!window || window.resetAt <= now) return { allowed: true, remaining: max, retryAfterSeconds: 0 };
    return {
      allowed: window.count < max,
      remaining: Math.max(0, max - window.count),
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  /** Several rules at once; the first refusal wins, and every rule is counted. */
  hitAll(checks: Array<[RateLimitRuleName, string]>): LimitVerdict {
    const verdicts = checks.map(([rule, key]) => this.hit(rule, key));
    return (
      verdicts.find((verdict) => !verdict.allowed) ??
      verdicts[0] ?? { allowed: true, remaining: 0, retryAfterSeconds: 0 }
    );
  }

  private sweep(now: number): void {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
}
