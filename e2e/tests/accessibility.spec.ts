// Accessibility end to end: axe-core (WCAG 2.0/2.1/2.2 A and AA) on every route of the portal's route table,
// signed out and as each role that may open it, in English and in French or Russian; on the screens' open
// states (formula panel, notes drawer, modals, dialogs, header menus, a refused login); a check that the check
// can fail; the client's main screens at 200 % zoom; and reduced motion. Critical and serious violations fail
// (each listed with rule, elements and HTML), moderate and minor ones are printed as warnings.
import { allowConsoleErrors, expect, test } from "../support/fixtures";
import type { Locator, Page } from "@playwright/test";
import { expectAccessible, seriousViolations, settle, trackNetwork } from "../support/axe";
import { demo } from "../support/demo";
import type { DemoLogin } from "../support/demo";
import { rendererText } from "../support/keyboard";
import {
  chooseLanguageInHeader,
  logIn,
  portalText,
  setAccountLanguage,
  shot,
  signInAs,
} from "../support/portal";
import {
  CLIENT_KEY,
  LOGINS,
  NATIVE,
  PASSES,
  SAMPLE_PARAMS,
  coverageProblems,
  passName,
  visitsOf,
} from "../support/routes";
import type { Language, Pass } from "../support/routes";

const SLOW = { timeout: 30_000 };

// A control that is not there fails in seconds, not at the test's timeout. The screens are audited with the
// reduced-motion preference every journey has (playwright.config.ts); the reduced-motion test below sets its own.
test.use({ actionTimeout: 15_000 });

/** A button by its text: Ant Design's icons add their own name in front ("comment Notes", "plus Add a note"). */
const buttonText = (label: string) => new RegExp(`(^|\\s)${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** Moves the single-page app to `href` as its own links do (no reload: the session and language stay). */
async function goInApp(page: Page, href: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, href);
}

/** Opens the portal signed in, on the user's home; the login page itself is audited signed out and refused. */
async function signIn(page: Page, login: DemoLogin) {
  trackNetwork(page);
  await signInAs(page, login);
  await page.goto("/");
  await expect(page).not.toHaveURL(/\/login$/, SLOW);
  await settle(page);
}

/** Switches the interface language with the header's language menu (it becomes the account's language). */
async function switchLanguage(page: Page, from: Language, to: Language) {
  await chooseLanguageInHeader(
    page,
    portalText(from, "language-menu", { language: NATIVE[from] }),
    NATIVE[to],
    () =>
      expect(
        page.getByRole("button", { name: portalText(to, "language-menu", { language: NATIVE[to] }) }),
      ).toBeVisible({ timeout: 5_000 }),
  );
}

/** The document title of a route: its title message and the product name (RouteScreen). */
const documentTitle = (language: Language, titleId: string) =>
  `${portalText(language, titleId)} · Ledgerline`;

test("every route of the table has sample parameters and is visited", () => {
  // A route added to the route table without a way to fill its parameters, or in an area nobody visits, or
  // seen in only one language or by only some of its roles, fails here, by name.
  expect(coverageProblems()).toEqual([]);
  for (const pass of PASSES) expect(visitsOf(pass).visits.length, passName(pass)).toBeGreaterThan(0);
});

async function walk(page: Page, pass: Pass) {
  const { visits } = visitsOf(pass);
  for (const visit of visits) {
    await test.step(`${visit.route.id}: ${visit.href}`, async () => {
      await goInApp(page, visit.href);
      // The audit waits for the screen to settle first.
      await expectAccessible(page, `${visit.route.id} (${visit.pattern}, ${passName(pass)})`);
      // Something was drawn (a page whose scripts failed would pass axe empty) and titled: the route's own
      // title in the language, or, where the route redirects (home), the title of the screen it led to.
      await expect(page.locator("#root")).not.toBeEmpty();
      const landed = new URL(page.url()).pathname;
      if (landed === visit.href)
        expect
          .soft(await page.title(), `the title of ${visit.route.id}`)
          .toBe(documentTitle(pass.language, visit.route.titleId));
      else expect.soft(await page.title(), `the title after ${visit.route.id}`).toMatch(/. · Ledgerline$/);
    });
  }
}

/** The walks by visitor, in PASSES order: one login (or none) each, the language switched between walks. */
const VISITOR_PASSES = [...new Set(PASSES.map((pass) => pass.visitor))].map((visitor) => ({
  visitor,
  passes: PASSES.filter((pass) => pass.visitor === visitor),
}));

for (const { visitor, passes } of VISITOR_PASSES) {
  const what = passes.map((pass) => `${pass.language}: ${pass.areas.join(", ")}`).join("; ");
  test(`every route: ${visitor} (${what})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    trackNetwork(page);
    if (visitor === "signed out") {
      await page.goto("/login");
      let current: Language = "en";
      for (const pass of passes) {
        if (pass.language !== current) {
          // The login page's language select.
          await goInApp(page, "/login");
          await page.getByRole("combobox", { name: portalText(current, "interface-language") }).click();
          await page.getByTitle(NATIVE[pass.language], { exact: true }).click();
          current = pass.language;
          await expect(page.getByRole("heading", { name: portalText(current, "login-title") })).toBeVisible();
        }
        await walk(page, pass);
      }
      return;
    }
    const login = LOGINS[visitor];
    const accountLanguage = login.language as Language;
    await signIn(page, login);
    let current = accountLanguage;
    try {
      for (const pass of passes) {
        if (pass.language !== current) {
          await switchLanguage(page, current, pass.language);
          current = pass.language;
        }
        await walk(page, pass);
      }
    } finally {
      // The language menu stores the choice on the account: put it back for the other specs.
      if (current !== accountLanguage) await setAccountLanguage(request, login, accountLanguage);
    }
  });
}

