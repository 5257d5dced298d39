// Development aid: CPU profile of 60 keystrokes in one rendering of the benchmark page (build it first with
// BENCH_MINIFY=0 BENCH_BUILD_ONLY=1 npm run bench). npx tsx tools/profileKeystrokes.ts renderer|rjsf|static
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM, serveStatic, UNTHROTTLED_FRAMES } from "./staticServer";

const mode = process.argv[2] ?? "renderer";
const selector =
  mode === "renderer" ? "#ll-bench-s3f4" : mode === "rjsf" ? "#root_section3_s3f4" : "#static-s3f4";
const { server, url } = await serveStatic(join(resolve(import.meta.dirname, ".."), "bench/dist"));
const browser = await chromium.launch({
  ...CHROMIUM,
  args: [...CHROMIUM.args, ...UNTHROTTLED_FRAMES],
  headless: true,
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${url}/index.html?mode=${mode}`);
  await page.waitForFunction("window.__ready === true");
  await page.focus(selector);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  const keys = 60;
  for (let i = 0; i < keys; i++) {
    await page.keyboard.press(String(1 + (i % 9)));
    await page.waitForTimeout(20);
  }
  const { profile } = await cdp.send("Profiler.stop");
  const samples: { ms: number }[] = await page.evaluate("window.__samples");
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  console.log(
    `${mode}: keystroke p50 ${ms[Math.floor(ms.length / 2)]?.toFixed(1)} ms, p95 ${ms[Math.floor(ms.length * 0.95)]?.toFixed(1)} ms`,
  );
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    const key = `${frame?.functionName || "(anonymous)"}:${frame?.lineNumber ?? -1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  for (const [key, total] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`${(total / keys).toFixed(2).padStart(7)} ms/key  ${key}`);
} finally {
  await browser.close();
  server.close();
}
