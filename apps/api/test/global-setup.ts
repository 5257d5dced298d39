// One database server for the whole test run: MONGODB_URI when set, otherwise a FerretDB on a temporary
// data directory. Test files receive the URI through `inject("mongoUri")` and each uses its own database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@ledgerline/devtools/ferretdb";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    mongoUri: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "ledgerline-api-test-"));
  const database = await openDatabase({ dataDir });
  project.provide("mongoUri", database.uri);
  return async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
