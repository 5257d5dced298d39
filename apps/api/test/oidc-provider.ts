// A real OpenID Connect provider for the SSO tests (the `oidc-provider` package), on loopback with an
// in-memory store. The person at the provider's login screen is whoever the test says (`signIn`), and
// `authorize()` plays the browser: it follows the provider's redirects and interaction pages with a cookie
// jar until the provider sends the browser back to the client. Nothing here talks to the outside world.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface OidcIdentity {
  sub: string;
  email?: string;
  emailVerified?: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who logs in at the provider during the next authorization. */
  signIn(identity: OidcIdentity): void;
  /** Follows an authorization URL like a browser would; resolves with the redirect back to the client. */
  authorize(authorizationUrl: string): Promise<URL>;
  tokenRequests: number;
  close(): Promise<void>;
}

export async function startOidcProvider(
  clientId = "ledgerline",
  clientSecret = "test-client-secret",
  redirectUri = "http://portal.test/auth/sso/callback",
): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let identity: OidcIdentity = { sub: "nobody" };
  const counters = { tokenRequests: 0 };
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ["authorization_code"] }],
    routes: { authorization: "/authorize" },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    // The ID token carries the claims of the requested scopes; Ledgerline reads the e-mail from it.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) =>
      sub === identity.sub
        ? {
            accountId: sub,
            claims: () => ({ sub, email: identity.email, email_verified: identity.emailVerified }),
          }
        : undefined,
    features: { devInteractions: { enabled: false } },
  });

  // The login and consent screen: the test's person logs in and grants what the client asked for.
  provider.use(async (ctx, next) => {
    if (ctx.path === "/token") counters.tokenRequests += 1;
    if (!ctx.path.startsWith("/interaction/")) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const grant = new provider.Grant({ accountId: identity.sub, clientId });
    const scope = details.params.scope;
    if (typeof scope === "string") grant.addOIDCScope(scope);
    const grantId = await grant.save();
    await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: identity.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  });
  server.on("request", provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    signIn(next) {
      identity = next;
    },
    async authorize(authorizationUrl) {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) return url;
        const response = await fetch(url, {
          redirect: "manual",
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair] = header.split(";");
          const [name, ...value] = (pair ?? "").split("=");
          if (name) cookies.set(name.trim(), value.join("="));
        }
        const location = response.headers.get("location");
        if (!location) throw new Error(`The provider answered ${response.status} without a redirect: ${await response.text()}`);
        url = new URL(location, url);
      }
      throw new Error("The provider redirected too many times");
    },
    get tokenRequests() {
      return counters.tokenRequests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
