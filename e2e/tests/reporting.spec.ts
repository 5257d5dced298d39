// Reporting end to end (spec 2): a client user opens a created report from the list, starts a manual
// submission, fills the balance sheet (computed totals update while typing), meets the blocking balance
// validation, fixes it, saves every step and submits; the provider admin starts auditing and approves.
// The client user works in Spanish (his account's language); the admin in English.
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { generateDemo } from "@ledgerline/schemas";
import { demoLogin } from "../support/demo";
import { logIn, logOut, portalText } from "../support/portal";

const demo = generateDemo({ providerKey: "investor" });
const CLIENT_KEY = "andes-microcredito";

interface NamedField {
  internalName: string;
  name: Record<string, string>;
  children?: NamedField[];
}

/** A field's label in a language, from the demo's form config. */
function fieldLabel(formKey: string, internalName: string, language: string): string {
  const form = demo.formConfigs.find((candidate) => candidate.key === formKey)!;
  const find = (fields: NamedField[]): NamedField | undefined =>
    fields
      .map((field) => (field.internalName === internalName ? field : find(field.children ?? [])))
      .find(Boolean);
  const field = find(form.fields as unknown as NamedField[])!;
  return field.name[language] ?? field.name.en!;
}

function formName(formKey: string, language: string): string {
  const form = demo.formConfigs.find((candidate) => candidate.key === formKey)! as unknown as {
    name: Record<string, string>;
  };
  return form.name[language] ?? form.name.en!;
}

/** Types 0 into every empty input of the step (formulas such as add() are empty while any operand is). */
async function fillEmptyWithZero(page: Page) {
  const inputs = page.locator(".ll-form input.ll-input-number:not([readonly])");
  const count = await inputs.count();
  for (let index = 0; index < count; index += 1) {
    const input = inputs.nth(index);
    if ((await input.inputValue()) === "") await input.fill("0");
  }
}

