// Identifiers and secrets. Documents use MongoDB ObjectIds in their 24-hex-digit string form, as the shared
// schemas (`@ledgerline/schemas`) do; one-time secrets are random and stored only as their SHA-256 hash.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { ObjectId } from "mongodb";

const ID_PATTERN = /^[0-9a-f]{24}$/;

export function newId(): string {
  return new ObjectId().toHexString();
}

export function isId(value: unknown): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}

/** A URL-safe random secret for links (invitations, SSO state): 32 characters, 192 bits. */
export function randomToken(): string {
  return randomBytes(24).toString("base64url");
}

/** Letters and digits that cannot be confused when typed from an e-mail (no 0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A short code a person types: validation tokens and reset codes. */
export function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Codes are compared case-insensitively and without spaces, as people type them. */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, "").toUpperCase();
}

export function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
