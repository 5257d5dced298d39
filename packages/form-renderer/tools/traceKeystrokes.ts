// Development aid: where the main thread's time goes per keystroke, from a Chromium trace rather than wall
// time (which a loaded machine inflates). Build the page first (BENCH_BUILD_ONLY=1 npm run bench), then
// npx tsx tools/traceKeystrokes.ts renderer|rjsf|static|floor [keys] [sections]. Prints CPU milliseconds per
// keystroke (thread time, so other load on the machine inflates it far less than wall time) of the main
// thread: busy in all, script (event dispatch: editing plus handlers), layout and paint. `sections` (default
// 50 = 1,000 fields) shows how the cost grows with the form. TRACE_NAMES=1 lists the top trace events.
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM, serveStatic, UNTHROTTLED_FRAMES } from "./staticServer";

const mode = process.argv[2] ?? "renderer";
const keys = Number(process.argv[3] ?? 60);
const sections = process.argv[4] ? `&sections=${Number(process.argv[4])}` : "";
const SELECTORS: Record<string, string> = {
  renderer: "#ll-bench-s3f4",
  rjsf: "#root_section3_s3f4",
  static: "#static-s3f4",
  floor: "#floor-input",
};
const selector = SELECTORS[mode] ?? "#ll-bench-s3f4";

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Trace event names grouped into what the browser does for a keystroke. */
const GROUPS: Record<string, string> = {
  RunTask: "busy",
  EventDispatch: "script",
  FunctionCall: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  Commit: "paint",
};

const { server, url } = await serveStatic(join(resolve(import.meta.dirname, ".."), "bench/dist"));
const browser = await chromium.launch({
  ...CHROMIUM,
  args: [...CHROMIUM.args, ...UNTHROTTLED_FRAMES],
  headless: true,
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${url}/index.html?mode=${mode}${sections}`);
  await page.waitForFunction("window.__ready === true");
  if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS }); // try a CSS change
  await page.focus(selector);
  await page.waitForTimeout(300);
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (data) => {
    events.push(...(data.value as unknown as TraceEvent[]));
  });
  const done = new Promise<void>((r) => cdp.once("Tracing.tracingComplete", () => r()));
  await cdp.send("Tracing.start", {
    traceConfig: {
      includedCategories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "toplevel",
        ...(process.env.TRACE_CATEGORIES?.split(",") ?? []),
      ],
    },
    transferMode: "ReportEvents",
  });
  for (let i = 0; i < keys; i++) {
    const before: number = await page.evaluate("window.__samples.length");
    await page.keyboard.press(String(1 + (i % 9)));
    await page.waitForFunction(`window.__samples.length > ${before}`);
  }
  await cdp.send("Tracing.end");
  await done;
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const totals = new Map<string, number>();
  for (const e of events) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== "X" || !e.dur) continue;
    const group = GROUPS[e.name];
    if (group) totals.set(group, (totals.get(group) ?? 0) + (e.tdur ?? NaN) / 1000);
  }
  if (process.env.TRACE_NAMES) {
    const byName = new Map<string, number>();
    for (const e of events)
      if (main && e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur)
        byName.set(e.name, (byName.get(e.name) ?? 0) + (e.tdur ?? NaN) / 1000);
    for (const [n, t] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`${(t / keys).toFixed(2).padStart(8)}  ${n}`);
  }
  const parts = ["busy", "script", "layout", "paint"].map(
    (g) => `${g} ${((totals.get(g) ?? 0) / keys).toFixed(2)}`,
  );
  console.log(
    `${mode}${sections}: CPU ms per keystroke (nested events count in each group): ${parts.join(", ")}`,
  );
} finally {
  await browser.close();
  server.close();
}
