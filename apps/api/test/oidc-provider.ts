// A small OpenID Connect provider for tests, on loopback: discovery, authorization endpoint (the person is
// "logged in" as whoever the test says), token endpoint with client authentication and PKCE, and JWKS. ID
// tokens are RS256-signed with a key made for the run. Nothing here talks to the outside world.
import { createHash, randomBytes } from "node:crypto";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { SignJWT, exportJWK, generateKeyPair } from "jose";

export interface OidcIdentity {
  sub: string;
  email?: string;
  emailVerified?: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization is for. */
  signIn(identity: OidcIdentity): void;
  tokenRequests: number;
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  challenge: string;
  identity: OidcIdentity;
}

export async function startOidcProvider(clientId = "ledgerline", clientSecret = "test-client-secret"): Promise<TestOidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const codes = new Map<string, PendingCode>();
  let identity: OidcIdentity = { sub: "nobody" };
  const server: FastifyInstance = Fastify();
  server.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const state = { issuer: "", tokenRequests: 0 };

  server.get("/.well-known/openid-configuration", async () => ({
    issuer: state.issuer,
    authorization_endpoint: `${state.issuer}/authorize`,
    token_endpoint: `${state.issuer}/token`,
    jwks_uri: `${state.issuer}/jwks`,
    response_types_supported: ["code"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
    scopes_supported: ["openid", "email", "profile"],
  }));

  server.get("/jwks", async () => ({ keys: [jwk] }));

  server.get("/authorize", async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.client_id !== clientId || query.response_type !== "code" || query.code_challenge_method !== "S256" || !query.code_challenge) {
      return reply.code(400).send({ error: "invalid_request" });
    }
    const code = randomBytes(16).toString("base64url");
    codes.set(code, { clientId, redirectUri: query.redirect_uri!, nonce: query.nonce, challenge: query.code_challenge, identity });
    const target = new URL(query.redirect_uri!);
    target.searchParams.set("code", code);
    if (query.state) target.searchParams.set("state", query.state);
    return reply.redirect(target.href, 302);
  });

  server.post("/token", async (request, reply) => {
    state.tokenRequests += 1;
    const body = request.body as Record<string, string>;
    let [id, secret] = [body.client_id, body.client_secret];
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "");
    if (basic) [id, secret] = Buffer.from(basic[1]!, "base64").toString().split(":").map(decodeURIComponent);
    if (id !== clientId || secret !== clientSecret) return reply.code(401).send({ error: "invalid_client" });
    const pending = codes.get(body.code ?? "");
    codes.delete(body.code ?? "");
    if (body.grant_type !== "authorization_code" || !pending || pending.redirectUri !== body.redirect_uri) {
      return reply.code(400).send({ error: "invalid_grant" });
    }
    const challenge = createHash("sha256").update(body.code_verifier ?? "").digest("base64url");
    if (challenge !== pending.challenge) return reply.code(400).send({ error: "invalid_grant", error_description: "PKCE" });
    const claims: Record<string, unknown> = {};
    if (pending.nonce) claims.nonce = pending.nonce;
    if (pending.identity.email !== undefined) claims.email = pending.identity.email;
    if (pending.identity.emailVerified !== undefined) claims.email_verified = pending.identity.emailVerified;
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(state.issuer)
      .setSubject(pending.identity.sub)
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
    return { access_token: randomBytes(16).toString("base64url"), token_type: "Bearer", expires_in: 300, id_token: idToken };
  });

  const address = await server.listen({ host: "127.0.0.1", port: 0 });
  state.issuer = address;
  return {
    issuer: address,
    clientId,
    clientSecret,
    signIn(next) {
      identity = next;
    },
    get tokenRequests() {
      return state.tokenRequests;
    },
    close: () => server.close(),
  };
}
