// A small OpenID Connect provider for the end-to-end run, on loopback, with no dependencies: discovery, an
// authorization endpoint that signs in whoever `POST /test/sign-in` named (no login page), a token endpoint
// with client authentication and PKCE, and the JWKS. ID tokens are RS256-signed with a key made for the run.
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface OidcIdentity {
  sub: string;
  email: string;
  emailVerified?: boolean;
}

export interface E2eOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

export async function startOidcProvider(clientId = "ledgerline-e2e", clientSecret = randomBytes(16).toString("hex")): Promise<E2eOidcProvider> {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: "e2e-key", alg: "RS256", use: "sig" };
  const codes = new Map<string, { redirectUri: string; nonce?: string; challenge: string; identity: OidcIdentity }>();
  let identity: OidcIdentity | null = null;
  let issuer = "";

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", issuer || "http://127.0.0.1");
    try {
      if (request.method === "GET" && url.pathname === "/.well-known/openid-configuration") {
        return json(response, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          code_challenge_methods_supported: ["S256"],
          token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
          scopes_supported: ["openid", "email", "profile"],
        });
      }
      if (request.method === "GET" && url.pathname === "/jwks") return json(response, 200, { keys: [jwk] });
      if (request.method === "POST" && url.pathname === "/test/sign-in") {
        identity = JSON.parse(await readBody(request)) as OidcIdentity;
        return json(response, 200, { ok: true });
      }
      if (request.method === "GET" && url.pathname === "/authorize") {
        const query = Object.fromEntries(url.searchParams);
        if (!identity || query.client_id !== clientId || query.response_type !== "code" || query.code_challenge_method !== "S256") {
          return json(response, 400, { error: "invalid_request" });
        }
        const code = randomBytes(16).toString("base64url");
        codes.set(code, { redirectUri: query.redirect_uri!, nonce: query.nonce, challenge: query.code_challenge!, identity });
        const target = new URL(query.redirect_uri!);
        target.searchParams.set("code", code);
        if (query.state) target.searchParams.set("state", query.state);
        response.writeHead(302, { location: target.href }).end();
        return;
      }
      if (request.method === "POST" && url.pathname === "/token") {
        const body = Object.fromEntries(new URLSearchParams(await readBody(request)));
        let [id, secret] = [body.client_id, body.client_secret];
        const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "");
        if (basic) [id, secret] = Buffer.from(basic[1]!, "base64").toString().split(":").map(decodeURIComponent);
        if (id !== clientId || secret !== clientSecret) return json(response, 401, { error: "invalid_client" });
        const pending = codes.get(body.code ?? "");
        codes.delete(body.code ?? "");
        if (body.grant_type !== "authorization_code" || !pending || pending.redirectUri !== body.redirect_uri) {
          return json(response, 400, { error: "invalid_grant" });
        }
        if (createHash("sha256").update(body.code_verifier ?? "").digest("base64url") !== pending.challenge) {
          return json(response, 400, { error: "invalid_grant" });
        }
        const now = Math.floor(Date.now() / 1000);
        const claims = {
          iss: issuer,
          sub: pending.identity.sub,
          aud: clientId,
          iat: now,
          exp: now + 300,
          email: pending.identity.email,
          email_verified: pending.identity.emailVerified ?? true,
          ...(pending.nonce ? { nonce: pending.nonce } : {}),
        };
        const unsigned = `${base64url(JSON.stringify({ alg: "RS256", kid: "e2e-key", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}`;
        const idToken = `${unsigned}.${base64url(sign("RSA-SHA256", Buffer.from(unsigned), privateKey))}`;
        return json(response, 200, { access_token: randomBytes(16).toString("base64url"), token_type: "Bearer", expires_in: 300, id_token: idToken });
      }
      json(response, 404, { error: "not_found" });
    } catch (error) {
      json(response, 500, { error: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
