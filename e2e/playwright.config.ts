// End-to-end tests in Debian's Chromium (/usr/bin/chromium); Playwright never downloads a browser here.
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "@ledgerline/devtools/chromium";

export const e2ePort = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: "tests",
  outputDir: "test-results/artifacts",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Bounds that only catch a hang (docs/development.md, "Tests and time"): a step waits on a condition, and a
  // verdict never depends on how fast the machine is. With both cores busy, a journey's steps took over 5 s
  // (Playwright's default wait) and a journey over 30 s (its default bound) while nothing was wrong.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    // A failed journey keeps its trace: every action with the page's DOM as it was (and the failure's
    // screenshot below). Not the trace's filmstrip: it makes Chromium paint and encode a frame for every change
    // of every journey, failed or not, which was half of the browser's CPU time in a full run.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
});
