import { beforeAll, describe, expect, it } from "vitest";
import { TEST_RATE_LIMITS, useTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { errorCode, gql, seedUser } from "../../test/fixtures";
import type { SeededUser } from "../../test/fixtures";
import { MemoryAttemptSlots, spendCheck } from "./attempt-slots";
import { SLOWDOWN_STEP_MS, slowdownMs } from "../modules/sessions/sign-in-guard";
import { RateLimiter, defaultRateLimits } from "./rate-limit";

describe("RateLimiter", () => {
  const limiterAt = (clock: { now: number }, slots = new MemoryAttemptSlots()) =>
    new RateLimiter({ ...defaultRateLimits, "login:ip": { max: 2, windowMs: 1000 } }, slots, () => clock.now);

  it("allows max hits per window and key, then refuses until the window ends", async () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock);
    expect((await limiter.hit("login:ip", "a")).allowed).toBe(true);
    expect((await limiter.hit("login:ip", "a")).allowed).toBe(true);
    expect(await limiter.hit("login:ip", "a")).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 1,
    });
    expect((await limiter.hit("login:ip", "b")).allowed).toBe(true);
    clock.now = 1000;
    expect((await limiter.hit("login:ip", "a")).allowed).toBe(true);
  });

  it("counts the same attempts in every process that shares the slots", async () => {
    const clock = { now: 0 };
    const slots = new MemoryAttemptSlots();
    const first = limiterAt(clock, slots);
    const second = limiterAt(clock, slots);
    expect((await first.hit("login:ip", "a")).allowed).toBe(true);
    expect((await second.hit("login:ip", "a")).allowed).toBe(true);
    expect((await first.peek("login:ip", "a")).allowed).toBe(false);
    expect((await first.hit("login:ip", "a")).allowed).toBe(false);
    expect(await second.count("login:ip", "a")).toBe(3);
  });

  it("keeps at most twice the limit of slots per key however many attempts come", async () => {
    const slots = new MemoryAttemptSlots();
    const limiter = limiterAt({ now: 0 }, slots);
    for (let i = 0; i < 50; i++) await limiter.hit("login:ip", "flood");
    expect(slots.size).toBe(4);
    expect(await limiter.count("login:ip", "flood")).toBe(4);
  });

  it("purges the slots of ended windows", async () => {
    const clock = { now: 0 };
    const slots = new MemoryAttemptSlots();
    const limiter = limiterAt(clock, slots);
    await limiter.hit("login:ip", "a");
    await limiter.hit("login-failed:ip", "a");
    clock.now = 1000;
    expect(await limiter.purgeExpired()).toBe(1);
    expect(slots.size).toBe(1);
  });
});

describe("slowdownMs", () => {
  it("waits nothing below the threshold, then a step more per failure, up to a ceiling", () => {
    expect(slowdownMs(9, 10)).toBe(0);
    expect(slowdownMs(10, 10)).toBe(SLOWDOWN_STEP_MS);
    expect(slowdownMs(12, 10)).toBe(3 * SLOWDOWN_STEP_MS);
    expect(slowdownMs(1000, 10)).toBe(5_000);
  });
});

describe("spendCheck", () => {
  it("allows a secret's checks once each, also when they all come at once", async () => {
    const slots = new MemoryAttemptSlots();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => spendCheck(slots, "reset|r1", { allowed: 7, expiresAt: 1 })),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(7);
  });
});

const database = useTestDatabase("ratelimits");
// Windows are fixed (they start at multiples of their length): a day long, so that a test's attempts never
// straddle the start of a new one, which would reset its counts half-way (a minute-long window did, now and
// then, on a loaded machine).
const WINDOW = 24 * 60 * 60_000;
const app = useTestApp(
  database,
  {},
  {
    rateLimits: {
      ...TEST_RATE_LIMITS,
      "usercheck:ip": { max: 2, windowMs: WINDOW },
      "login:ip": { max: 6, windowMs: WINDOW },
      "login-failed:ip": { max: 3, windowMs: WINDOW },
      "login-failed:account-ip": { max: 2, windowMs: WINDOW },
      "login-failed:account": { max: 2, windowMs: WINDOW },
      "reset:account-ip": { max: 2, windowMs: WINDOW },
      "token:invitation": { max: 3, windowMs: WINDOW },
    },
  },
);

let member: SeededUser;
beforeAll(async () => {
  member = await seedUser(database.db(), "lena.limited@client.test", ["CLIENT"]);
});

const attempt = (username: string, password: string, ip: string) =>
  app().inject({ method: "POST", url: "/auth/login", payload: { username, password }, remoteAddress: ip });

