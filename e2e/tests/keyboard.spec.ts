// Keyboard only (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7, 1.4.11): a client user passes the menu with the skip link
// (the first report row within five Tabs) and sees every focus stop on the way change by 3:1; signs in, opens a
// report in progress from the report list, moves through the grid as in a spreadsheet, changes values, opens and
// closes the formula panel, saves every step and submits; the provider admin approves one submitted report and
// rejects another with a reason.
// Nothing is clicked or filled: the keys move the focus and type, locators only say where the focus should be.
// Where the portal cannot be used from the keyboard, the test asserts the right behaviour and fails there
// (softly, so that the rest of the journey is still tried).
import { expect, test } from "../support/fixtures";
import type { Locator, Page } from "@playwright/test";
import { demo, demoLogin, demoLoginOf, fieldLabel, formName } from "../support/demo";
import type { DemoLogin } from "../support/demo";
import {
  containsFocus,
  focusDescription,
  hasFocus,
  pressUntilFocused,
  rendererText,
  tabTo,
} from "../support/keyboard";
import { portalText } from "../support/portal";
import { VISIBLE_CHANGE, focusChange } from "../support/focusContrast";

const SLOW = { timeout: 30_000 };

test.use({ actionTimeout: 15_000 });

/** yyyymmdd → YYYY-MM. */
const periodOf = (numeric: number) => `${String(numeric).slice(0, 4)}-${String(numeric).slice(4, 6)}`;

/**
 * Signs in from the login page with the keyboard: Tab to the username, type, Enter; the password, Enter. From
 * another address, the login page comes first and leads back there.
 */
async function signInByKeyboard(page: Page, login: DemoLogin, from = "/login") {
  await page.goto(from);
  await expect(page).toHaveURL(/\/login$/, SLOW);
  await tabTo(page, page.getByLabel(portalText("en", "login-username")), "the username field");
  await page.keyboard.type(login.username);
  await page.keyboard.press("Enter");
  const password = page.getByLabel(portalText("en", "login-password"), { exact: true });
  await tabTo(page, password, "the password field");
  await page.keyboard.type(login.password);
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/login$/, SLOW);
}

/** Opens an entry of the sidebar's menu with the arrow keys (and Enter to open its group first). */
async function openFromMenu(page: Page, language: string, group: string, entry: string) {
  const nav = page.getByRole("navigation", { name: portalText(language, "main-navigation") });
  const menu = nav.getByRole("menu").first();
  // Back from the page's heading, which has the focus after every move to another page.
  await tabTo(page, menu, "the main navigation's menu", { back: true });
  // Ant Design's icons add their own name in front of the group's ("file-text Reports").
  const groupItem = nav.getByRole("menuitem", { name: new RegExp(`(^|\\s)${group}$`) });
  await pressUntilFocused(page, groupItem, `the menu group ${group}`, { key: "ArrowDown", max: 20 });
  if ((await groupItem.getAttribute("aria-expanded")) !== "true") await page.keyboard.press("Enter");
  const link = nav.getByRole("link", { name: entry, exact: true });
  await pressUntilFocused(page, link, `the menu entry ${entry}`, { key: "ArrowDown", max: 20 });
  await page.keyboard.press("Enter");
}

/**
 * Softly expects the focus on `focused` to show: some line of pixels around `shown` (the element, or the box its
 * ring is drawn around) changes by 3:1 or more.
 */
async function expectVisibleFocus(page: Page, focused: Locator, what: string, shown: Locator = focused) {
  const change = await focusChange(page, focused, shown);
  expect
    .soft(
      change.changed,
      `the focus on ${what} changes ${change.changed} pixels by ${VISIBLE_CHANGE}:1 or more (at most ${change.strongest.toFixed(2)}:1); at least ${change.length} expected`,
    )
    .toBeGreaterThanOrEqual(change.length);
  return change;
}

