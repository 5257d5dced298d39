// The suite's `test`: every page a test opens is watched, and an uncaught page error or a console error fails
// the test that caused it, after its own steps ran (so the failure names what the user would have met, e.g. a
// Content Security Policy refusal or a component's crash, even when the screen still looked right).
// A test that provokes an error on purpose (an API refusal the browser logs as a failed resource, say) names
// it first with `allowConsoleErrors`.
import { test as base, expect } from "@playwright/test";
import type { BrowserContext, ConsoleMessage, Page } from "@playwright/test";

export { expect };

/** What went wrong on the pages of one test, in the order it happened. */
class PageProblems {
  readonly found: string[] = [];
  readonly #allowed: RegExp[] = [];

  allow(patterns: readonly RegExp[]) {
    this.#allowed.push(...patterns);
  }

  /** The problems no allowance covers. */
  unexpected(): string[] {
    return this.found.filter((problem) => !this.#allowed.some((pattern) => pattern.test(problem)));
  }
}

/** The running test's problems; what happens between tests (a shared page's `beforeAll`) waits for the next. */
let current: PageProblems | undefined;
const betweenTests: string[] = [];
const watched = new WeakSet<Page>();

function record(problem: string) {
  if (current) current.found.push(problem);
  else betweenTests.push(problem);
}

/**
 * Watches a page: the test's own pages are watched already; call it for a page made outside the test's
 * context (`browser.newPage()` in a `beforeAll`), whose problems then count in the test running when they happen.
 */
export function watchPage(page: Page) {
  if (watched.has(page)) return;
  watched.add(page);
  page.on("pageerror", (error) => record(`page error: ${error.stack ?? error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") record(`console error: ${describe(message)}`);
  });
}

function watchContext(context: BrowserContext) {
  for (const page of context.pages()) watchPage(page);
  context.on("page", watchPage);
}

/** A console message with the address it came from: a failed resource's text does not name the resource. */
function describe(message: ConsoleMessage): string {
  const { url } = message.location();
  return url ? `${message.text()} (${url})` : message.text();
}

export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ context }, use) => {
      const problems = new PageProblems();
      problems.found.push(...betweenTests.splice(0));
      current = problems;
      watchContext(context);
      try {
        await use(problems);
      } finally {
        current = undefined;
      }
      expect(problems.unexpected(), "page errors and console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Errors this test provokes on purpose, as patterns over "console error: <text> (<url>)" or "page error: …",
 * e.g. `/status of 401 .*\/auth\/login/` for a refused sign-in.
 */
export function allowConsoleErrors(...patterns: RegExp[]) {
  if (!current) throw new Error("allowConsoleErrors is called inside a test");
  current.allow(patterns);
}
