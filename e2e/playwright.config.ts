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
    // The journeys run as a user who asked for reduced motion (the portal then switches Ant Design's motion and
    // the page's transitions off): the screens are the same once settled, and the browser paints no fades and
    // no endless spinners (a tenth of its CPU in the suite). The smoke journeys and the reduced-motion check
    // run with the default preference, so the moving screens are still exercised.
    reducedMotion: "reduce",
    // A failed journey keeps its screenshot and its page as text (error-context.md). Its trace (every action
    // with the page's DOM) only with E2E_TRACE=1: recording it for every journey, failed or not, was an eighth
    // of the suite's CPU.
    trace: process.env.E2E_TRACE ? { mode: "retain-on-failure", screenshots: false } : "off",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
});
