// Single sign-on with OpenID Connect (authorization code flow with PKCE, state and nonce) against SSO_ISSUER.
// The issuer's metadata is discovered on first use and kept; a failed discovery is retried on the next login.
import * as oidc from "openid-client";
import type { SsoConfig } from "../../config";

export interface SsoStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface SsoIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export class SsoClient {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly settings: SsoConfig,
    private readonly redirectUri: string,
  ) {}

  /** Whether `username` (an e-mail) belongs to a domain that logs in with single sign-on. */
  handles(username: string): boolean {
    const domain = username.trim().toLowerCase().split("@")[1];
    return domain !== undefined && this.settings.domains.includes(domain);
  }

  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.settings.issuer);
      const insecure = issuer.protocol === "http:";
      this.configuration = oidc
        .discovery(
          issuer,
          this.settings.clientId,
          this.settings.clientSecret,
          undefined,
          insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          this.configuration = null;
          throw error;
        });
    }
    return this.configuration;
  }

  async start(): Promise<SsoStart> {
    const configuration = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: "openid email profile",
      response_type: "code",
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return { url, state, nonce, codeVerifier };
  }

  /** Exchanges the code of the callback URL for the verified identity of the person. */
  async finish(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<SsoIdentity> {
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("The identity provider returned no ID token");
    const email = typeof claims.email === "string" ? claims.email : null;
    return { subject: claims.sub, email, emailVerified: claims.email_verified === true };
  }
}
