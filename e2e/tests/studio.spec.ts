// The config studio end to end: the admin adds a computed field to the balance sheet, types its formula with a
// mistake and sees the engine's error at its position, fixes it, previews the form with a real client's data,
// and publishes a new version; a report created afterwards shows the new field while a report created before
// still renders its old version in full. Every studio screen on the way is checked with axe. This spec changes
// the balance sheet template for the rest of the run, so it is the last one alphabetically (and says so).
import { periodLabel } from "@ledgerline/schemas";
import { expect, test } from "../support/fixtures";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { demo, demoLogin, demoLoginOf, fieldLabel } from "../support/demo";
import { apiToken, graphql, logIn, shot, signInAs } from "../support/portal";
import { watchCodeEvaluation } from "../support/codeEvaluation";

const SLOW = { timeout: 45_000 };
const ADMIN = demoLogin("investor-admin");
const CLIENT = demo.clients.find((client) => client.key === "andes-microcredito")!;
// A client whose newest balance sheet is older than the newest month, and whose form data no other spec
// writes (the reporting and keyboard specs file Andes Microcrédito's later months as the suite runs).
const PREVIEW_CLIENT = demo.clients.find((client) => client.key === "ala-too-finance")!;
const NEW_LABEL = "Equity to assets (studio)";
const TYPO = "divide(totalEquity, totalAsets)";

async function signInToStudio(page: Page) {
  await page.goto("/studio/");
  await expect(page.getByRole("heading", { name: "Sign in to the config studio" })).toBeVisible(SLOW);
  await expectAccessible(page, "studio sign-in");
  await page.getByLabel("E-mail").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Form templates" })).toBeVisible(SLOW);
}

/** The month ends (yyyymmdd) from last month back, as report periods. */
function monthEndsBack(count: number): number[] {
  const now = new Date();
  return Array.from({ length: count }, (_, i) => {
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 0));
    return end.getUTCFullYear() * 10000 + (end.getUTCMonth() + 1) * 100 + end.getUTCDate();
  });
}

/** Creates a monthly report for the client on the latest month that has none; its yyyy-mm. */
async function createReport(page: Page, token: string): Promise<string> {
  const config = demo.reportConfigs.find((report) => report.key === "mfiFinancialMonthly")!;
  for (const numeric of monthEndsBack(60)) {
    const answer = await graphql<{ insertReportInstance: { success: boolean } }>(
      page.request,
      token,
      `
        mutation ($configId: String!, $clientId: ID!, $numeric: Int!) {
          insertReportInstance(configId: $configId, clientId: $clientId, numeric: $numeric) {
            success
          }
        }
      `,
      { configId: config._id, clientId: CLIENT._id, numeric },
    );
    if (answer.insertReportInstance.success)
      return `${String(numeric).slice(0, 4)}-${String(numeric).slice(4, 6)}`;
  }
  throw new Error("No free month for a new report");
}

/** The newest month (as the preview's period picker names it) for which the client filed a balance sheet. */
function latestFiledMonth(client = CLIENT): string {
  const numerics = demo.formData
    .filter((data) => data.clientId === client._id && data.configKey === "balanceSheet")
    .map((data) => data.context.numeric);
  const latest = String(Math.max(...numerics));
  return periodLabel(`${latest.slice(0, 4)}-${latest.slice(4, 6)}`);
}

/** A label as the start of an accessible name. */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

const reportUrl = (period: string) => `/client/${CLIENT.key}/reports/mfiFinancialMonthly/${period}`;

test("the form editor's field tree keeps to its column beside the properties, in English and Russian", async ({
  page,
}, testInfo) => {
  await signInAs(page, ADMIN);
  for (const key of ["balanceSheet", "extras2"]) {
    await page.goto(`/studio/forms/${key}`);
    const tree = page.getByRole("tree");
    await expect(tree).toBeVisible(SLOW);
    // The longest internal name of the form, selected so that the properties panel is filled beside it.
    const names = await page.locator(".editor-tree-name").allTextContents();
    const longest = names.reduce((a, b) => (b.length > a.length ? b : a));
    await page.locator(".editor-tree-name", { hasText: longest }).first().click();
    for (const language of ["English", "Русский"]) {
      if (language !== "English") {
        await page.getByRole("button", { name: /: English$/ }).click();
        await page.getByRole("menuitem", { name: language }).click();
      }
      await expect(page.locator(".editor-right .editor-properties")).toBeVisible(SLOW);
      const properties = (await page.locator(".editor-right").boundingBox())!;
      const rows = page.locator(".editor-left .editor-tree-node");
      const count = await rows.count();
      for (let index = 0; index < count; index++) {
        const row = await rows.nth(index).boundingBox();
        // Rows of collapsed branches have no box.
        if (row) expect(row.x + row.width, `row ${index} of ${key}`).toBeLessThanOrEqual(properties.x);
      }
      // One line per row: no row is taller than the tree's first.
      const first = (await rows.first().boundingBox())!;
      for (let index = 0; index < count; index++) {
        const row = await rows.nth(index).boundingBox();
        if (row) expect(row.height, `row ${index} of ${key}`).toBeLessThanOrEqual(first.height + 1);
      }
      await shot(page, `studio-tree-${key}-${language === "English" ? "en" : "ru"}`, testInfo);
      if (language !== "English") {
        await page.getByRole("button", { name: /: Русский$/ }).click();
        await page.getByRole("menuitem", { name: "English" }).click();
      }
    }
  }
});

