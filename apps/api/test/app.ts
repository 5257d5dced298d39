// Builds the API against this file's own test database; closed after the file.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app";
import { readConfig } from "../src/config";
import type { Config } from "../src/config";
import type { TestDatabase } from "./database";

type App = Awaited<ReturnType<typeof buildApp>>;

export function useTestApp(database: TestDatabase, overrides: Partial<Config> = {}) {
  let app: App | undefined;
  beforeAll(async () => {
    const noDist = mkdtempSync(join(tmpdir(), "ledgerline-nodist-"));
    const config = {
      ...readConfig({ MONGODB_URI: database.uri }),
      databaseName: database.name,
      portalDist: noDist,
      studioDist: noDist,
      ...overrides,
    };
    app = await buildApp(config);
  });
  afterAll(() => app?.close());
  return () => {
    if (!app) throw new Error("the test app is not built yet");
    return app;
  };
}
