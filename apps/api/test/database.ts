// A database of its own for one test file, dropped when the file is done.
import { randomUUID } from "node:crypto";
import { MongoClient } from "mongodb";
import type { Db } from "mongodb";
import { afterAll, beforeAll, inject } from "vitest";

export interface TestDatabase {
  uri: string;
  name: string;
  db: () => Db;
}

export function useTestDatabase(label: string): TestDatabase {
  const uri = inject("mongoUri");
  const name = `test_${label.replace(/[^a-z0-9]/gi, "_")}_${randomUUID().slice(0, 8)}`;
  const client = new MongoClient(uri);
  beforeAll(() => client.connect());
  afterAll(async () => {
    await client.db(name).dropDatabase();
    await client.close();
  });
  return { uri, name, db: () => client.db(name) };
}