test("the JSON view of a template renders and checks the config with no code evaluated (the Content Security Policy forbids it)", async ({
  page,
}) => {
  const refused = watchCodeEvaluation(page);
  await signInAs(page, ADMIN);
  await page.goto("/studio/forms/extras2");
  await expect(page.getByRole("tree")).toBeVisible(SLOW);
  await page.getByRole("button", { name: /\bJSON$/ }).click();
  await expect(page.getByRole("region", { name: "JSON of the template" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Template configuration as JSON" })).toHaveValue(
    /"key": "extras2"/,
  );
  expect(refused).toEqual([]);
});

test("the preview opens on the client's newest month with data, and the formula completion list passes axe", async ({
  page,
}, testInfo) => {
  await signInAs(page, ADMIN);
  // Nothing here is saved: the preview only reads, and the new covenant is left unsubmitted.
  await page.goto("/studio/forms/balanceSheet");
  await expect(page.getByRole("tree")).toBeVisible(SLOW);
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: /Preview of/ });
  await preview.getByRole("combobox", { name: "Client" }).click();
  await preview.getByRole("combobox", { name: "Client" }).fill(PREVIEW_CLIENT.name.slice(0, 12));
  const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
  await expect(options).toHaveCount(1, SLOW);
  await options.filter({ hasText: PREVIEW_CLIENT.name }).click();
  // No month picked: the preview shows the newest month the client filed the form for.
  const newest = latestFiledMonth(PREVIEW_CLIENT);
  await expect(preview.getByText(`${PREVIEW_CLIENT.name}, ${newest}`)).toBeVisible(SLOW);
  await expect(preview.getByRole("combobox", { name: "Period" }).locator("..")).toContainText(newest);
  await shot(page, "studio-preview-newest-month", testInfo);
  await preview.getByRole("button", { name: "Close" }).first().click();

  await page.goto("/studio/covenants/new");
  const formula = page.getByRole("textbox", { name: "Formula", exact: true });
  await expect(formula).toBeVisible(SLOW);
  await formula.click();
  await formula.pressSequentially("total");
  const list = page.getByRole("listbox", { name: "Completions" });
  await expect(list).toBeVisible(SLOW);
  await expect(list.getByRole("option")).toHaveCount(10);
  await expectAccessible(page, "studio formula completion");
  await shot(page, "studio-formula-completion", testInfo);
});

