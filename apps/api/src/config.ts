// Configuration read from the environment once at start-up. A wrong value stops the server with a message
// that names the variable and what it expects.
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** E-mail domains whose users are sent to single sign-on by `POST /auth/usercheck` (lower case). */
  domains: string[];
}

export interface Config {
  port: number;
  host: string;
  mongodbUri: string;
  databaseName: string;
  providerKey: string;
  portalDist: string;
  studioDist: string;
  demo: boolean;
  production: boolean;
  /** Secret of the HS256 session tokens, at least 32 characters. */
  jwtSecret: string;
  /** Lifetime of one bearer token; a fresh one comes in the `refresh-token` header while the session lives. */
  tokenTtlSeconds: number;
  /** A session ends this long after login, however active it is. */
  sessionMaxSeconds: number;
  /** Outgoing mail server (smtp:// or smtps://); null keeps mail in the `mailOutbox` collection. */
  smtpUrl: string | null;
  mailFrom: string;
  sso: SsoConfig | null;
  /** The address people use to reach the portal, used in e-mailed links and the SSO redirect. No trailing slash. */
  publicUrl: string;
  /** Fastify's trustProxy: true behind one reverse proxy, so rate limits see the client's address. */
  trustProxy: boolean;
  reminders: ReminderConfig;
  /** Hours a generated export stays downloadable before the purge removes it (docs/exports.md). */
  exportRetentionHours: number;
  /** Worker threads for Excel writing and reading (docs/architecture.md, "Worker pool"). */
  workerThreads: number;
}

/** The scheduled report reminders (docs/reporting.md, "Reminders"). */
export interface ReminderConfig {
  /** Whether this process runs the reminder round; several processes may, claims keep each mail single. */
  enabled: boolean;
  /** A created report is "due soon" from this many days before its due date. */
  daysBefore: number;
  /** Minutes between two reminder rounds. */
  intervalMinutes: number;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = resolve(appRoot, "../..");

/** Where a development JWT secret is kept between starts (git-ignored, like the rest of `.data/`). */
export const devSecretFile = resolve(repoRoot, ".data", "jwt-secret");

export interface ReadConfigOptions {
  /** Overrides the file a development JWT secret is generated into (tests). */
  secretFile?: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, options: ReadConfigOptions = {}): Config {
  const problems: string[] = [];
  const production = env.NODE_ENV === "production";

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number, got "${env.PORT}"`);
  const mongodbUri = env.MONGODB_URI ?? "";
  if (!/^mongodb(\+srv)?:\/\//.test(mongodbUri))
    problems.push(
      `MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string, got "${mongodbUri}"`,
    );
  const providerKey = env.PROVIDER_KEY ?? "investor";
  if (!/^[a-z][a-z0-9]{1,30}$/.test(providerKey))
    problems.push(
      `PROVIDER_KEY must be 2-31 lower-case letters or digits, starting with a letter, got "${providerKey}"`,
    );

  const jwtSecret = readJwtSecret(env, production, options.secretFile ?? devSecretFile, problems);

  const smtpUrl = nonEmpty(env.SMTP_URL);
  if (smtpUrl !== null && !isUrl(smtpUrl, ["smtp:", "smtps:"]))
    problems.push(`SMTP_URL must be an smtp:// or smtps:// URL, got "${redactUrl(smtpUrl)}"`);

  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://127.0.0.1:${port}`).replace(/\/+$/, "");
  if (!isUrl(publicUrl, ["http:", "https:"]))
    problems.push(`PUBLIC_URL must be an http:// or https:// URL, got "${publicUrl}"`);

  const sso = readSso(env, production, problems);

  const mailFrom = nonEmpty(env.MAIL_FROM) ?? `Ledgerline <no-reply@${hostOf(publicUrl)}>`;
  const trustProxy = env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true";
  const demo = env.LEDGERLINE_DEMO === "1";
  const reminders = readReminders(env, production || demo, problems);
  const exportRetentionHours = Number(nonEmpty(env.EXPORT_RETENTION_HOURS) ?? 24);
  if (!Number.isInteger(exportRetentionHours) || exportRetentionHours < 1 || exportRetentionHours > 24 * 30)
    problems.push(
      `EXPORT_RETENTION_HOURS must be a whole number of hours from 1 to 720, got "${env.EXPORT_RETENTION_HOURS}"`,
    );

  const workerThreads = readWorkerThreads(env, problems);

  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n- ${problems.join("\n- ")}`);

  return {
    port,
    host: env.HOST ?? "127.0.0.1",
    mongodbUri,
    databaseName: databaseNameFrom(mongodbUri) ?? env.MONGODB_DATABASE ?? "ledgerline",
    providerKey,
    portalDist: resolve(env.PORTAL_DIST ?? resolve(appRoot, "../portal/dist")),
    studioDist: resolve(env.STUDIO_DIST ?? resolve(appRoot, "../config-studio/dist")),
    demo,
    production,
    jwtSecret,
    tokenTtlSeconds: 15 * 60,
    sessionMaxSeconds: 12 * 60 * 60,
    smtpUrl,
    mailFrom,
    sso,
    publicUrl,
    trustProxy,
    reminders,
    exportRetentionHours,
    workerThreads,
  };
}

/** Beyond what a machine's cores can run at once, more threads only take memory. */
const MAX_WORKER_THREADS = 64;

/** WORKER_THREADS, else every core but the one the request thread needs (at least one thread). */
function readWorkerThreads(env: NodeJS.ProcessEnv, problems: string[]): number {
  const given = nonEmpty(env.WORKER_THREADS);
  if (given === null) return Math.max(1, availableParallelism() - 1);
  const threads = Number(given);
  if (!Number.isInteger(threads) || threads < 1 || threads > MAX_WORKER_THREADS)
    problems.push(`WORKER_THREADS must be a whole number from 1 to ${MAX_WORKER_THREADS}, got "${given}"`);
  return threads;
}

function readReminders(env: NodeJS.ProcessEnv, onByDefault: boolean, problems: string[]): ReminderConfig {
  const switchedOn = nonEmpty(env.REMINDER_ENABLED);
  if (switchedOn !== null && !/^(1|0|true|false)$/.test(switchedOn))
    problems.push(`REMINDER_ENABLED must be 1, 0, true or false, got "${switchedOn}"`);
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const given = nonEmpty(env[name]);
    const value = given === null ? fallback : Number(given);
    if (!Number.isInteger(value) || value < min || value > max)
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${given}"`);
    return value;
  };
  return {
    enabled: switchedOn === null ? onByDefault : switchedOn === "1" || switchedOn === "true",
    daysBefore: whole("REMINDER_DAYS_BEFORE", 3, 0, 60),
    intervalMinutes: whole("REMINDER_INTERVAL_MINUTES", 60, 1, 24 * 60),
  };
}

