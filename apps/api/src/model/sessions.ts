// A session as stored: one document per login ({_id, userId, method, created, expiresAt, revokedAt}).
export interface SessionDoc {
  _id: string;
  userId: string;
  method: "password" | "sso";
  created: string;
  /** The session ends here, however active (Config.sessionMaxSeconds after login). */
  expiresAt: string;
  revokedAt: string | null;
}