/** The list row of a report (template key and period), focused with Tab and opened with Enter. */
async function openRow(page: Page, reportKey: string, period: string) {
  const row = page.locator(`.ant-table-tbody tr[data-report="${reportKey}/${period}"]`).first();
  await tabTo(page, row, `the list row of ${reportKey} ${period}`, { max: 250 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/reports/${reportKey}/${period}$`), SLOW);
}

/** Next through the steps with Enter on the focused Next button, then Finish. */
async function throughSteps(page: Page, next: string, finish: string, whenSaved?: (step: string) => string) {
  const finishButton = page.getByRole("button", { name: finish, exact: true });
  for (let step = 0; step < 12 && !(await finishButton.isVisible()); step += 1) {
    const nextButton = page.getByRole("button", { name: next, exact: true });
    const current = (await page.locator(".ant-steps-item-process").textContent()) ?? "";
    if (!(await hasFocus(nextButton)))
      await tabTo(page, nextButton, `${next} (step ${step + 1})`, { max: 300 });
    await page.keyboard.press("Enter");
    await expect(page.locator(".ant-steps-item-process")).not.toHaveText(current, SLOW);
    if (whenSaved && step === 0) await expect(page.getByText(whenSaved(current))).toBeVisible(SLOW);
  }
  if (!(await hasFocus(finishButton))) await tabTo(page, finishButton, finish, { max: 300 });
  await page.keyboard.press("Enter");
}

/** "2013208,81" (the French edit text of a currency input) → 2013208.81, and back. */
const frNumber = (text: string) => Number(text.replace(/\s/g, "").replace(",", "."));
/** The number a computed value shows ("6 112 756,25", then its words for screen readers and "ƒx"). */
const shownNumber = async (cell: Locator) =>
  frNumber(/^-?[\d\s]+(,\d+)?/.exec(((await cell.textContent()) ?? "").trim())?.[0] ?? "");
const frText = (value: number) => value.toFixed(2).replace(".", ",");

test("a client user passes the menu with the skip link, and every focus stop on the way shows at 3:1", async ({
  page,
}, testInfo) => {
  // Settled screenshots: no transitions, no animations.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const client = demoLoginOf("wanjiru.okello@ivoire-cacao.example");
  const text = (id: string) => portalText(client.language, id);
  const home = "/client/ivoire-cacao/";
  const reportList = `${home}reports`;
  const main = page.getByRole("main");
  const firstRow = page.locator(".ant-table-tbody tr[data-report]").first();
  const nav = page.getByRole("navigation", { name: text("main-navigation") });
  const tabCount = (how: string, presses: number) =>
    testInfo.annotations.push({
      type: "keyboard",
      description: `${how}: ${presses} Tab presses to the first report row`,
    });

  await test.step("signed in from the report list's address, the focus is on its heading, the first row at most 5 Tabs on", async () => {
    await signInByKeyboard(page, client, reportList);
    await expect(page).toHaveURL(new RegExp(`${reportList}$`), SLOW);
    const heading = main.getByRole("heading", { name: text("menu-reporting"), exact: true });
    await expect(heading).toBeFocused(SLOW);
    await expect(firstRow).toBeVisible(SLOW);
    await expectVisibleFocus(page, heading, "the report list's heading");
    const presses = await tabTo(page, firstRow, "the first report row", { max: 10 });
    tabCount("From a fresh sign-in", presses);
    expect(presses).toBeLessThanOrEqual(5);
  });

  await test.step("on a fresh page of the report list, the skip link is the first stop: at most 5 Tabs in all", async () => {
    await page.reload();
    await expect(firstRow).toBeVisible(SLOW);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: text("skip-to-main"), exact: true });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("skip-link-focused.png") });
    await expectVisibleFocus(page, skip, "the skip link");
    await page.keyboard.press("Enter");
    await expect(main).toBeFocused();
    const presses = 1 + (await tabTo(page, firstRow, "the first report row", { max: 10 }));
    tabCount("From a fresh page, by the skip link", presses);
    expect(presses).toBeLessThanOrEqual(5);
  });

  await test.step("every stop from the top of the dashboard to its first report row shows its focus at 3:1", async () => {
    await page.goto(home);
    await expect(firstRow).toBeVisible(SLOW);
    await expect(page.locator(".client-dashboard .ant-skeleton")).toHaveCount(0, SLOW);
    const stops: string[] = [];
    for (let presses = 1; presses <= 60 && !(await hasFocus(firstRow)); presses += 1) {
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      const where = await focusDescription(page);
      stops.push(where);
      // A menu entry that is a link draws its ring around the entry, not around its text.
      const inMenuEntry = await focused.evaluate((element) => element.closest(".ant-menu-item") !== null);
      const shown = inMenuEntry ? focused.locator("xpath=ancestor::li[1]") : focused;
      if (inMenuEntry)
        await page.screenshot({ path: testInfo.outputPath(`menu-entry-focused-${presses}.png`) });
      await expectVisibleFocus(page, focused, where, shown);
    }
    testInfo.annotations.push({ type: "keyboard", description: `Focus stops checked: ${stops.join(" → ")}` });
    expect(
      await hasFocus(firstRow),
      `the first report row is reached (the focus went ${stops.join(" → ")})`,
    ).toBe(true);
  });

  await test.step("the menu says how its keys work, and its groups, reached by the arrows, show their focus", async () => {
    const menu = nav.getByRole("menu").first();
    await expect(menu).toHaveAccessibleDescription(text("menu-keys-hint"));
    await tabTo(page, menu, "the main navigation's menu", { back: true });
    const hint = nav.locator("#menu-keys-hint");
    expect(
      (await hint.boundingBox())?.width ?? 0,
      "the hint shows while the focus is in the menu",
    ).toBeGreaterThan(100);
    const group = nav.getByRole("menuitem", { name: new RegExp(`(^|\\s)${text("menu-reporting")}$`) });
    await pressUntilFocused(page, group, "the Reporting group", { key: "ArrowDown", max: 20 });
    await expectVisibleFocus(page, group, "the Reporting group");
  });
});

test("a client user signs in, opens a report in progress, works the grid and submits it, by keyboard only", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const client = demoLoginOf("wanjiru.okello@ivoire-cacao.example");
  const fr = client.language;
  const text = (id: string, variables: Record<string, string> = {}) => portalText(fr, id, variables);
  const report = demo.reportInstances.find(
    (candidate) => candidate.client.key === "ivoire-cacao" && candidate.status === "in_progress",
  )!;
  const reportKey = report.config.key;
  const period = periodOf(report.context.numeric);
  const formKey = "agroBalanceSheet";
  const cell = (name: string) => page.locator(`#ll-${formKey}-${name}`);
  const label = (name: string) => fieldLabel(formKey, name, fr);

  await test.step("sign in", async () => {
    await signInByKeyboard(page, client);
    await expect(page).toHaveURL(/\/client\/ivoire-cacao\/$/, SLOW);
  });

  await test.step("open the report in progress from the report list", async () => {
    const templateName = (report.config.name as Record<string, string>)[fr]!;
    await openFromMenu(page, fr, text("menu-reporting"), templateName);
    await expect(page).toHaveURL(new RegExp(`/client/ivoire-cacao/reports/${reportKey}$`), SLOW);
    await openRow(page, reportKey, period);
    await expect(cell("cash")).toBeVisible(SLOW);
  });

  await test.step("move through the grid: Tab, Shift+Tab, Enter, Shift+Enter, arrows", async () => {
    await tabTo(page, cell("cash"), `the value of ${label("cash")}`, { max: 120 });
    // Tab goes through every control: the next row's guide button, then its value; Shift+Tab comes back.
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", { name: rendererText(fr, "guide-for", { label: label("tradeReceivables") }) }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(cell("tradeReceivables")).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(cell("cash")).toBeFocused();
    // Enter and Shift+Enter: the next and previous value to type, computed values passed over.
    await page.keyboard.press("Enter");
    await expect(cell("tradeReceivables")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cell("prefinancingToFarmers")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cell("inventoryRawCommodities")).toBeFocused();
    await page.keyboard.press("Shift+Enter");
    await expect(cell("prefinancingToFarmers")).toBeFocused();
    // The arrows: the cell below and above, computed values included.
    await page.keyboard.press("ArrowDown");
    await expect(cell("inventories")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(cell("inventoryRawCommodities")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(cell("prefinancingToFarmers")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(cell("tradeReceivables")).toBeFocused();
  });

  await test.step("change values: the computed totals follow", async () => {
    // 1,000 more of non-current biological assets and of lease liabilities (both empty in the demo, so the
    // two-decimal edit texts lose nothing): the totals move, the balance sheet stays balanced.
    for (const [name, total] of [
      ["biologicalAssetsNonCurrent", "nonCurrentAssets"],
      ["leaseLiabilities", "nonCurrentLiabilities"],
    ] as const) {
      await pressUntilFocused(page, cell(name), `the value of ${label(name)}`, { key: "Enter", max: 25 });
      const before = await shownNumber(cell(total));
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type(frText(frNumber(await cell(name).inputValue()) + 1000));
      await expect.poll(() => shownNumber(cell(total))).toBeCloseTo(before + 1000, 2);
    }
  });

  await test.step("the formula panel opens with Enter and Space, closes with Escape, and gives the focus back", async () => {
    const panel = page.locator("section.ll-panel");
    const panelOf = (name: string) =>
      page.getByRole("region", { name: rendererText(fr, "panel-title", { label: label(name) }) });
    // From the last value typed up to the non-current liabilities' subtotal: Enter opens its formula.
    const opener = cell("nonCurrentLiabilities");
    await pressUntilFocused(page, opener, `the computed value of ${label("nonCurrentLiabilities")}`, {
      key: "ArrowUp",
      max: 12,
    });
    await page.keyboard.press("Enter");
    await expect(panelOf("nonCurrentLiabilities")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect.soft(panel, "Escape closes the formula panel").toBeHidden({ timeout: 1_000 });
    if (await panel.isVisible()) {
      // Closed from its own Close button instead, reached with Tab after the rest of the page.
      const close = panel.getByRole("button", { name: rendererText(fr, "panel-close") });
      const presses = await tabTo(page, close, "the formula panel's Close button", { max: 400 });
      test.info().annotations.push({
        type: "keyboard",
        description: `The formula panel's Close button is ${presses} Tab presses away from the value that opened it`,
      });
      await page.keyboard.press("Enter");
      await expect(panel).toBeHidden();
    }
    const back = await hasFocus(opener);
    expect
      .soft(
        back,
        `the focus returns to the value that opened the panel (it is on ${await focusDescription(page)})`,
      )
      .toBe(true);
    if (!back)
      await tabTo(page, opener, `the computed value of ${label("nonCurrentLiabilities")}`, { max: 150 });
    // Down to the total liabilities: Space opens its formula too (the panel is left open: it does not block
    // the page, and it closes when the wizard is left).
    await pressUntilFocused(
      page,
      cell("totalLiabilities"),
      `the computed value of ${label("totalLiabilities")}`,
      {
        key: "ArrowDown",
        max: 6,
      },
    );
    await page.keyboard.press("Space");
    await expect(panelOf("totalLiabilities")).toBeVisible();
  });

  await test.step("save every step with Next, then submit for approval", async () => {
    // From anywhere in the step, Ctrl+Enter goes past the rest of the grid to the step's main button.
    await page.keyboard.press("ControlOrMeta+Enter");
    await expect(page.locator(".wizard-nav .ant-btn-primary")).toBeFocused();
    await throughSteps(page, text("wizard-next"), text("wizard-finish"), () =>
      text("wizard-saved", { step: formName(formKey, fr) }),
    );
    await expect(page.getByText(text("final-submit-title"))).toBeVisible(SLOW);
    await tabTo(
      page,
      page.getByRole("button", { name: text("final-submit"), exact: true }),
      text("final-submit"),
    );
    await page.keyboard.press("Enter");
    await expect(page.getByText(text("workflow-submitted"))).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/client\/ivoire-cacao\/reports$/, SLOW);
    await expect(
      page
        .locator(`.ant-table-tbody tr[data-report="${reportKey}/${period}"] [data-status="submitted"]`)
        .first(),
    ).toBeVisible(SLOW);
  });
});

/** The admin's way to a report: the provider's report list, filtered by the client's name, then the row. */
async function openForReview(page: Page, clientName: string, reportKey: string, period: string) {
  const filter = page.getByRole("searchbox", { name: "Filter reports" });
  await tabTo(page, filter, "the report filter", { max: 60 });
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(clientName);
  // The filter applies after its debounce: until then the rows of other clients (with the same template and
  // period) are still listed, and a row focused then disappears under the focus.
  await expect(
    page.locator(".ant-table-tbody tr.clickable-row").filter({ hasNotText: clientName }),
  ).toHaveCount(0, SLOW);
  await expect(page.locator(`.ant-table-tbody tr[data-report="${reportKey}/${period}"]`).first()).toBeVisible(
    SLOW,
  );
  await openRow(page, reportKey, period);
  const start = page.getByRole("button", { name: "Start Auditing", exact: true });
  await tabTo(page, start, "Start Auditing", { max: 80 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: /Edit Contents$/ })).toBeVisible(SLOW);
}

test("the provider admin approves one submitted report and rejects another with a reason, by keyboard only", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const admin = demoLogin("investor-admin");
  // Two submitted one-step reports (the covenants) of a client no other spec touches.
  const submitted = demo.reportInstances.filter(
    (report) =>
      report.client.key === "kartuli-credit" &&
      report.status === "submitted" &&
      report.config.key === "covenantsQuarterly",
  );
  expect(submitted.length, "the demo has two submitted covenant reports of Kartuli Credit").toBe(2);
  const [toApprove, toReject] = submitted.map((report) => ({
    key: report.config.key,
    period: periodOf(report.context.numeric),
  })) as [{ key: string; period: string }, { key: string; period: string }];
  const clientName = submitted[0]!.client.name;
  const status = (report: { key: string; period: string }, value: string) =>
    page
      .locator(`.ant-table-tbody tr[data-report="${report.key}/${report.period}"] [data-status="${value}"]`)
      .first();

  await test.step("sign in and open the report list", async () => {
    await signInByKeyboard(page, admin);
    await expect(page).toHaveURL(/\/investor\/$/, SLOW);
    await openFromMenu(page, "en", "Reports", "All reports");
    await expect(page).toHaveURL(/\/investor\/reports$/, SLOW);
  });

  await test.step(`approve ${toApprove.key} ${toApprove.period}`, async () => {
    await openForReview(page, clientName, toApprove.key, toApprove.period);
    await throughSteps(page, "Next", "Finish");
    await expect(page.getByText("Ready to share your audit result!")).toBeVisible(SLOW);
    await tabTo(page, page.getByRole("button", { name: "Approve", exact: true }), "Approve");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Report approved.")).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/investor\/reports$/, SLOW);
  });

  await test.step(`reject ${toReject.key} ${toReject.period} with a reason`, async () => {
    await openForReview(page, clientName, toReject.key, toReject.period);
    await throughSteps(page, "Next", "Finish");
    await expect(page.getByText("Ready to share your audit result!")).toBeVisible(SLOW);
    const rejectButton = page.getByRole("button", { name: "Reject", exact: true });
    await tabTo(page, rejectButton, "Reject");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Reject the report" });
    await expect(dialog).toBeVisible();
    // The dialog takes the focus (WCAG 2.4.3): the next Tab is inside it.
    await expect.poll(() => containsFocus(dialog), { message: "the reject dialog has the focus" }).toBe(true);
    await tabTo(page, dialog.getByRole("textbox", { name: "Reason for the rejection" }), "the reason", {
      max: 10,
    });
    await page.keyboard.type("The cash flow does not reconcile with the bank statements.");
    await tabTo(
      page,
      dialog.getByRole("button", { name: "Reject", exact: true }),
      "the dialog's Reject button",
      {
        max: 15,
      },
    );
    await page.keyboard.press("Enter");
    await expect(page.getByText("Report rejected.")).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/investor\/reports$/, SLOW);
  });

  await test.step("the list shows one approved, one rejected", async () => {
    const filter = page.getByRole("searchbox", { name: "Filter reports" });
    await tabTo(page, filter, "the report filter", { max: 60 });
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(clientName);
    await expect(status(toApprove, "approved")).toBeVisible(SLOW);
    await expect(status(toReject, "rejected")).toBeVisible(SLOW);
  });
});