/** Opens the formula panel of the first computed value of the step; returns the panel. */
async function openFormulaPanel(page: Page): Promise<Locator> {
  await page.locator(".wizard-renderer .ll-formula-button").first().click();
  const panel = page.locator("section.ll-panel");
  await expect(panel).toBeVisible();
  return panel;
}

/** The wizard's notes drawer, the Add note modal, each audited open, then closed again. */
async function auditNotes(page: Page, language: Language, who: string) {
  const text = (id: string) => portalText(language, id);
  await page.getByRole("button", { name: buttonText(text("notes-open")) }).click();
  const drawer = page.getByRole("dialog", { name: text("notes-title") });
  await expect(drawer).toBeVisible();
  await expectAccessible(page, `the wizard's notes drawer (${who}, ${language})`);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: buttonText(text("note-add")) }).click();
  const addNote = page.getByRole("dialog", { name: text("note-add-title") });
  await expect(addNote).toBeVisible();
  await expectAccessible(page, `the Add note modal (${who}, ${language})`);
  await addNote.getByRole("button", { name: text("cancel") }).click();
  await expect(addNote).toBeHidden();
}

test("open states of the wizard in progress, for the client user: formula panel, notes drawer, Add note modal", async ({
  page,
}) => {
  const client = LOGINS["client user"];
  const language = client.language as Language;
  await signIn(page, client);
  await goInApp(page, `/client/${CLIENT_KEY}/reports/${SAMPLE_PARAMS.reportKey}/${SAMPLE_PARAMS.period}`);
  await expect(page.locator(".wizard-renderer .ll-formula-button").first()).toBeVisible(SLOW);
  const panel = await openFormulaPanel(page);
  await expectAccessible(page, `the wizard with the formula panel open (client user, ${language})`);
  await panel.getByRole("button", { name: rendererText(language, "panel-close") }).click();
  await expect(panel).toBeHidden();
  await auditNotes(page, language, "client user");
});

