// Screenshots of the main stories from the built Storybook (npm run build-storybook first):
// npx tsx tools/screenshots.ts [story-id …] → $SCREENSHOT_DIR (default /tmp/form-renderer-screenshots)/<story-id>.png
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM, serveStatic } from "./staticServer";

const here = resolve(import.meta.dirname, "..");
const stories =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : [
        "states--filled",
        "states--errors-and-warnings",
        "states--comparison-columns",
        "states--russian",
        "covenants--breached",
        "covenants--waived-alter",
        "covenants--waived-replace",
        "widgets--units-and-decimals",
        "widgets--guide-focused",
        "whole-forms--balance-sheet",
        "whole-forms--balance-sheet-formula-panel",
        "whole-forms--performance-indicators",
      ];
const out = process.env.SCREENSHOT_DIR ?? "/tmp/form-renderer-screenshots";
mkdirSync(out, { recursive: true });
const { server, url } = await serveStatic(join(here, "storybook-static"));
const browser = await chromium.launch({ ...CHROMIUM, headless: true });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const id of stories) {
    await page.goto(`${url}/iframe.html?id=${id}&viewMode=story`);
    await page.waitForSelector(".ll-form, .ll-panel", { timeout: 30_000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `${id}.png`), fullPage: true });
    console.log(join(out, `${id}.png`));
  }
} finally {
  await browser.close();
  server.close();
}
