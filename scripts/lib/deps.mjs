// Installs the workspace's npm dependencies when node_modules is missing or was installed from another
// lockfile. Runs before anything is installed, so it uses Node built-ins only.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./process.mjs";

const STAMP = ".ledgerline-lock.sha256";

/** @param {string} root */
export function lockfileHash(root) {
  return createHash("sha256")
    .update(readFileSync(join(root, "package-lock.json")))
    .digest("hex");
}

/**
 * @param {string} root repository root
 * @returns {boolean} whether node_modules matches package-lock.json
 */
export function dependenciesAreCurrent(root) {
  const stamp = join(root, "node_modules", STAMP);
  return existsSync(stamp) && readFileSync(stamp, "utf8").trim() === lockfileHash(root);
}

/**
 * @param {string} root repository root
 * @param {(line: string) => void} log
 */
export async function ensureDependencies(root, log) {
  if (dependenciesAreCurrent(root)) return;
  log("Installing npm dependencies (npm ci)…");
  await run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root });
  writeFileSync(join(root, "node_modules", STAMP), lockfileHash(root) + "\n");
}
