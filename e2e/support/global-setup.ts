// Builds the app (Turborepo's cache makes this quick when nothing changed), starts a fresh FerretDB on a
// temporary data directory, then the API serving the built portal and studio. Returns the teardown.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, repoRoot } from "@ledgerline/devtools/ferretdb";
import { startOidcProvider } from "@ledgerline/devtools/oidc-provider";
import { run, terminate, waitForHealth } from "@ledgerline/devtools/process";
import { e2ePort } from "../playwright.config";
import { SSO_DOMAIN } from "./demo";

export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) {
    await run("npx", ["turbo", "run", "build", "--output-logs=errors-only"], {
      cwd: repoRoot,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
    });
  }
  const dataDir = mkdtempSync(join(tmpdir(), "ledgerline-e2e-"));
  const database = await openDatabase({ dataDir });
  // The demo portfolio (its logins: support/demo.ts) and single sign-on against a provider started here.
  const publicUrl = `http://127.0.0.1:${e2ePort}`;
  const oidc = await startOidcProvider({
    clientId: "ledgerline-e2e",
    redirectUris: [`${publicUrl}/auth/sso/callback`],
  });
  process.env.E2E_OIDC_ISSUER = oidc.issuer;
  const api = spawn("node", [join(repoRoot, "apps/api/dist/server.js")], {
    env: {
      ...process.env,
      MONGODB_URI: database.uri,
      MONGODB_DATABASE: "ledgerline_e2e",
      PORT: String(e2ePort),
      LOG_LEVEL: "warn",
      LEDGERLINE_DEMO: "1",
      PUBLIC_URL: publicUrl,
      SSO_ISSUER: oidc.issuer,
      SSO_CLIENT_ID: oidc.clientId,
      SSO_CLIENT_SECRET: oidc.clientSecret,
      SSO_DOMAINS: SSO_DOMAIN,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${e2ePort}/health`, () => api.exitCode === null, 120_000);
  } catch (error) {
    await terminate(api);
    await database.stop();
    await oidc.close();
    throw error;
  }
  return async () => {
    await terminate(api);
    await database.stop();
    await oidc.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
