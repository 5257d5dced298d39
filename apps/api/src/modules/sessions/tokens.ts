// Bearer tokens: HS256 JWTs signed with JWT_SECRET, naming the user (`sub`) and the session (`sid`). A token
// lives `tokenTtlSeconds`; the session behind it can be revoked at any time (logout, password change, user
// deleted), which the per-request session check enforces.
import { SignJWT, errors, jwtVerify } from "jose";

export const TOKEN_ISSUER = "ledgerline";
export const TOKEN_AUDIENCE = "ledgerline-api";

export interface TokenClaims {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

export type TokenCheck =
  { valid: true; claims: TokenClaims } | { valid: false; reason: "expired" | "invalid" };

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(userId: string, sessionId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  async verify(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ["HS256"],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ["sub", "exp", "sid"],
      });
      if (
        typeof payload.sub !== "string" ||
        typeof payload.sid !== "string" ||
        typeof payload.exp !== "number"
      ) {
        return { valid: false, reason: "invalid" };
      }
      return {
        valid: true,
        claims: { userId: payload.sub, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) },
      };
    } catch (error) {
      return { valid: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
    }
  }
}
