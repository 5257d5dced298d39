import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  chooseSeedDatabase,
  demoStateFile,
  removeDemoState,
  runningDemo,
  writeDemoState,
} from "./demo-state.mjs";

const demo = {
  pid: 4242,
  mongodbUri: "mongodb://127.0.0.1:41234/",
  port: 3100,
  publicUrl: "http://127.0.0.1:3100",
  startedAt: "2026-12-06T21:00:00.000Z",
};

const checkout = () => mkdtempSync(join(tmpdir(), "demo-state-"));

describe("the running demo's state file", () => {
  it("names the running demo, and no demo once its process has gone", () => {
    const root = checkout();
    expect(runningDemo(root)).toBeNull();
    writeDemoState(root, demo);
    expect(runningDemo(root, { exists: (pid) => pid === 4242 })).toEqual(demo);
    expect(runningDemo(root, { exists: () => false })).toBeNull();
  });

  it("is removed only by the run that wrote it", () => {
    const root = checkout();
    writeDemoState(root, demo);
    removeDemoState(root, 999);
    expect(existsSync(demoStateFile(root))).toBe(true);
    removeDemoState(root, 4242);
    expect(existsSync(demoStateFile(root))).toBe(false);
  });

  it("counts an unreadable file as no demo", () => {
    const root = checkout();
    mkdirSync(join(root, ".data"));
    writeFileSync(demoStateFile(root), "{ half a write");
    expect(runningDemo(root, { exists: () => true })).toBeNull();
  });
});

describe("where the seed command works", () => {
  it("refuses to reset the database of a running demo, and says how to reset it", () => {
    const choice = chooseSeedDatabase({ env: {}, demo, reset: true });
    expect(choice.kind).toBe("refuse");
    expect(choice.kind === "refuse" && choice.message).toMatch(/Nothing was changed.*npm start -- --reset/s);
    expect(chooseSeedDatabase({ env: { MONGODB_URI: demo.mongodbUri }, demo, reset: true }).kind).toBe(
      "refuse",
    );
  });

  it("uses MONGODB_URI when set, else the running demo's database, else the embedded one", () => {
    const other = "mongodb://db.example:27017/ledgerline";
    expect(chooseSeedDatabase({ env: { MONGODB_URI: other }, demo, reset: true })).toEqual({
      kind: "uri",
      uri: other,
      demo: null,
    });
    expect(chooseSeedDatabase({ env: {}, demo, reset: false })).toEqual({
      kind: "uri",
      uri: demo.mongodbUri,
      demo,
    });
    expect(chooseSeedDatabase({ env: { MONGODB_URI: "" }, demo: null, reset: true })).toEqual({
      kind: "embedded",
    });
  });
});
