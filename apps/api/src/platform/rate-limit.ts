// Fixed-window rate limits, per rule and key (an address, an account, an account at an address, an
// invitation), counted in the database so that every API process behind a load balancer counts the same
// attempts (attempt-slots.ts). The sign-in policy built on them is in docs/api.md, "Rate limits".
import { sha256 } from "./ids";
import { countSlots, takeNextSlot } from "./attempt-slots";
import type { AttemptSlots } from "./attempt-slots";

export interface LimitRule {
  max: number;
  windowMs: number;
}

export const RATE_LIMIT_RULES = [
  "usercheck:ip",
  "login:ip",
  "login-failed:ip",
  "login-failed:account-ip",
  "login-failed:account",
  "reset:ip",
  "reset:account-ip",
  "token:ip",
  "token:invitation",
  "sso:ip",
] as const;
export type RateLimitRuleName = (typeof RATE_LIMIT_RULES)[number];
export type RateLimitRules = Record<RateLimitRuleName, LimitRule>;

const MINUTE = 60_000;

/** Generous for people, tight for scripts guessing passwords or codes. */
export const defaultRateLimits: RateLimitRules = {
  "usercheck:ip": { max: 60, windowMs: MINUTE },
  // Every sign-in from one address: a flood guard, high enough for an office behind one address at 9 am.
  "login:ip": { max: 120, windowMs: MINUTE },
  // Failed sign-ins from one address, whatever the account: one password tried on many accounts.
  "login-failed:ip": { max: 50, windowMs: 15 * MINUTE },
  // Failed sign-ins on one account from one address: guessing; only that address is refused.
  "login-failed:account-ip": { max: 10, windowMs: 15 * MINUTE },
  // Failed sign-ins on one account from anywhere: beyond this every attempt on it is slowed, never refused.
  "login-failed:account": { max: 10, windowMs: 15 * MINUTE },
  "reset:ip": { max: 20, windowMs: 15 * MINUTE },
  "reset:account-ip": { max: 5, windowMs: 15 * MINUTE },
  "token:ip": { max: 60, windowMs: 15 * MINUTE },
  "token:invitation": { max: 20, windowMs: 15 * MINUTE },
  "sso:ip": { max: 30, windowMs: MINUTE },
};

export interface LimitVerdict {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Slots kept per key and window: twice the limit, so a count can show how far past it a key went (the sign-in
 * slowdown grows with it) while a flood of attempts still adds nothing to the database.
 */
const slotsKept = (rule: LimitRule) => rule.max * 2;

export class RateLimiter {
  /** The last slot this process took or saw per key and window, where the next count starts looking. */
  private readonly lastSlot = new Map<string, { slot: number; windowEnd: number }>();

  constructor(
    readonly rules: RateLimitRules,
    private readonly slots: AttemptSlots,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt against `rule` for `key` and says whether it may go ahead. */
  async hit(rule: RateLimitRuleName, key: string): Promise<LimitVerdict> {
    const window = this.windowOf(rule, key);
    const kept = slotsKept(this.rules[rule]);
    const taken = await takeNextSlot(this.slots, window.id, {
      after: this.lastSlot.get(window.id)?.slot,
      upTo: kept,
      expiresAt: window.end,
    });
    this.remember(window.id, Math.min(taken, kept), window.end);
    return this.verdict(rule, taken, window.end, taken <= this.rules[rule].max);
  }

  /** Whether `key` has attempts left under `rule` in the current window, without counting one. */
  async peek(rule: RateLimitRuleName, key: string): Promise<LimitVerdict> {
    const window = this.windowOf(rule, key);
    const { max } = this.rules[rule];
    const full = await this.slots.has(`${window.id}|${max}`);
    return this.verdict(rule, full ? max : 0, window.end, !full);
  }

  /** How many attempts `key` made under `rule` in the current window (up to twice the limit). */
  async count(rule: RateLimitRuleName, key: string): Promise<number> {
    const window = this.windowOf(rule, key);
    const slot = await countSlots(this.slots, window.id, {
      after: this.lastSlot.get(window.id)?.slot,
      upTo: slotsKept(this.rules[rule]),
    });
    this.remember(window.id, slot, window.end);
    return slot;
  }

  /** Several rules at once; every rule is counted, and the first refusal wins. */
  async hitAll(checks: Array<[RateLimitRuleName, string]>): Promise<LimitVerdict> {
    const verdicts: LimitVerdict[] = [];
    for (const [rule, key] of checks) verdicts.push(await this.hit(rule, key));
    return (
      verdicts.find((verdict) => !verdict.allowed) ??
      verdicts[0] ?? { allowed: true, remaining: 0, retryAfterSeconds: 0 }
    );
  }

  /** Drops the slots of ended windows from the database and this process's memory. */
  async purgeExpired(): Promise<number> {
    const now = this.now();
    for (const [id, last] of this.lastSlot) if (last.windowEnd <= now) this.lastSlot.delete(id);
    return this.slots.purgeExpired(now);
  }

  private windowOf(rule: RateLimitRuleName, key: string): { id: string; end: number } {
    const { windowMs } = this.rules[rule];
    const start = Math.floor(this.now() / windowMs) * windowMs;
    // The key is hashed: it may be a long or odd string typed by anyone, and addresses and account names are
    // not kept in the clear.
    return { id: `${rule}|${sha256(key).slice(0, 32)}|${start}`, end: start + windowMs };
  }

  private remember(id: string, slot: number, windowEnd: number): void {
    if (this.lastSlot.size > 50_000) {
      const now = this.now();
      for (const [known, last] of this.lastSlot) if (last.windowEnd <= now) this.lastSlot.delete(known);
    }
    this.lastSlot.set(id, { slot, windowEnd });
  }

  private verdict(rule: RateLimitRuleName, used: number, windowEnd: number, allowed: boolean): LimitVerdict {
    return {
      allowed,
      remaining: Math.max(0, this.rules[rule].max - used),
      retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - this.now()) / 1000)),
    };
  }
}
