// The accessibility check of the end-to-end suite: axe-core against WCAG 2.0, 2.1 and 2.2 A/AA, once the
// screen has settled. Critical and serious violations fail the test (listed with rule, impact, help, target
// selectors and a snippet of the HTML); moderate and minor ones are printed as warnings.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

/** axe-core's types, through @axe-core/playwright (axe-core is its dependency, not ours). */
type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Result = AxeResults["violations"][number];

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Impacts that fail the check; the others are warnings. */
const FAILING = new Set(["critical", "serious"]);

/**
 * What still loads: the full-screen and session loaders, spinners and skeletons, the startup logo. The
 * renderer's problem announcer (role=status, always present and visually hidden) and the live regions marked `data-announcer` (a save state, a formula's first problem) are no loaders.
 */
const LOADERS = [
  ".full-screen-loader",
  ".session-check",
  '[role="status"]:not(.ll-announcer):not([data-announcer])',
  ".ant-spin-spinning",
  ".ant-skeleton-active",
  '[data-testid="startup-splash"]',
].join(", ");

interface Traffic {
  inFlight: Set<unknown>;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Counts the page's requests in flight from now on (call before the first navigation to see them all). */
export function trackNetwork(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const state: Traffic = { inFlight: new Set(), lastChange: Date.now() };
  traffic.set(page, state);
  const done = (request: unknown) => {
    if (state.inFlight.delete(request)) state.lastChange = Date.now();
  };
  page.on("request", (request) => {
    state.inFlight.add(request);
    state.lastChange = Date.now();
  });
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return state;
}

/** Waits until no request has been in flight for `quietMs` (the network is idle). */
export async function networkIdle(page: Page, quietMs = 150, timeoutMs = 20_000) {
  const state = trackNetwork(page);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (state.inFlight.size === 0 && Date.now() - state.lastChange >= quietMs) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`The network did not fall idle within ${timeoutMs} ms (${state.inFlight.size} in flight)`);
}

/**
 * Waits for a screen to settle: the network idle, no loader or spinner in view, no (finite) animation or
 * transition running — so that axe audits the finished page, not a half-drawn one or a fading modal.
 */
export async function settle(page: Page) {
  await networkIdle(page);
  await expect(page.locator(LOADERS)).toHaveCount(0, { timeout: 30_000 });
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        ).length === 0,
    undefined,
    { timeout: 10_000 },
  );
  await networkIdle(page, 50);
}

/**
 * The axe run of the page as it is now (WCAG 2.0/2.1/2.2 A and AA). Legacy mode runs axe.run in the page
 * itself: the default opens a blank page for every run to merge the frames' results, which the portal (no
 * iframes) does not need and which costs about half a second per screen.
 */
export async function axeResults(page: Page): Promise<AxeResults> {
  return (
    new AxeBuilder({ page })
      // Details of the violations only (passes and inapplicable rules are not described). Before withTags:
      // options() replaces the run options, tags included.
      .options({ resultTypes: ["violations"] })
      .withTags(WCAG_TAGS)
      .setLegacyMode(true)
      .analyze()
  );
}

export interface AxeFindings {
  /** Critical and serious: these fail. */
  failing: Result[];
  /** Moderate and minor: printed. */
  warnings: Result[];
}

/** The violations of the settled screen, split into failing (critical, serious) and warnings. */
export async function axeFindings(page: Page): Promise<AxeFindings> {
  await settle(page);
  const { violations } = await axeResults(page);
  return {
    failing: violations.filter((violation) => FAILING.has(violation.impact ?? "")),
    warnings: violations.filter((violation) => !FAILING.has(violation.impact ?? "")),
  };
}

/** The critical and serious violations of the settled screen (the ones expectAccessible fails on). */
export async function seriousViolations(page: Page): Promise<Result[]> {
  return (await axeFindings(page)).failing;
}

const SNIPPETS = 6;

/** One violation as text: rule, impact, help, the help page, then each element's selector (and HTML). */
export function describeViolation(violation: Result): string {
  const lines = [
    `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element${violation.nodes.length === 1 ? "" : "s"})`,
    `    ${violation.helpUrl}`,
  ];
  violation.nodes.forEach((node, index) => {
    const target = node.target.map((part) => (Array.isArray(part) ? part.join(" >>> ") : part)).join(" ");
    lines.push(`    - ${target}`);
    if (index < SNIPPETS) lines.push(`        ${node.html.replace(/\s+/g, " ").slice(0, 240)}`);
    if (index === 0 && node.failureSummary)
      lines.push(`        ${node.failureSummary.replace(/\s+/g, " ").slice(0, 300)}`);
  });
  return lines.join("\n");
}

/**
 * Audits the settled screen: critical and serious violations fail (softly by default: the test goes on to
 * the next screen and fails at its end, so one run lists every defect), moderate and minor ones are printed
 * as warnings and noted on the test. `what` names the screen in the messages.
 */
export async function expectAccessible(page: Page, what: string, options: { soft?: boolean } = {}) {
  const { failing, warnings } = await axeFindings(page);
  const info = test.info();
  if (warnings.length > 0) {
    const text = warnings.map(describeViolation).join("\n");
    console.warn(`Accessibility warnings on ${what} (${page.url()}):\n${text}`);
    info.annotations.push({
      type: "axe-warning",
      description: `${what}: ${warnings.map((violation) => `${violation.id} (${violation.impact})`).join(", ")}`,
    });
  }
  if (failing.length > 0) {
    await info.attach(`axe ${what}`, {
      body: JSON.stringify({ url: page.url(), violations: failing }, null, 2),
      contentType: "application/json",
    });
  }
  const message = `${what} (${page.url()}) has ${failing.length} critical or serious accessibility violation${failing.length === 1 ? "" : "s"}:\n${failing.map(describeViolation).join("\n")}`;
  const check = options.soft === false ? expect : expect.soft;
  check(
    failing.map((violation) => violation.id),
    message,
  ).toEqual([]);
}
