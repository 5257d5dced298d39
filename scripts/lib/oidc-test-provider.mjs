// A real OpenID Connect provider for tests (the `oidc-provider` package) on loopback, with an in-memory
// store. The person at its login screen is whoever the test names, through `signIn()` in the same process or
// `POST /test/sign-in` ({ sub, email, emailVerified }) from another one (Playwright's workers). `authorize()`
// plays the browser for API tests: it follows the provider's redirects and interaction pages with a cookie jar
// until the provider sends the browser back to the client. Nothing here talks to the outside world.
import { createServer } from "node:http";
import Provider from "oidc-provider";

/** @typedef {{ sub: string, email?: string, emailVerified?: boolean }} OidcIdentity */

/**
 * @param {{ redirectUris: string[], clientId?: string, clientSecret?: string }} options
 */
export async function startOidcProvider({
  redirectUris,
  clientId = "ledgerline",
  clientSecret = "test-client-secret",
}) {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const issuer = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  /** @type {OidcIdentity} */
  let identity = { sub: "nobody" };
  const counters = { tokenRequests: 0 };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
      },
    ],
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
    // Explicit lifetimes (seconds); the defaults are fine but make the package print a notice each.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });

  provider.use(async (ctx, next) => {
    if (ctx.path === "/token") counters.tokenRequests += 1;
    if (ctx.method === "POST" && ctx.path === "/test/sign-in") {
      identity = JSON.parse(await readBody(ctx.req));
      ctx.status = 204;
      return;
    }
    if (!ctx.path.startsWith("/interaction/")) return next();
    // The login and consent screen: the named person logs in and grants what the client asked for.
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const grant = new provider.Grant({ accountId: identity.sub, clientId });
    if (typeof details.params.scope === "string") grant.addOIDCScope(details.params.scope);
    const grantId = await grant.save();
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId: identity.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  });
  server.on("request", provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    /** @param {OidcIdentity} next who logs in at the provider during the next authorization */
    signIn(next) {
      identity = next;
    },
    /**
     * Follows an authorization URL as a browser would; resolves with the redirect back to the client.
     * @param {string} authorizationUrl
     */
    async authorize(authorizationUrl) {
      /** @type {Map<string, string>} */
      const cookies = new Map();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) return url;
        const response = await fetch(url, {
          redirect: "manual",
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
        });
        for (const header of response.headers.getSetCookie()) {
          const [name, ...value] = (header.split(";")[0] ?? "").split("=");
          if (name) cookies.set(name.trim(), value.join("="));
        }
        const location = response.headers.get("location");
        if (!location)
          throw new Error(
            `The provider answered ${response.status} without a redirect: ${await response.text()}`,
          );
        url = new URL(location, url);
      }
      throw new Error("The provider redirected too many times");
    },
    get tokenRequests() {
      return counters.tokenRequests;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** @param {import("node:http").IncomingMessage} request */
async function readBody(request) {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
}
