import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { gql, seedUser } from "../../../test/fixtures";
import type { SeededUser } from "../../../test/fixtures";
import { startOidcProvider } from "@ledgerline/devtools/oidc-provider";

const database = useTestDatabase("sso");
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: ["http://portal.test/auth/sso/callback"] });
});
afterAll(() => provider?.close());

const app = useTestApp(database, () => ({
  sso: {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    domains: ["provider.test"],
  },
}));
const withoutSso = useTestApp(database);

let staff: SeededUser;
beforeAll(async () => {
  staff = await seedUser(database.db(), "sam.staff@provider.test", ["investor-admin"]);
});

interface Round {
  location: string;
  cookie: string;
  callback: URL;
}

/** /auth/sso/login → the provider's authorization endpoint (a real HTTP call) → the callback URL it sends back. */
async function authorize(api: FastifyInstance): Promise<Round> {
  const start = await api.inject({ method: "GET", url: "/auth/sso/login" });
  expect(start.statusCode).toBe(302);
  const location = start.headers.location as string;
  expect(location.startsWith(`${provider.issuer}/authorize?`)).toBe(true);
  const cookie = String(start.headers["set-cookie"]).split(";")[0]!;
  const callback = await provider.authorize(location);
  expect(callback.origin + callback.pathname).toBe("http://portal.test/auth/sso/callback");
  return { location, cookie, callback };
}

async function callBack(api: FastifyInstance, round: Round, cookie = round.cookie) {
  const response = await api.inject({
    method: "GET",
    url: `/auth/sso/callback${round.callback.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string, "http://portal.test");
}

describe("single sign-on with OpenID Connect", () => {
  it("sends the users of the SSO domains to single sign-on, the others to their password", async () => {
    const sso = await app().inject({
      method: "POST",
      url: "/auth/usercheck",
      payload: { username: "Anyone@Provider.test" },
    });
    expect(sso.json()).toEqual({ services: { password: false, sso: true } });
    const password = await app().inject({
      method: "POST",
      url: "/auth/usercheck",
      payload: { username: "someone@client.test" },
    });
    expect(password.json()).toEqual({ services: { password: true, sso: false } });
  });

  it("round trip: login → provider → callback → /login?token=… → a session", async () => {
    provider.signIn({ sub: "staff-1", email: staff.email.toUpperCase(), emailVerified: true });
    const round = await authorize(app());
    const params = new URL(round.location).searchParams;
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("redirect_uri")).toBe("http://portal.test/auth/sso/callback");
    expect(params.get("nonce")).toBeTruthy();
    const landing = await callBack(app(), round);
    expect(landing.pathname).toBe("/login");
    const token = landing.searchParams.get("token");
    expect(token).toBeTruthy();
    const who = await gql(app(), "{ whoAmI { _id home } }", {}, { token: token! });
    expect(who.data?.whoAmI).toEqual({ _id: staff.user._id, home: "/investor/" });
    const audit = await database.db().collection("audits").findOne({ action: "GET /auth/sso/callback" });
    expect(audit).toMatchObject({
      description: "Logged in with single sign-on",
      user: { _id: staff.user._id },
    });

    // The same callback cannot be used twice.
    const replay = await callBack(app(), round);
    expect(replay.searchParams.get("token")).toBeNull();
    expect(replay.searchParams.get("ssoError")).toMatch(/failed/);
  });

  it("refuses a callback without the browser's state cookie, before asking the provider anything", async () => {
    provider.signIn({ sub: "staff-1", email: staff.email, emailVerified: true });
    const round = await authorize(app());
    const before = provider.tokenRequests;
    const landing = await callBack(app(), round, "");
    expect(landing.searchParams.get("ssoError")).toMatch(/failed/);
    expect(provider.tokenRequests).toBe(before);
  });

  it("refuses a person the portal does not know, or whose e-mail the provider does not vouch for", async () => {
    provider.signIn({ sub: "stranger", email: "stranger@provider.test", emailVerified: true });
    const unknown = await callBack(app(), await authorize(app()));
    expect(unknown.searchParams.get("ssoError")).toBe("No active user has this e-mail address");
    provider.signIn({ sub: "staff-1", email: staff.email, emailVerified: false });
    const unverified = await callBack(app(), await authorize(app()));
    expect(unverified.searchParams.get("ssoError")).toBe(
      "The identity provider did not confirm an e-mail address",
    );
  });

  it("is off without SSO settings", async () => {
    const response = await withoutSso().inject({ method: "GET", url: "/auth/sso/login" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });
});
