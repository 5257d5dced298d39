// The sign-in policy against guessing (docs/api.md, "Rate limits"), in the way of the established identity
// servers: failures lock an account only for the address that failed, an address failing on many accounts is
// refused everywhere, and an account under attack from many addresses is slowed, never locked — so a stranger
// can never keep the owner out, and the right password from an address that has not failed always gets in.
import type { LimitVerdict, RateLimiter } from "../../platform/rate-limit";

/** Per failure beyond the account's threshold, each attempt on it waits this much longer. */
export const SLOWDOWN_STEP_MS = 500;
export const SLOWDOWN_MAX_MS = 5_000;

export type Admission = { allowed: true; delayMs: number } | { allowed: false; verdict: LimitVerdict };

const pairOf = (account: string, address: string) => `${account}\u0000${address}`;

/** How long an attempt on an account waits once its failures from anywhere pass the threshold. */
export function slowdownMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS * (failures - threshold + 1));
}

export class SignInGuard {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts the attempt against the address's flood guard and says whether (and after what wait) it may go on. */
  async admit(account: string, address: string): Promise<Admission> {
    const flood = await this.limiter.hit("login:ip", address);
    if (!flood.allowed) return { allowed: false, verdict: flood };
    const spraying = await this.limiter.peek("login-failed:ip", address);
    if (!spraying.allowed) return { allowed: false, verdict: spraying };
    const guessing = await this.limiter.peek("login-failed:account-ip", pairOf(account, address));
    if (!guessing.allowed) return { allowed: false, verdict: guessing };
    const failures = await this.limiter.count("login-failed:account", account);
    return { allowed: true, delayMs: slowdownMs(failures, this.limiter.rules["login-failed:account"].max) };
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await this.limiter.hitAll([
      ["login-failed:ip", address],
      ["login-failed:account-ip", pairOf(account, address)],
      ["login-failed:account", account],
    ]);
  }
}
