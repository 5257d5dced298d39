// Password hashing with scrypt at the OWASP-recommended cost (N=2^17, r=8, p=1), stored in PHC string format
// (`$scrypt$ln=17,r=8,p=1$<salt>$<hash>`) so the parameters can be raised later without breaking old hashes.
// Each hash takes 128 MiB for a moment, so at most a few run at once.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { ScryptOptions } from "node:crypto";
import type { StrengthLevel } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import { passwordProblem as problemOf } from "@ledgerline/schemas/password";
import type { Text } from "../../platform/errors";

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17 (128 MiB), r=8, p=1. */
export const OWASP_SCRYPT: ScryptParams = { ln: 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAX_CONCURRENT = 4;

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** Parses a stored hash: the PHC form, or the earlier `scrypt$N$r$p$salt$key` form. */
function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const phc = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(
    stored,
  );
  if (phc) {
    const [, ln, r, p, salt, key] = phc;
    return {
      params: { ln: Number(ln), r: Number(r), p: Number(p) },
      salt: Buffer.from(salt!, "base64"),
      key: Buffer.from(key!, "base64"),
    };
  }
  const legacy = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (legacy) {
    const [, n, r, p, salt, key] = legacy;
    const ln = Math.log2(Number(n));
    if (!Number.isInteger(ln)) return null;
    return {
      params: { ln, r: Number(r), p: Number(p) },
      salt: Buffer.from(salt!, "base64"),
      key: Buffer.from(key!, "base64"),
    };
  }
  return null;
}

export async function verifyPassword(password: string, stored: unknown): Promise<boolean> {
  const parsed = typeof stored === "string" ? parse(stored) : null;
  if (!parsed || parsed.params.ln > 20 || parsed.params.r > 32 || parsed.params.p > 16) return false;
  const actual = await derive(password, parsed.salt, parsed.params);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}

/**
 * Spends the time of one verification without a stored hash, so an unknown username takes as long to refuse
 * as a wrong password.
 */
export async function verifyNothing(params: ScryptParams = OWASP_SCRYPT): Promise<false> {
  await derive("not a password", randomBytes(16), params);
  return false;
}

/** The shared password policy's first broken rule as the field message the spec gives, or null. */
export function passwordProblem(password: string, minimumStrength: StrengthLevel = 0): Text | null {
  const problem = problemOf(password, minimumStrength);
  switch (problem?.kind) {
    case undefined:
      return null;
    case "required":
      return message("field-required");
    case "tooShort":
      return `minimal length is ${problem.min}`;
    case "tooLong":
      return `maximal length is ${problem.max}`;
    case "tooWeak":
      return "The password is too weak";
  }
}