test("the admin adds a computed field, fixes its formula, previews it with a client's data and publishes it; new reports show it, old ones keep their version", async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000);
  const before = demo.reportInstances.find(
    (report) =>
      report.client._id === CLIENT._id &&
      report.config.key === "mfiFinancialMonthly" &&
      report.status === "approved",
  )!;
  const beforePeriod = String(before.context.numeric).replace(/^(\d{4})(\d{2})\d{2}$/, "$1-$2");

  await signInToStudio(page);
  await expectAccessible(page, "studio form templates");
  await shot(page, "studio-forms", testInfo);

  // The balance sheet: a new field after the last top-level one, typed as a percentage with a formula.
  await page.getByRole("link", { name: "Balance sheet", exact: true }).click();
  await expect(page.getByRole("heading", { name: /Balance sheet/ })).toBeVisible(SLOW);
  await expect(page.getByText(/Published version 1\.0\.0/)).toBeVisible(SLOW);
  await expectAccessible(page, "studio form editor");
  await page.getByRole("tree").getByText("Total assets", { exact: true }).click();
  await page.getByRole("button", { name: "Add field" }).click();
  await expect(page.getByText(/Properties of /)).toBeVisible();
  await page.getByRole("textbox", { name: "Label (English)" }).fill(NEW_LABEL);
  await page.getByRole("combobox", { name: "Type", exact: true }).click();
  await page
    .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Percentage" })
    .click();

  const formula = page.getByRole("textbox", { name: "Formula", exact: true });
  await formula.click();
  await formula.pressSequentially(TYPO);
  // The engine's error, underlined where the mistake is and read out with its line and column.
  const column = TYPO.indexOf("totalAsets") + 1;
  await expect(page.getByRole("status").filter({ hasText: `Line 1, column ${column}` })).toContainText(
    "totalAsets",
    SLOW,
  );
  await expect(page.locator(".cm-lintRange-error")).toHaveText("totalAsets");
  await shot(page, "studio-formula-error", testInfo);
  await formula.press("End");
  await formula.press("ArrowLeft");
  await formula.press("ArrowLeft");
  await formula.press("ArrowLeft");
  await formula.press("ArrowLeft");
  await formula.pressSequentially("s");
  await expect(page.locator(".cm-content")).toHaveText("divide(totalEquity, totalAssets)");
  await expect(page.locator(".cm-lintRange-error")).toHaveCount(0, SLOW);
  await expect(page.getByText("Saved", { exact: true })).toBeVisible(SLOW);
  await expect(page.getByText(/Draft rev \d+ based on version 1\.0\.0/)).toBeVisible();

  // The preview: the real renderer with the client's data, the new field computed.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: /Preview of/ });
  await expect(preview).toBeVisible();
  await preview.getByRole("combobox", { name: "Client" }).click();
  await preview.getByRole("combobox", { name: "Client" }).fill(CLIENT.name.slice(0, 12));
  // The search narrows the list to the one client before it is picked.
  const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
  await expect(options).toHaveCount(1, SLOW);
  await options.filter({ hasText: CLIENT.name }).click();
  // The month list is redrawn as the search narrows it: a click that lands while it is redrawn picks nothing
  // (seen once in a full run), so the month is picked again until the preview names it.
  const period = preview.getByRole("combobox", { name: "Period" });
  await expect(async () => {
    await period.click();
    await period.fill(latestFiledMonth());
    await expect(options).toHaveCount(1, { timeout: 5_000 });
    await options.filter({ hasText: latestFiledMonth() }).click();
    await expect(preview.getByText(`${CLIENT.name}, ${latestFiledMonth()}`)).toBeVisible({ timeout: 5_000 });
  }).toPass(SLOW);
  const newRow = preview.getByRole("row", { name: startsWith(NEW_LABEL) });
  await expect(newRow).toBeVisible(SLOW);
  await expect(newRow).toContainText(/\d+[.,]\d+\s*%/);
  await expectAccessible(page, "studio preview");
  await shot(page, "studio-preview", testInfo);
  await preview.getByRole("button", { name: "Close" }).first().click();

  // Publish: the check finds nothing, the diff lists the added field.
  await page.getByRole("button", { name: "Publish" }).click();
  const dialog = page.getByRole("dialog", { name: /Publish the form template balanceSheet/ });
  await expect(dialog.getByText("The check found no problems.")).toBeVisible(SLOW);
  await expect(dialog.getByText(/Added/).first()).toBeVisible(SLOW);
  await expectAccessible(page, "studio publish dialog");
  await shot(page, "studio-publish", testInfo);
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Version 1\.1\.0 is published/).first()).toBeVisible(SLOW);

  // The other studio screens, looked at and checked once.
  for (const [path, heading] of [
    ["/studio/reports", "Report templates"],
    ["/studio/reports/mfiFinancialMonthly", /Monthly financial report/],
    ["/studio/covenants", "Covenant catalogue"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible(SLOW);
    await expectAccessible(page, `studio ${path}`);
  }

  // In the portal: a report created now pins 1.1.0 and shows the field; the approved one keeps 1.0.0.
  const token = await apiToken(page.request, ADMIN.username, ADMIN.password);
  const newPeriod = await createReport(page, token);
  await page.goto("/login");
  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login$/, SLOW);
  const totalAssets = fieldLabel("balanceSheet", "totalAssets", "en");

  await page.goto(reportUrl(newPeriod));
  await page.getByLabel("Manual Submission").getByRole("button", { name: "Start Submission" }).click();
  await expect(page.getByRole("row", { name: startsWith(totalAssets) }).first()).toBeVisible(SLOW);
  await expect(page.getByRole("row", { name: startsWith(NEW_LABEL) })).toBeVisible();
  await shot(page, "portal-new-report-new-field", testInfo);

  await page.goto(reportUrl(beforePeriod));
  await expect(page.getByRole("row", { name: startsWith(totalAssets) }).first()).toBeVisible(SLOW);
  await expect(page.getByRole("row", { name: startsWith(NEW_LABEL) })).toHaveCount(0);
});

test("a regional director, who is no template author, is told why the studio stays closed", async ({
  page,
}) => {
  // A regional director no other spec signs in as: auth.spec.ts changes the first one's password.
  const provider = demoLoginOf("kwame.asante@investor.example");
  await page.goto("/studio/");
  await page.getByLabel("E-mail").fill(provider.username);
  await page.getByLabel("Password").fill(provider.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "This studio is for template authors" })).toBeVisible(SLOW);
  await expect(page.getByRole("link", { name: "Back to the portal" })).toBeVisible();
  await expectAccessible(page, "studio closed");
});
