// Builds the API against this file's own test database; closed after the file.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app";
import type { BuildOptions } from "../src/app";
import { readConfig } from "../src/config";
import type { Config } from "../src/config";
import { RATE_LIMIT_RULES } from "../src/platform/rate-limit";
import type { RateLimitRules } from "../src/platform/rate-limit";
import type { TestDatabase } from "./database";

/** A fixed secret for tests, so a test can also forge tokens with another one. */
export const TEST_JWT_SECRET = "test-secret-of-at-least-thirty-two-characters";

/** A quicker scrypt than OWASP's for tests that create many passwords; the hash format is the same. */
export const TEST_SCRYPT = { ln: 12, r: 8, p: 1 };

/** Limits high enough that only the rate-limit tests meet them. */
export const TEST_RATE_LIMITS: RateLimitRules = Object.fromEntries(
  RATE_LIMIT_RULES.map((rule) => [rule, { max: 10_000, windowMs: 60_000 }]),
) as RateLimitRules;

export function testConfig(database: TestDatabase, overrides: Partial<Config> = {}): Config {
  const noDist = mkdtempSync(join(tmpdir(), "ledgerline-nodist-"));
  return {
    ...readConfig({
      MONGODB_URI: database.uri,
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: "http://portal.test",
    }),
    databaseName: database.name,
    portalDist: noDist,
    studioDist: noDist,
    ...overrides,
  };
}

/** `overrides` may be a function, read when the app is built (after earlier beforeAll hooks ran). */
export function useTestApp(
  database: TestDatabase,
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  options: BuildOptions = {},
) {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const config = testConfig(database, typeof overrides === "function" ? overrides() : overrides);
    app = await buildApp(config, { scrypt: TEST_SCRYPT, rateLimits: TEST_RATE_LIMITS, ...options });
  });
  afterAll(() => app?.close());
  return () => {
    if (!app) throw new Error("the test app is not built yet");
    return app;
  };
}
