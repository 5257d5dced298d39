// Configuration read from the environment once at start-up. A wrong value stops the server with a message
// that names the variable and what it expects.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export interface Config {
  port: number;
  host: string;
  mongodbUri: string;
  databaseName: string;
  providerKey: string;
  portalDist: string;
  studioDist: string;
  demo: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number, got "${env.PORT}"`);
  const mongodbUri = env.MONGODB_URI ?? "";
  if (!/^mongodb(\+srv)?:\/\//.test(mongodbUri))
    problems.push(`MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string, got "${mongodbUri}"`);
  const providerKey = env.PROVIDER_KEY ?? "investor";
  if (!/^[a-z][a-z0-9-]{1,30}$/.test(providerKey))
    problems.push(`PROVIDER_KEY must be 2-31 lower-case letters, digits or dashes, got "${providerKey}"`);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n- ${problems.join("\n- ")}`);

  return {
    port,
    host: env.HOST ?? "127.0.0.1",
    mongodbUri,
    databaseName: databaseNameFrom(mongodbUri) ?? env.MONGODB_DATABASE ?? "ledgerline",
    providerKey,
    portalDist: resolve(env.PORTAL_DIST ?? resolve(appRoot, "../portal/dist")),
    studioDist: resolve(env.STUDIO_DIST ?? resolve(appRoot, "../config-studio/dist")),
    demo: env.LEDGERLINE_DEMO === "1",
  };
}

function databaseNameFrom(uri: string): string | undefined {
  const path = uri.replace(/^mongodb(\+srv)?:\/\/[^/]*/, "").split("?")[0] ?? "";
  const name = path.replace(/^\//, "");
  return name === "" ? undefined : decodeURIComponent(name);
}
