import { beforeAll, describe, expect, it } from "vitest";
import { TEST_RATE_LIMITS, useTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { errorCode, gql, seedUser } from "../../test/fixtures";
import type { SeededUser } from "../../test/fixtures";
import { RateLimiter, defaultRateLimits } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows max hits per window and key, then refuses until the window ends", () => {
    let now = 0;
    const limiter = new RateLimiter(
      { ...defaultRateLimits, "login:ip": { max: 2, windowMs: 1000 } },
      () => now,
    );
    expect(limiter.hit("login:ip", "a").allowed).toBe(true);
    expect(limiter.hit("login:ip", "a").allowed).toBe(true);
    expect(limiter.hit("login:ip", "a")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    expect(limiter.hit("login:ip", "b").allowed).toBe(true);
    now = 1000;
    expect(limiter.hit("login:ip", "a").allowed).toBe(true);
  });
});

const database = useTestDatabase("ratelimits");
const app = useTestApp(
  database,
  {},
  {
    rateLimits: {
      ...TEST_RATE_LIMITS,
      "usercheck:ip": { max: 2, windowMs: 60_000 },
      "login:ip": { max: 3, windowMs: 60_000 },
      "login:account": { max: 2, windowMs: 60_000 },
      "reset:account": { max: 2, windowMs: 60_000 },
      "token:invitation": { max: 3, windowMs: 60_000 },
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
  it("limits logins per address, whatever the account", async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt(`user${i}@client.test`, "wrong-password", "10.0.0.1")).statusCode).toBe(401);
    const refused = await attempt(member.email, member.password, "10.0.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await attempt(member.email, member.password, "10.0.0.2")).statusCode).toBe(200);
  });

  it("limits failed logins per account, whatever the address; then even the right password waits", async () => {
    const target = await seedUser(database.db(), "tina.target@client.test", ["CLIENT"]);
    expect((await attempt(target.email, "guess-1", "10.1.0.1")).statusCode).toBe(401);
    expect((await attempt(target.email.toUpperCase(), "guess-2", "10.1.0.2")).statusCode).toBe(401);
    expect((await attempt(target.email, target.password, "10.1.0.3")).statusCode).toBe(429);
  });

  it("counts only failed logins against an account, so signing in often never locks anyone out", async () => {
    const regular = await seedUser(database.db(), "rita.regular@client.test", ["CLIENT"]);
    for (let i = 0; i < 4; i++)
      expect((await attempt(regular.email, regular.password, `10.3.0.${i}`)).statusCode).toBe(200);
    expect((await attempt(regular.email, "guess-1", "10.3.1.1")).statusCode).toBe(401);
    expect((await attempt(regular.email, regular.password, "10.3.1.2")).statusCode).toBe(200);
    expect((await attempt(regular.email, "guess-2", "10.3.1.3")).statusCode).toBe(401);
    expect((await attempt(regular.email, regular.password, "10.3.1.4")).statusCode).toBe(429);
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

  it("limits password resets per account", async () => {
    const ask = `mutation ($e: String!) { processEmailForReset(userEmail: $e) { success error { code } } }`;
    const check = `mutation ($e: String!) { processTokenForReset(userEmail: $e, token: "ABCDEFGH") { _id } }`;
    expect(
      (await gql(app(), ask, { e: "rick.reset@client.test" }, { ip: "10.3.0.1" })).data?.processEmailForReset
        .success,
    ).toBe(true);
    expect(
      (await gql(app(), ask, { e: "rick.reset@client.test" }, { ip: "10.3.0.2" })).data?.processEmailForReset
        .success,
    ).toBe(true);
    expect(
      (await gql(app(), ask, { e: "rick.reset@client.test" }, { ip: "10.3.0.3" })).data?.processEmailForReset
        .error.code,
    ).toBe("TOO_MANY_REQUESTS");
    expect(errorCode(await gql(app(), check, { e: "rick.reset@client.test" }, { ip: "10.3.0.4" }))).toBe(
      "TOO_MANY_REQUESTS",
    );
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