function readJwtSecret(
  env: NodeJS.ProcessEnv,
  production: boolean,
  secretFile: string,
  problems: string[],
): string {
  const given = nonEmpty(env.JWT_SECRET);
  if (given !== null) {
    if (given.length < 32)
      problems.push("JWT_SECRET must be at least 32 characters (e.g. `openssl rand -base64 48`)");
    return given;
  }
  if (production) {
    problems.push(
      "JWT_SECRET is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -base64 48`)",
    );
    return "";
  }
  // Development: generate one on the first start and keep it, so sessions survive a restart.
  if (existsSync(secretFile)) {
    const stored = readFileSync(secretFile, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  const generated = randomBytes(48).toString("base64url");
  mkdirSync(dirname(secretFile), { recursive: true });
  writeFileSync(secretFile, `${generated}\n`, { mode: 0o600 });
  chmodSync(secretFile, 0o600);
  return generated;
}

function readSso(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): SsoConfig | null {
  const issuer = nonEmpty(env.SSO_ISSUER);
  const clientId = nonEmpty(env.SSO_CLIENT_ID);
  const clientSecret = nonEmpty(env.SSO_CLIENT_SECRET);
  if (issuer === null && clientId === null && clientSecret === null) return null;
  if (issuer === null || clientId === null || clientSecret === null) {
    problems.push("SSO_ISSUER, SSO_CLIENT_ID and SSO_CLIENT_SECRET must be set together (or none of them)");
    return null;
  }
  if (!isUrl(issuer, production ? ["https:"] : ["https:", "http:"]))
    problems.push(`SSO_ISSUER must be an ${production ? "https://" : "http(s)://"} URL, got "${issuer}"`);
  const domains = (env.SSO_DOMAINS ?? "")
    .split(",")
    .map((domain) => domain.trim().toLowerCase())
    .filter((domain) => domain !== "");
  return { issuer, clientId, clientSecret, domains };
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "localhost";
  }
}

/** A URL with its password replaced, fit for a message. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return value.replace(/:[^:@/]*@/, ":***@");
  }
}

function databaseNameFrom(uri: string): string | undefined {
  const path = uri.replace(/^mongodb(\+srv)?:\/\/[^/]*/, "").split("?")[0] ?? "";
  const name = path.replace(/^\//, "");
  return name === "" ? undefined : decodeURIComponent(name);
}
