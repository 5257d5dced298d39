import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config";

const secretFile = () => join(mkdtempSync(join(tmpdir(), "ledgerline-config-")), "jwt-secret");
const SECRET = "a-secret-of-at-least-thirty-two-characters!";

describe("readConfig", () => {
  it("applies the documented defaults", () => {
    const config = readConfig({ MONGODB_URI: "mongodb://127.0.0.1:27017/", JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      providerKey: "investor",
      databaseName: "ledgerline",
      production: false,
      smtpUrl: null,
      sso: null,
      publicUrl: "http://127.0.0.1:3000",
      mailFrom: "Ledgerline <no-reply@127.0.0.1>",
      tokenTtlSeconds: 900,
    });
  });

  it("takes the database name from the connection string", () => {
    expect(
      readConfig({ MONGODB_URI: "mongodb://db.example:27017/portal?retryWrites=true", JWT_SECRET: SECRET })
        .databaseName,
    ).toBe("portal");
  });

  it("stops with every wrong value named", () => {
    const attempt = () =>
      readConfig({
        MONGODB_URI: "postgres://x",
        PORT: "eighty",
        PROVIDER_KEY: "Bad Key",
        JWT_SECRET: "short",
        SMTP_URL: "http://mail",
        PUBLIC_URL: "portal",
        SSO_ISSUER: "https://login.example",
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PORT must be a port number[\s\S]*MONGODB_URI must be[\s\S]*PROVIDER_KEY must be[\s\S]*JWT_SECRET must be at least 32[\s\S]*SMTP_URL must be[\s\S]*PUBLIC_URL must be[\s\S]*SSO_ISSUER, SSO_CLIENT_ID and SSO_CLIENT_SECRET must be set together/,
    );
  });

  it("generates a development JWT secret on the first start and keeps it", () => {
    const file = secretFile();
    const first = readConfig({ MONGODB_URI: "mongodb://h/", PORT: "3001" }, { secretFile: file });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file, "utf8").trim()).toBe(first.jwtSecret);
    expect(readConfig({ MONGODB_URI: "mongodb://h/" }, { secretFile: file }).jwtSecret).toBe(first.jwtSecret);
  });

  it("requires JWT_SECRET in production and never generates one there", () => {
    const file = secretFile();
    expect(() =>
      readConfig({ MONGODB_URI: "mongodb://h/", NODE_ENV: "production" }, { secretFile: file }),
    ).toThrow(/JWT_SECRET is required when NODE_ENV=production/);
    expect(existsSync(file)).toBe(false);
  });

  it("reads SMTP and single sign-on settings, and hides the SMTP password in messages", () => {
    const config = readConfig({
      MONGODB_URI: "mongodb://h/",
      JWT_SECRET: SECRET,
      SMTP_URL: "smtps://user:pa55@mail.example:465",
      PUBLIC_URL: "https://portal.example/",
      SSO_ISSUER: "https://login.example/tenant",
      SSO_CLIENT_ID: "ledgerline",
      SSO_CLIENT_SECRET: "s3cret",
      SSO_DOMAINS: "Provider.example, staff.example",
    });
    expect(config).toMatchObject({
      smtpUrl: "smtps://user:pa55@mail.example:465",
      publicUrl: "https://portal.example",
      mailFrom: "Ledgerline <no-reply@portal.example>",
      sso: {
        issuer: "https://login.example/tenant",
        clientId: "ledgerline",
        clientSecret: "s3cret",
        domains: ["provider.example", "staff.example"],
      },
    });
    expect(() =>
      readConfig({ MONGODB_URI: "mongodb://h/", JWT_SECRET: SECRET, SMTP_URL: "ftp://user:pa55@mail" }),
    ).toThrow(/ftp:\/\/user:\*\*\*@mail/);
    expect(() =>
      readConfig({
        MONGODB_URI: "mongodb://h/",
        JWT_SECRET: SECRET,
        NODE_ENV: "production",
        SSO_ISSUER: "http://login.example",
        SSO_CLIENT_ID: "a",
        SSO_CLIENT_SECRET: "b",
      }),
    ).toThrow(/SSO_ISSUER must be an https:\/\/ URL/);
  });
});

describe("readConfig: reminders", () => {
  const base = { MONGODB_URI: "mongodb://127.0.0.1:27017/", JWT_SECRET: SECRET };

  it("runs the reminder round by default in production and in the demo only, 3 days ahead, hourly", () => {
    expect(readConfig(base).reminders).toEqual({ enabled: false, daysBefore: 3, intervalMinutes: 60 });
    expect(readConfig({ ...base, LEDGERLINE_DEMO: "1" }).reminders.enabled).toBe(true);
    expect(readConfig({ ...base, NODE_ENV: "production" }).reminders.enabled).toBe(true);
    expect(
      readConfig({
        ...base,
        NODE_ENV: "production",
        REMINDER_ENABLED: "0",
        REMINDER_DAYS_BEFORE: "5",
        REMINDER_INTERVAL_MINUTES: "15",
      }).reminders,
    ).toEqual({ enabled: false, daysBefore: 5, intervalMinutes: 15 });
  });

  it("names wrong reminder settings", () => {
    const attempt = () =>
      readConfig({
        ...base,
        REMINDER_ENABLED: "yes",
        REMINDER_DAYS_BEFORE: "-1",
        REMINDER_INTERVAL_MINUTES: "0",
      });
    expect(attempt).toThrow(
      /REMINDER_ENABLED must be[\s\S]*REMINDER_DAYS_BEFORE must be a whole number from 0 to 60[\s\S]*REMINDER_INTERVAL_MINUTES must be a whole number from 1 to 1440/,
    );
  });
});

describe("readConfig: worker threads", () => {
  const base = { MONGODB_URI: "mongodb://127.0.0.1:27017/", JWT_SECRET: SECRET };

  it("leaves a core to the request thread by default, and takes WORKER_THREADS from 1 to 64", () => {
    expect(readConfig(base).workerThreads).toBe(Math.max(1, availableParallelism() - 1));
    expect(readConfig({ ...base, WORKER_THREADS: "3" }).workerThreads).toBe(3);
    for (const wrong of ["0", "2.5", "65", "many"])
      expect(() => readConfig({ ...base, WORKER_THREADS: wrong })).toThrow(
        /WORKER_THREADS must be a whole number from 1 to 64/,
      );
  });
});
