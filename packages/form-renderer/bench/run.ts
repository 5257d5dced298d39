// npm run bench: builds the benchmark page (production React), serves it on 127.0.0.1 and drives Debian's
// Chromium with Playwright. In one run, the same generated 1,000-field × 5-column form is rendered by
// (a) this renderer, (b) plain @rjsf/core Form with the default theme (the anchor) and (c) static HTML inputs
// (the floor). Prints first render, keystroke-to-paint (median, p95 over 200 keystrokes) and React commits per
// keystroke, then the ratios against the targets. (d), a page with one input and nothing else, is measured the
// same way as the floor no rendering can go under on this machine at this moment (a loaded machine raises it).
// Not a timed test: it reports, it does not fail on figures.
import { loadavg, cpus } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import type { Page } from "@playwright/test";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { CHROMIUM, serveStatic, UNTHROTTLED_FRAMES } from "../tools/staticServer";
import { SECTIONS, INPUTS_PER_SECTION } from "./page/generatedForm";

const here = resolve(import.meta.dirname);
const out = join(here, "dist");
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 200);
const WARMUP = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Extra page loads per rendering that only measure the first render (it is cheap and noisy). */
const FIRST_LOADS = Number(process.env.BENCH_FIRST_LOADS ?? 5);

await build({
  root: join(here, "page"),
  logLevel: "warn",
  mode: "production",
  plugins: [react()],
  resolve: { conditions: ["@ledgerline/source", "module", "browser", "production"] },
  build: {
    outDir: out,
    emptyOutDir: true,
    chunkSizeWarningLimit: 8000,
    minify: process.env.BENCH_MINIFY !== "0", // BENCH_MINIFY=0 keeps names readable in a CPU profile
    rollupOptions: {
      onwarn: (warning, warn) => {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});

if (process.env.BENCH_BUILD_ONLY === "1") process.exit(0);

type Mode = "renderer" | "rjsf" | "static" | "floor";
const MODES: Mode[] = ["renderer", "rjsf", "static", "floor"];
interface Result {
  firstRender: number[];
  keys: number[];
  commits: number[];
}

/** Input ids to type into: 20 fields spread over the form. */
function targets(mode: Mode): string[] {
  const names: string[] = [];
  for (let k = 0; k < 20; k++) {
    const s = 1 + Math.floor((k * SECTIONS) / 20);
    const f = 1 + ((k * 7) % (INPUTS_PER_SECTION - 1));
    names.push(`s${s}f${f}`);
  }
  if (mode === "floor") return ["#floor-input"];
  if (mode === "renderer") return names.map((n) => `#ll-bench-${n}`);
  if (mode === "rjsf") return names.map((n) => `#root_section${n.slice(1, n.indexOf("f"))}_${n}`);
  return names.map((n) => `#static-${n}`);
}

async function measure(page: Page, url: string, mode: Mode, result: Result): Promise<void> {
  await page.goto(`${url}/index.html?mode=${mode}`);
  await page.waitForFunction(() => window.__ready === true, undefined, { timeout: 120_000 });
  result.firstRender.push(await page.evaluate(() => window.__firstRender));
  const fields = targets(mode);
  let typed = 0;
  for (let i = 0; typed < KEYSTROKES + WARMUP; i++) {
    const selector = fields[i % fields.length]!;
    await page.focus(selector);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    for (let k = 0; k < 10 && typed < KEYSTROKES + WARMUP; k++, typed++) {
      const before = await page.evaluate(() => window.__samples.length);
      await page.keyboard.press(String((typed % 9) + 1));
      await page.waitForFunction((n) => window.__samples.length >= n + 1, before, { timeout: 30_000 });
    }
  }
  const samples = await page.evaluate(() => window.__samples);
  for (const s of samples.slice(WARMUP)) {
    result.keys.push(s.ms);
    result.commits.push(s.commits);
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const median = (values: number[]) => percentile(values, 50);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

const { server, url } = await serveStatic(out);
// BENCH_CHROMIUM_FLAGS adds Chromium switches, to try frame-scheduling settings without editing the script.
const extraFlags = (process.env.BENCH_CHROMIUM_FLAGS ?? "").split(" ").filter(Boolean);
const browser = await chromium.launch({
  ...CHROMIUM,
  args: [...CHROMIUM.args, ...UNTHROTTLED_FRAMES, ...extraFlags],
  headless: true,
});
const results: Record<Mode, Result> = {
  renderer: { firstRender: [], keys: [], commits: [] },
  rjsf: { firstRender: [], keys: [], commits: [] },
  static: { firstRender: [], keys: [], commits: [] },
  floor: { firstRender: [], keys: [], commits: [] },
};
const loadBefore = loadavg();
const started = Date.now();
try {
  for (let load = 0; load < FIRST_LOADS; load++) {
    for (const mode of MODES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${url}/index.html?mode=${mode}`);
      await page.waitForFunction(() => window.__ready === true, undefined, { timeout: 120_000 });
      results[mode].firstRender.push(await page.evaluate(() => window.__firstRender));
      await context.close();
    }
  }
  process.stdout.write(`${FIRST_LOADS} first-render loads per rendering done\n`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of MODES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await measure(page, url, mode, results[mode]);
      await context.close();
      process.stdout.write(`round ${round + 1}/${ROUNDS} ${mode} done\n`);
    }
  }
} finally {
  await browser.close();
  server.close();
}

const row = (label: string, r: Result) =>
  `${label.padEnd(34)} ${median(r.firstRender).toFixed(0).padStart(8)} ms ${median(r.keys).toFixed(1).padStart(8)} ms ${percentile(r.keys, 95).toFixed(1).padStart(8)} ms ${mean(r.commits).toFixed(2).padStart(8)}`;
const a = results.renderer;
const b = results.rjsf;
const c = results.static;
console.log(
  `\nGenerated form: ${SECTIONS} fieldsets, ${SECTIONS * INPUTS_PER_SECTION - 1} inputs, ${SECTIONS + 1} formulas (1,000 fields) × 5 columns;`,
);
console.log(
  `first render: median of ${FIRST_LOADS + ROUNDS} loads; keystrokes: ${ROUNDS} rounds × ${KEYSTROKES} per rendering; Chromium ${browser.version()}; ${cpus().length} CPUs;`,
);
console.log(
  `load average before ${loadBefore.map((x) => x.toFixed(2)).join(" ")}, after ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}; ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
);
console.log(
  `${"".padEnd(34)} ${"first".padStart(11)} ${"key p50".padStart(11)} ${"key p95".padStart(11)} ${"commits/key".padStart(8)}`,
);
console.log(row("(a) @ledgerline/form-renderer", a));
console.log(row("(b) @rjsf/core Form, default theme", b));
console.log(row("(c) static HTML inputs", c));
console.log(row("(d) one input, no form (floor)", results.floor));
const ratio = (x: number, y: number) => (x / y).toFixed(2);
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
const p95a = percentile(a.keys, 95);
const p95b = percentile(b.keys, 95);
const p95c = percentile(c.keys, 95);
const firstA = median(a.firstRender);
const firstB = median(b.firstRender);
console.log("\nRatios (target in brackets):");
console.log(
  `  keystroke p95 (a)             ${p95a.toFixed(1)} ms  [< 16 ms]            ${verdict(p95a < 16)}`,
);
console.log(
  `  keystroke p95 (b)/(a)         ${ratio(p95b, p95a)}×    [≥ 10×]              ${verdict(p95b / p95a >= 10)}`,
);
console.log(
  `  keystroke p95 (a)/(c)         ${ratio(p95a, p95c)}×    [≤ 2×]               ${verdict(p95a / p95c <= 2)}`,
);
console.log(
  `  first render (a)/(b)          ${ratio(firstA, firstB)}×    [≤ 1.5×]             ${verdict(firstA / firstB <= 1.5)}`,
);
const p95d = percentile(results.floor.keys, 95);
console.log("\nAgainst the floor (d), which no rendering can beat on this machine now:");
console.log(`  keystroke p95 (a)/(d)         ${ratio(p95a, p95d)}×`);
console.log(
  `  keystroke p95 (b)/(d)         ${ratio(p95b, p95d)}×    (the most any rendering could be better than (b))`,
);