describe("rate limits", () => {
  it("refuses a flood of sign-ins from one address, whatever the account", async () => {
    for (let i = 0; i < 6; i++)
      expect((await attempt(member.email, member.password, "10.0.0.1")).statusCode).toBe(200);
    const refused = await attempt(member.email, member.password, "10.0.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await attempt(member.email, member.password, "10.0.0.2")).statusCode).toBe(200);
  });

  it("locks an account only for the address that failed on it; the owner elsewhere gets in", async () => {
    const target = await seedUser(database.db(), "tina.target@client.test", ["CLIENT"]);
    expect((await attempt(target.email, "guess-1", "10.1.0.1")).statusCode).toBe(401);
    expect((await attempt(target.email.toUpperCase(), "guess-2", "10.1.0.1")).statusCode).toBe(401);
    expect((await attempt(target.email, target.password, "10.1.0.1")).statusCode).toBe(429);
    expect((await attempt(target.email, target.password, "10.1.0.2")).statusCode).toBe(200);
  });

  it("refuses an address that fails on many accounts, for every account", async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt(`sprayed${i}@client.test`, "Summer2025!", "10.2.0.1")).statusCode).toBe(401);
    expect((await attempt(member.email, member.password, "10.2.0.1")).statusCode).toBe(429);
    expect((await attempt(member.email, member.password, "10.2.0.2")).statusCode).toBe(200);
  });

  it("slows an account failed on from many addresses, and still lets the right password in", async () => {
    const target = await seedUser(database.db(), "sam.slowed@client.test", ["CLIENT"]);
    for (let i = 0; i < 4; i++)
      expect((await attempt(target.email, `guess-${i}`, `10.5.0.${i}`)).statusCode).toBe(401);
    const started = Date.now();
    expect((await attempt(target.email, target.password, "10.5.1.1")).statusCode).toBe(200);
    // Four failures against a threshold of two: three steps of the slowdown.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * SLOWDOWN_STEP_MS);
  });

  it("counts only failed sign-ins against an account, so signing in often never slows anyone", async () => {
    const regular = await seedUser(database.db(), "rita.regular@client.test", ["CLIENT"]);
    for (let i = 0; i < 4; i++)
      expect((await attempt(regular.email, regular.password, `10.3.0.${i}`)).statusCode).toBe(200);
    expect((await attempt(regular.email, "guess-1", "10.3.1.1")).statusCode).toBe(401);
    expect((await attempt(regular.email, regular.password, "10.3.1.1")).statusCode).toBe(200);
  });

  it("limits user checks per address", async () => {
    const check = () =>
      app().inject({
        method: "POST",
        url: "/auth/usercheck",
        payload: { username: "x@client.test" },
        remoteAddress: "10.2.0.1",
      });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
  });

  it("limits password resets per account at an address, so a stranger's requests never hold up the owner", async () => {
    const ask = `mutation ($e: String!) { processEmailForReset(userEmail: $e) { success error { code } } }`;
    const check = `mutation ($e: String!) { processTokenForReset(userEmail: $e, token: "ABCDEFGH") { _id } }`;
    const asked = async (ip: string) =>
      (await gql(app(), ask, { e: "rick.reset@client.test" }, { ip })).data?.processEmailForReset;
    expect((await asked("10.3.0.1")).success).toBe(true);
    expect((await asked("10.3.0.1")).success).toBe(true);
    expect((await asked("10.3.0.1")).error.code).toBe("TOO_MANY_REQUESTS");
    expect(errorCode(await gql(app(), check, { e: "rick.reset@client.test" }, { ip: "10.3.0.1" }))).toBe(
      "TOO_MANY_REQUESTS",
    );
    expect((await asked("10.3.0.2")).success).toBe(true);
  });

  it("limits token validation per invitation", async () => {
    const validate = `query ($i: String!) { validateToken(inviteToken: $i, verifyToken: "ABCDEFGHJK") { success error { code } } }`;
    for (let i = 0; i < 3; i++) {
      expect(
        (await gql(app(), validate, { i: "some-invitation" }, { ip: `10.4.0.${i}` })).data?.validateToken
          .error.code,
      ).toBe("INVALID_TOKEN");
    }
    expect(
      (await gql(app(), validate, { i: "some-invitation" }, { ip: "10.4.0.9" })).data?.validateToken.error
        .code,
    ).toBe("TOO_MANY_REQUESTS");
    expect(
      (await gql(app(), validate, { i: "other-invitation" }, { ip: "10.4.0.9" })).data?.validateToken.error
        .code,
    ).toBe("INVALID_TOKEN");
  });
});