test("open states, for the provider admin: the user, language and currency menus, the Create Report modal; the wizard in review with the formula panel, notes drawer, Add note modal and reject dialog", async ({
  page,
}) => {
  const admin = LOGINS["provider admin"];
  await signIn(page, admin);
  const openMenu = async (button: string, item: string, what: string) => {
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
    await expectAccessible(page, what);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menuitem", { name: item })).toBeHidden();
  };
  await openMenu(`User: ${admin.fullName}`, "Logout", "the user menu open (provider admin, en)");
  await openMenu("Language: English", "Français", "the language menu open (provider admin, en)");

  await goInApp(page, "/investor/reports");
  await page.getByRole("button", { name: "Create Report" }).first().click();
  const create = page.getByRole("dialog", { name: "Create Report" });
  await expect(create).toBeVisible();
  await expectAccessible(page, "the Create Report modal (provider admin, en)");
  await create.getByRole("button", { name: "Cancel" }).click();
  await expect(create).toBeHidden();

  await goInApp(page, `/client/${CLIENT_KEY}/`);
  await openMenu("Currency: USD", "EUR", "the currency menu open (provider admin, en)");

  // A report in review: its formula panel, notes, Add note modal, and the reject dialog of its audit result.
  const inReview = demo.reportInstances.find(
    (report) => report.status === "in_review" && report.config.key === SAMPLE_PARAMS.reportKey,
  )!;
  const period = `${String(inReview.context.numeric).slice(0, 4)}-${String(inReview.context.numeric).slice(4, 6)}`;
  await goInApp(page, `/client/${inReview.client.key}/reports/${inReview.config.key}/${period}`);
  await expect(page.getByRole("button", { name: /Edit Contents/ })).toBeVisible(SLOW);
  const panel = await openFormulaPanel(page);
  await expectAccessible(page, "the wizard in review with the formula panel open (provider admin, en)");
  await panel.getByRole("button", { name: rendererText("en", "panel-close") }).click();
  await expect(panel).toBeHidden();
  await auditNotes(page, "en", "provider admin");

  // Through the (read-only) steps to the audit result, then the reject dialog.
  const finish = page.getByRole("button", { name: "Finish", exact: true });
  for (let step = 0; step < 12 && !(await finish.isVisible()); step += 1) {
    const current = await page.locator(".ant-steps-item-process").textContent();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.locator(".ant-steps-item-process")).not.toHaveText(current ?? "", SLOW);
  }
  await finish.click();
  await expect(page.getByText(portalText("en", "final-audit-title"))).toBeVisible(SLOW);
  await expectAccessible(page, "the audit result screen (provider admin, en)");
  await page.getByRole("button", { name: "Reject", exact: true }).click();
  const reject = page.getByRole("dialog", { name: "Reject the report" });
  await expect(reject).toBeVisible();
  await expectAccessible(page, "the reject dialog (provider admin, en)");
  await reject.getByRole("button", { name: "Cancel" }).click();
  await expect(reject).toBeHidden();
});

test("the wizard of a report whose steps strip scrolls (eight steps), for the provider admin: formula panel open, notes drawer open", async ({
  page,
}) => {
  const admin = LOGINS["provider admin"];
  await signIn(page, admin);
  const report = demo.reportInstances.find(
    (candidate) => candidate.status === "in_review" && candidate.config.key === "mfiFinancialMonthly",
  )!;
  const period = `${String(report.context.numeric).slice(0, 4)}-${String(report.context.numeric).slice(4, 6)}`;
  await goInApp(page, `/client/${report.client.key}/reports/${report.config.key}/${period}`);
  await expect(page.locator(".wizard-renderer .ll-formula-button").first()).toBeVisible(SLOW);
  // The strip is wider than its box here: what axe's scrollable-region-focusable looks at.
  const strip = page.locator(".wizard-steps-scroll");
  expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const panel = await openFormulaPanel(page);
  await expectAccessible(page, "the eight-step wizard with the formula panel open (provider admin, en)");
  await panel.getByRole("button", { name: rendererText("en", "panel-close") }).click();
  await expect(panel).toBeHidden();
  await auditNotes(page, "en", "provider admin, eight-step wizard");
});

test("the login page after a wrong password", async ({ page }) => {
  const admin = LOGINS["provider admin"];
  // The refusal is an HTTP 401, which the browser logs as a failed resource.
  allowConsoleErrors(/status of 401 .*\/auth\/login\)$/);
  trackNetwork(page);
  await page.goto("/login");
  await page.getByLabel("Username or e-mail").fill(admin.username);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Failed to authenticate")).toBeVisible();
  await expectAccessible(page, "the login page after a wrong password (en)");
});

test("the check can fail: an input without a label injected into a live screen is reported as `label`", async ({
  page,
}) => {
  trackNetwork(page);
  await page.goto("/login");
  await expect(page.getByLabel("Username or e-mail")).toBeVisible();
  expect((await seriousViolations(page)).map((violation) => violation.id)).not.toContain("label");
  await page.evaluate(() => {
    const input = document.createElement("input");
    input.type = "text";
    input.id = "axe-probe-unlabelled";
    document.querySelector("main")!.append(input);
  });
  const violations = await seriousViolations(page);
  const label = violations.find((violation) => violation.id === "label");
  expect(label, "axe reports the unlabelled input").toBeDefined();
  expect(label!.nodes.map((node) => node.target.join(" "))).toContain("#axe-probe-unlabelled");
});

/**
 * What makes the page wider than the window, data grids aside (they scroll inside their own box): the
 * outermost elements reaching past the right edge that no scrolling box or grid contains.
 */