async function shot(page: Page, name: string, testInfo: { outputPath(name: string): string }) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test("a client submits a report and a provider admin approves it", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const client = demoLogin("CLIENT");
  const es = client.language;
  const text = (id: string, variables: Record<string, string> = {}) => portalText(es, id, variables);

  await page.goto("/");
  await logIn(page, client.username, client.password);
  await expect(page).toHaveURL(new RegExp(`/client/${CLIENT_KEY}/$`));

  // The report list: statuses with their colours, the newest period first.
  await page.goto(`/client/${CLIENT_KEY}/reports/mfiFinancialMonthly`);
  const rows = page.locator(".ant-table-tbody tr.clickable-row");
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('[data-status="approved"]').first()).toBeVisible();
  await expect(page.locator('[data-status="approved"]').first()).toHaveCSS("color", "rgb(147, 187, 54)");
  await shot(page, "client-report-list-es", testInfo);
  const created = rows
    .filter({ has: page.locator('[data-status="created"], [data-status="overdue"]') })
    .first();
  await created.click();
  await expect(page).toHaveURL(
    new RegExp(`/client/${CLIENT_KEY}/reports/mfiFinancialMonthly/\\d{4}-\\d{2}$`),
  );
  const reportUrl = page.url();

  // Start screen: configuration, open previous reports, File Based (disabled) and Manual Submission.
  await expect(
    page.getByRole("heading", { name: new RegExp(`^${text("start-title", { title: "" }).trim()}`) }),
  ).toBeVisible();
  const fileBased = page.getByLabel(text("start-file-based"));
  await expect(fileBased.getByRole("button", { name: text("start-submission") })).toBeDisabled();
  await shot(page, "wizard-start-es", testInfo);
  await page
    .getByLabel(text("start-manual"))
    .getByRole("button", { name: text("start-submission") })
    .click();

  // The balance sheet: totals follow the typing; an unbalanced sheet blocks Next.
  await expect(page.getByText(/PEN, /)).toBeVisible();
  await fillEmptyWithZero(page);
  const cash = page.getByRole("textbox", {
    name: fieldLabel("balanceSheet", "cashAndDueFromBanks", es),
    exact: true,
  });
  await cash.fill("1000");
  await page
    .getByRole("textbox", { name: fieldLabel("balanceSheet", "paidInCapital", es), exact: true })
    .fill("900");
  await page
    .getByRole("textbox", { name: fieldLabel("balanceSheet", "paidInCapital", es), exact: true })
    .press("Tab");
  await expect(
    page.getByRole("row", { name: new RegExp(`^${fieldLabel("balanceSheet", "totalAssets", es)}`) }).first(),
  ).toContainText("1.000,00");
  await page.getByRole("button", { name: text("wizard-next") }).click();
  await expect(page.locator(".ant-steps-item-error")).toHaveCount(1);
  await shot(page, "wizard-balance-invalid-es", testInfo);
  await page
    .getByRole("textbox", { name: fieldLabel("balanceSheet", "paidInCapital", es), exact: true })
    .fill("1000");
  await page.getByRole("button", { name: text("wizard-next") }).click();
  await expect(page.getByText(text("wizard-saved", { step: formName("balanceSheet", es) }))).toBeVisible();
  await expect(page.locator(".ant-steps-item-error")).toHaveCount(0);

  // The other steps, then the final screen.
  const finish = page.getByRole("button", { name: text("wizard-finish") });
  // Cash flow: the closing cash must equal the balance sheet's cash, so the year starts with it.
  const openingCash = page.getByRole("textbox", {
    name: fieldLabel("cashFlow", "openingCash", es),
    exact: true,
  });
  for (let step = 1; step < 10 && !(await finish.isVisible()); step += 1) {
    if ((await openingCash.count()) > 0) await openingCash.fill("1000");
    await fillEmptyWithZero(page);
    await page.getByRole("button", { name: text("wizard-next") }).click();
    await expect(page.locator(".ant-steps-item").nth(step + 1)).toHaveClass(/ant-steps-item-process/);
  }
  await fillEmptyWithZero(page);
  await shot(page, "wizard-last-step-es", testInfo);
  await finish.click();
  await expect(page.getByText(text("final-submit-title"))).toBeVisible();
  await shot(page, "wizard-final-es", testInfo);
  await page.getByRole("button", { name: text("final-submit") }).click();
  await expect(page.getByText(text("workflow-submitted"))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/client/${CLIENT_KEY}/reports$`));
  await logOut(page, client.fullName, es);
  // The login page keeps the last language; the admin reads English.
  await page.evaluate(() => localStorage.removeItem("ledgerline.language"));
  await page.reload();

  // The provider admin audits and approves.
  const admin = demoLogin("investor-admin");
  await logIn(page, admin.username, admin.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto("/investor/reports");
  await expect(page.getByRole("columnheader", { name: "Client" })).toBeVisible();
  await shot(page, "provider-report-list-en", testInfo);
  await page.goto(reportUrl);
  await expect(page.getByText(/is ready to be audited/)).toBeVisible();
  await shot(page, "wizard-audit-start-en", testInfo);
  await page.getByRole("button", { name: "Start Auditing" }).click();
  await expect(page.getByRole("button", { name: /Edit Contents/ })).toBeVisible();
  await expect(
    page.getByRole("textbox", { name: fieldLabel("balanceSheet", "cashAndDueFromBanks", "en"), exact: true }),
  ).toHaveValue(/1,000/);
  for (
    let step = 0;
    step < 10 && !(await page.getByRole("button", { name: "Finish" }).isVisible());
    step += 1
  ) {
    await page.getByRole("button", { name: "Next" }).click();
  }
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByText("Ready to share your audit result!")).toBeVisible();
  await shot(page, "wizard-audit-final-en", testInfo);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Report approved.")).toBeVisible();
  await expect(page).toHaveURL(/\/investor\/reports$/);
});
