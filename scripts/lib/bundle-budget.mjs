// The bundle budget: what a route costs the browser, read from Vite's build manifest. The first load of a
// page is the entry chunk and everything it imports statically plus the page's own lazy chunk and its static
// imports; a lazy chunk's own cost is what it adds to the first load. Sizes are brotli-compressed bytes, as
// the API serves them (the build writes `.br` copies; a file without one is compressed here). Node built-ins
// only.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/**
 * @typedef {{ file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ entry: string, firstLoad: Record<string, { chunk: string, maxKiB: number }>, lazy: Record<string, number> }} Budget
 * @typedef {{ kind: "first load" | "lazy", name: string, jsKiB: number, cssKiB: number, maxKiB: number, ok: boolean }} BudgetLine
 */

/**
 * The output files a manifest entry needs before it runs: its own, its static imports' (transitively) and
 * their CSS.
 * @param {Manifest} manifest
 * @param {string} key
 * @returns {Set<string>}
 */
export function staticClosure(manifest, key) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`The manifest has no entry ${name}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * The budget a lazy chunk falls under: its exact key, else the longest `prefix*` pattern that matches.
 * @param {Record<string, number>} lazy
 * @param {string} key
 * @returns {number | undefined}
 */
export function lazyBudgetFor(lazy, key) {
  if (key in lazy) return lazy[key];
  const patterns = Object.keys(lazy)
    .filter((pattern) => pattern.endsWith("*") && key.startsWith(pattern.slice(0, -1)))
    .sort((a, b) => b.length - a.length);
  return patterns[0] === undefined ? undefined : lazy[patterns[0]];
}

/**
 * Checks every first load and every lazy chunk of the manifest against the budget. A lazy chunk without a
 * budget is a failure too: a new screen must say what it may cost.
 * @param {Manifest} manifest
 * @param {Budget} budget
 * @param {(file: string) => number} sizeOf compressed bytes of an output file
 * @returns {{ lines: BudgetLine[], unbudgeted: string[] }}
 */
export function checkBudget(manifest, budget, sizeOf) {
  const kib = (/** @type {Iterable<string>} */ files, /** @type {string} */ extension) =>
    [...files].filter((file) => file.endsWith(extension)).reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
  const entry = staticClosure(manifest, budget.entry);
  /** @type {BudgetLine[]} */
  const lines = [];
  for (const [name, { chunk, maxKiB }] of Object.entries(budget.firstLoad)) {
    const files = new Set([...entry, ...staticClosure(manifest, chunk)]);
    const jsKiB = kib(files, ".js");
    lines.push({ kind: "first load", name, jsKiB, cssKiB: kib(files, ".css"), maxKiB, ok: jsKiB <= maxKiB });
  }
  /** @type {string[]} */
  const unbudgeted = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const maxKiB = lazyBudgetFor(budget.lazy, key);
    if (maxKiB === undefined) {
      unbudgeted.push(key);
      continue;
    }
    const own = [...staticClosure(manifest, key)].filter((file) => !entry.has(file));
    const jsKiB = kib(own, ".js");
    lines.push({ kind: "lazy", name: key, jsKiB, cssKiB: kib(own, ".css"), maxKiB, ok: jsKiB <= maxKiB });
  }
  return { lines, unbudgeted };
}

/**
 * Brotli size of a file of `dist`: its `.br` copy when the build wrote one, else compressed now.
 * @param {string} dist
 * @returns {(file: string) => number}
 */
export function brotliSizes(dist) {
  return (file) => {
    const path = join(dist, file);
    if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
    return brotliCompressSync(readFileSync(path), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  };
}

/**
 * The report: one line per check, then the verdict.
 * @param {{ lines: BudgetLine[], unbudgeted: string[] }} result
 * @returns {{ text: string, ok: boolean }}
 */
export function formatBudget({ lines, unbudgeted }) {
  const rows = lines.map(
    (line) =>
      `${line.ok ? "ok  " : "OVER"} ${line.kind.padEnd(10)} ${line.name.padEnd(58)} ` +
      `${line.jsKiB.toFixed(1).padStart(7)} KiB JS / ${String(line.maxKiB).padStart(4)} KiB` +
      (line.cssKiB > 0 ? `  (+${line.cssKiB.toFixed(1)} KiB CSS)` : ""),
  );
  for (const key of unbudgeted) rows.push(`MISSING    ${key}: a lazy chunk with no budget`);
  const ok = unbudgeted.length === 0 && lines.every((line) => line.ok);
  return { text: rows.join("\n"), ok };
}