async function pageOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const grids = ".ant-table, .ll-grid, [role=grid], [role=treegrid], table, .wizard-steps-scroll";
    const scrolls = (element: Element) => {
      const style = getComputedStyle(element);
      return ["auto", "scroll", "hidden", "clip"].includes(style.overflowX);
    };
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 1) continue;
      if (element.closest(grids)) continue;
      let contained = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (scrolls(parent)) contained = true;
      if (contained) continue;
      // Only the outermost: skip elements whose parent already overflows.
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 1) continue;
      found.push(
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
          typeof element.className === "string" && element.className
            ? `.${element.className.trim().split(/\s+/).slice(0, 3).join(".")}`
            : ""
        } (right edge ${Math.round(rect.right)} px of ${width})`,
      );
    }
    return found;
  });
}

/** The element can be brought into view and then lies inside the window (not cut off at the right). */
async function expectReachable(page: Page, locator: Locator, what: string) {
  await locator.scrollIntoViewIfNeeded();
  await expect.soft(locator, `${what} is visible`).toBeInViewport();
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect
    .soft(box && box.x >= 0 && box.x + box.width <= width + 1, `${what} lies inside the ${width} px window`)
    .toBe(true);
}

test.describe("at 200 % zoom (a 1280×800 window is 640×400 CSS pixels)", () => {
  test.use({ viewport: { width: 640, height: 400 } });

  test("the client dashboard, the reports list and the wizard fit the width and keep their main actions reachable", async ({
    page,
  }, testInfo) => {
    const client = LOGINS["client user"];
    const language = client.language as Language;
    const text = (id: string) => portalText(language, id);
    const shots: string[] = [];
    const capture = async (name: string) => {
      await shot(page, name, testInfo);
      shots.push(testInfo.outputPath(`${name}.png`));
    };
    const clientName = demo.clients.find((candidate) => candidate.key === CLIENT_KEY)!.name;
    await signIn(page, client);
    await expect(page).toHaveURL(new RegExp(`/client/${CLIENT_KEY}/$`));

    await test.step("the client dashboard", async () => {
      await expect(page.getByRole("heading", { name: clientName, level: 2 })).toBeVisible(SLOW);
      await settle(page);
      expect.soft(await pageOverflow(page), "nothing but data grids is wider than the window").toEqual([]);
      await expectReachable(
        page,
        page.getByRole("heading", { name: clientName, level: 2 }),
        "the client's name",
      );
      await expectReachable(
        page,
        page.getByRole("button", { name: portalText(language, "user-menu", { name: client.fullName }) }),
        "the user menu",
      );
      await expectReachable(
        page,
        page.getByRole("button", { name: text("dashboard-more") }).first(),
        "the reports grid's More button",
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await capture(`zoom200-client-dashboard-${language}`);
    });

    await test.step("the reports list", async () => {
      await goInApp(page, `/client/${CLIENT_KEY}/reports`);
      await expect(page.locator(".ant-table-tbody tr.clickable-row").first()).toBeVisible(SLOW);
      await settle(page);
      expect.soft(await pageOverflow(page), "nothing but data grids is wider than the window").toEqual([]);
      await expectReachable(
        page,
        page.getByRole("button", { name: text("create-report") }).first(),
        "Create Report",
      );
      await expectReachable(
        page,
        page.getByRole("searchbox", { name: text("reports-filter") }),
        "the filter",
      );
      await expectReachable(
        page,
        page.locator(".ant-table-tbody tr.clickable-row td").first(),
        "the first report's first cell",
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await capture(`zoom200-client-reports-${language}`);
    });

    await test.step("the wizard", async () => {
      await goInApp(page, `/client/${CLIENT_KEY}/reports/${SAMPLE_PARAMS.reportKey}/${SAMPLE_PARAMS.period}`);
      const firstInput = page.locator(".ll-form input.ll-input-number:not([readonly])").first();
      await expect(firstInput).toBeVisible(SLOW);
      await settle(page);
      expect.soft(await pageOverflow(page), "nothing but data grids is wider than the window").toEqual([]);
      await expectReachable(page, firstInput, "the first value to type");
      await expectReachable(
        page,
        page.getByRole("button", { name: buttonText(text("notes-open")) }),
        "Notes",
      );
      await expectReachable(
        page,
        page.getByRole("button", { name: text("wizard-next"), exact: true }),
        "Next",
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await capture(`zoom200-wizard-${language}`);
      await page.getByRole("button", { name: text("wizard-next"), exact: true }).scrollIntoViewIfNeeded();
      await capture(`zoom200-wizard-next-${language}`);
    });

    console.log(`Screenshots at 200 % zoom:\n${shots.map((path) => `  ${path}`).join("\n")}`);
  });
});

/** The running animations and transitions of the page (finite ones) longer than 10 ms. */
async function longAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return (
          animation.playState === "running" &&
          timing?.iterations !== Number.POSITIVE_INFINITY &&
          Number(timing?.duration ?? 0) > 10
        );
      })
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name = "animationName" in animation ? String(animation.animationName) : "transition";
        return `${name} on ${target?.className ?? "?"} (${String(animation.effect?.getComputedTiming().duration)} ms)`;
      }),
  );
}

interface MotionStyle {
  animationName: string;
  animationDuration: string;
  transitionDuration: string;
}

/** The longest animation or transition duration a computed style asks for, in ms. */
function motionOf(style: MotionStyle): { animation: string; ms: number } {
  const seconds = (list: string) =>
    Math.max(
      0,
      ...list
        .split(",")
        .map((part) => (part.trim().endsWith("ms") ? parseFloat(part) / 1000 : parseFloat(part))),
    );
  return {
    animation: style.animationName,
    ms: Math.max(seconds(style.animationDuration), seconds(style.transitionDuration)) * 1000,
  };
}

async function motionMs(locator: Locator): Promise<{ animation: string; ms: number }> {
  return motionOf(
    await locator.evaluate((element) => {
      const { animationName, animationDuration, transitionDuration } = getComputedStyle(element);
      return { animationName, animationDuration, transitionDuration };
    }),
  );
}

/**
 * A popup is placed where the user can see it: Ant Design measures a popup right after moving it, and a page
 * rule that gave every element a short transition once made it measure where the popup started (far outside
 * the window) and leave it there.
 */
async function expectInsideWindow(page: Page, popup: Locator, what: string) {
  const size = page.viewportSize();
  await expect
    .poll(async () => {
      const box = await popup.boundingBox();
      return (
        box !== null &&
        size !== null &&
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= size.width &&
        box.y + box.height <= size.height
      );
    }, `${what} lies inside the window`)
    .toBe(true);
}

/**
 * The startup logo's motion, read in the page in the same frame that finds it: the logo lives 600 ms, and an
 * element found by the test and read a step later may be unmounted by then (its style then reads empty).
 */
async function splashMotion(page: Page): Promise<{ animation: string; ms: number }> {
  const style = await page.waitForFunction(
    () => {
      const element = document.querySelector('[data-testid="startup-splash"]');
      if (!element) return null;
      const { animationName, animationDuration, transitionDuration } = getComputedStyle(element);
      return { animationName, animationDuration, transitionDuration };
    },
    undefined,
    { polling: "raf", timeout: 30_000 },
  );
  return motionOf((await style.jsonValue()) as MotionStyle);
}

test("with prefers-reduced-motion, the startup logo and Ant Design's motion do not animate", async ({
  page,
}) => {
  // Without the preference (this file's other tests ask for reduced motion) the logo fades: the check can see
  // an animation.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/login", { waitUntil: "commit" });
  const moving = await splashMotion(page);
  expect(moving.animation).not.toBe("none");
  expect(moving.ms).toBeGreaterThan(1);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/login", { waitUntil: "commit" });
  const still = await splashMotion(page);
  expect(
    still.animation === "none" || still.ms <= 1,
    `the startup logo: ${still.animation} for ${still.ms} ms`,
  ).toBe(true);

  // An Ant Design popup (the login page's language select) and modal (Create Report) open without motion.
  trackNetwork(page);
  await page.getByRole("combobox", { name: "Interface language" }).click();
  const dropdown = page.locator(".ant-select-dropdown").first();
  await expect(dropdown).toBeVisible();
  expect.soft(await longAnimations(page), "animations while the select opens").toEqual([]);
  expect.soft((await motionMs(dropdown)).ms, "the select's popup").toBeLessThanOrEqual(1);
  await expectInsideWindow(page, dropdown, "the language select's popup");
  await page.keyboard.press("Escape");

  const admin = LOGINS["provider admin"];
  await logIn(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/investor\/$/, SLOW);
  await settle(page);
  await goInApp(page, "/investor/reports");
  await page.getByRole("button", { name: "Create Report" }).first().click();
  const modal = page.locator(".ant-modal").filter({ hasText: "Create Report" });
  await expect(modal).toBeVisible();
  expect.soft(await longAnimations(page), "animations while the modal opens").toEqual([]);
  expect.soft((await motionMs(modal)).ms, "the modal").toBeLessThanOrEqual(1);
  await expect.soft(page.locator(".ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear")).toHaveCount(0);
});
