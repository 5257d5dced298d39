import { SignJWT, decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_JWT_SECRET, useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { errorCode, gql, login, seedClient, seedReference, seedUser } from "../../../test/fixtures";
import type { SeededUser } from "../../../test/fixtures";

const database = useTestDatabase("sessions");
const app = useTestApp(database);

const WHO = `{ whoAmI { _id roles home clientKey language context { level isAdmin isClient defaultClient } person { fullName email } permissions { context action value } clients { key } } }`;

let admin: SeededUser;
let clientUser: SeededUser;

beforeAll(async () => {
  const db = database.db();
  await seedReference(db);
  const acme = await seedClient(db, "Acme Microfinance");
  admin = await seedUser(db, "ada.admin@provider.test", ["investor-admin"]);
  clientUser = await seedUser(db, "carl.client@acme.test", ["CLIENT"], { ids: [acme._id] });
});

async function sign(
  claims: { sub: string; sid: string },
  exp: number,
  secret = TEST_JWT_SECRET,
  alg = "HS256",
) {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg })
    .setSubject(claims.sub)
    .setIssuer("ledgerline")
    .setAudience("ledgerline-api")
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

describe("POST /auth/login", () => {
  it("answers a token and the home path of a provider user", async () => {
    const response = await app().inject({
      method: "POST",
      url: "/auth/login",
      payload: { username: admin.email, password: admin.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, home: "/investor/", token: expect.any(String) });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    expect(decodeJwt(body.token)).toMatchObject({
      sub: admin.user._id,
      iss: "ledgerline",
      aud: "ledgerline-api",
    });
  });

  it("takes form-encoded fields, trims them and ignores the case of the username", async () => {
    const response = await app().inject({
      method: "POST",
      url: "/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        username: ` ${clientUser.email.toUpperCase()} `,
        password: ` ${clientUser.password} `,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().home).toBe("/client/acme-microfinance/");
  });

  it("answers 'Failed to authenticate', the same way, for a wrong password, an unknown user and a deleted user", async () => {
    const deleted = await seedUser(
      database.db(),
      "dora.deleted@acme.test",
      ["CLIENT"],
      {},
      { status: "DELETED" },
    );
    const attempts = [
      { username: admin.email, password: "wrong-password" },
      { username: "nobody@nowhere.test", password: "whatever-1" },
      { username: deleted.email, password: deleted.password },
    ];
    for (const payload of attempts) {
      const response = await app().inject({ method: "POST", url: "/auth/login", payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error: {
          code: "UNAUTHENTICATED",
          message: "Failed to authenticate",
          messageId: "login-failed",
          params: {},
        },
      });
    }
  });

  it("asks for both fields", async () => {
    const response = await app().inject({
      method: "POST",
      url: "/auth/login",
      payload: { username: admin.email },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("BAD_USER_INPUT");
  });
});

describe("POST /auth/usercheck", () => {
  it("answers the same services for a known and an unknown user", async () => {
    const known = await app().inject({
      method: "POST",
      url: "/auth/usercheck",
      payload: { username: admin.email },
    });
    const unknown = await app().inject({
      method: "POST",
      url: "/auth/usercheck",
      payload: { username: "ghost@provider.test" },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ services: { password: true, sso: false } });
    expect(unknown.json()).toEqual(known.json());
  });
});

describe("bearer tokens", () => {
  it("whoAmI is null without a token and the full profile with one", async () => {
    expect((await gql(app(), WHO)).data).toEqual({ whoAmI: null });
    const token = await login(app(), clientUser.email, clientUser.password);
    const answer = await gql(app(), WHO, {}, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.whoAmI).toMatchObject({
      _id: clientUser.user._id,
      roles: ["CLIENT"],
      home: "/client/acme-microfinance/",
      clientKey: "acme-microfinance",
      context: { level: "CLIENT", isAdmin: false, isClient: true, defaultClient: "acme-microfinance" },
      clients: [{ key: "acme-microfinance" }],
    });
    expect(answer.data?.whoAmI.permissions).toContainEqual({ context: "level", action: "CLIENT", value: 1 });
  });

  it("gives a fresh token in the refresh-token header, which works in turn", async () => {
    const token = await login(app(), admin.email, admin.password);
    const first = await gql(app(), "{ whoAmI { _id } }", {}, { token });
    const fresh = first.headers["refresh-token"];
    expect(typeof fresh).toBe("string");
    expect(decodeJwt(fresh as string)).toMatchObject({ sub: admin.user._id, sid: decodeJwt(token).sid });
    const second = await gql(app(), "{ whoAmI { _id } }", {}, { token: fresh as string });
    expect(second.data?.whoAmI._id).toBe(admin.user._id);
  });

  it("refuses an expired token with UNAUTHENTICATED and no fresh token", async () => {
    const token = await login(app(), admin.email, admin.password);
    const { sid } = decodeJwt(token) as { sid: string };
    const expired = await sign({ sub: admin.user._id, sid }, Math.floor(Date.now() / 1000) - 60);
    const answer = await gql(app(), WHO, {}, { token: expired });
    expect(errorCode(answer)).toBe("UNAUTHENTICATED");
    expect(answer.errors?.[0]?.message).toMatch(/expired/);
    expect(answer.headers["refresh-token"]).toBeUndefined();
  });

  it("refuses forged tokens: another secret, alg none, a changed subject, garbage", async () => {
    const token = await login(app(), clientUser.email, clientUser.password);
    const { sid } = decodeJwt(token) as { sid: string };
    const later = Math.floor(Date.now() / 1000) + 600;
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, sub: admin.user._id })).toString("base64url");
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${Buffer.from(JSON.stringify({ ...claims, sub: admin.user._id })).toString("base64url")}.`;
    const forgeries = [
      await sign({ sub: admin.user._id, sid }, later, "another-secret-that-is-long-enough-to-use"),
      none,
      `${header}.${promoted}.${signature}`,
      // right secret, real session, but the subject is not the session's user
      await sign({ sub: admin.user._id, sid }, later),
      "not-a-token",
    ];
    for (const forged of forgeries) {
      const answer = await gql(app(), WHO, {}, { token: forged });
      expect(errorCode(answer), forged).toBe("UNAUTHENTICATED");
      expect(answer.data?.whoAmI ?? null).toBeNull();
    }
  });

  it("ends the session at logout: the token and its refreshed tokens are refused", async () => {
    const token = await login(app(), admin.email, admin.password);
    const refreshed = (await gql(app(), "{ whoAmI { _id } }", {}, { token })).headers[
      "refresh-token"
    ] as string;
    const logout = await app().inject({
      method: "POST",
      url: "/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true });
    for (const revoked of [token, refreshed]) {
      const answer = await gql(app(), WHO, {}, { token: revoked });
      expect(errorCode(answer)).toBe("UNAUTHENTICATED");
      expect(answer.errors?.[0]?.message).toMatch(/session has ended/);
    }
    const again = await app().inject({
      method: "POST",
      url: "/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("ends the sessions of a user who is deleted", async () => {
    const doomed = await seedUser(database.db(), "dan.doomed@acme.test", ["CLIENT"]);
    const token = await login(app(), doomed.email, doomed.password);
    await database
      .db()
      .collection("users")
      .updateOne({ _id: doomed.user._id as never }, { $set: { status: "DELETED" } });
    expect(errorCode(await gql(app(), "{ whoAmI { _id } }", {}, { token }))).toBe("UNAUTHENTICATED");
  });

  it("answers protected operations without a token with UNAUTHENTICATED, and public ones regardless of a bad token", async () => {
    expect(errorCode(await gql(app(), "{ regions { _id } }"))).toBe("UNAUTHENTICATED");
    const countries = await gql(app(), "{ countries { name } }", {}, { token: "not-a-token" });
    expect(countries.errors).toBeUndefined();
    expect(countries.data?.countries.map((country: { name: string }) => country.name)).toEqual([
      "Cambodia",
      "Kenya",
      "Peru",
    ]);
  });
});

describe("permissions", () => {
  it("lets a deny entry win over the allow of a role", async () => {
    const restricted = await seedUser(
      database.db(),
      "rita.restricted@provider.test",
      ["investor-admin"],
      {},
      {
        permissions: [{ context: "users", action: "read", value: -1 }],
      },
    );
    const token = await login(app(), restricted.email, restricted.password);
    const who = await gql(app(), "{ whoAmI { permissions { context action value } } }", {}, { token });
    const entries = who.data?.whoAmI.permissions.filter(
      (entry: { context: string; action: string }) => entry.context === "users" && entry.action === "read",
    );
    expect(entries).toEqual([{ context: "users", action: "read", value: -1 }]);
    expect(errorCode(await gql(app(), "{ users { pageInfo { total } } }", {}, { token }))).toBe("FORBIDDEN");
    expect((await gql(app(), "{ clients { pageInfo { total } } }", {}, { token })).errors).toBeUndefined();
  });
});

describe("updateLanguage", () => {
  it("records the language of the signed-in user, and refuses an unknown one leaving it unchanged", async () => {
    const token = await login(app(), clientUser.email, clientUser.password);
    const mutation =
      "mutation ($language: String!) { updateLanguage(language: $language) { success error { code message } } }";
    expect((await gql(app(), mutation, { language: "fr" }, { token })).data?.updateLanguage).toEqual({
      success: true,
      error: null,
    });
    const refused = await gql(app(), mutation, { language: "xx" }, { token });
    expect(refused.data?.updateLanguage).toMatchObject({ success: false, error: { code: "BAD_USER_INPUT" } });
    expect((await gql(app(), "{ whoAmI { language } }", {}, { token })).data?.whoAmI.language).toBe("fr");
    expect(errorCode(await gql(app(), mutation, { language: "en" }))).toBe("UNAUTHENTICATED");
  });
});
