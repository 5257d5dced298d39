// The covenant monitor end to end (provider area): the demo's admin opens it from the menu, finds the PAR 30
// covenants the demo breaches at each client's newest approved period (worked out here from the demo's
// figures, not from the API), opens a breached value's explanation, closes it with Escape, and looks at the
// page in English and in French. Screens are saved as screenshots.
import { expect, test } from "../support/fixtures";
import type { Page } from "@playwright/test";
import { covenantLevel, formatNumber, waiverInEffect } from "@ledgerline/schemas";
import { demo, demoLogin } from "../support/demo";
import { chooseLanguageInHeader, openFromMenu, portalText, shot, signInAs } from "../support/portal";

const SLOW = { timeout: 60_000 };

test.use({ actionTimeout: 15_000 });

interface ExpectedBreach {
  importedId: string;
  client: string;
  /** As the wizard shows it: "7.76 %". */
  value: string;
}

/**
 * The open investments whose PAR 30 covenant (PAR 30 / gross loan portfolio) is breached at the client's newest
 * approved monthly report, under the waiver in effect then: what the monitor must list as breached.
 */
function breachedPar30(): ExpectedBreach[] {
  return demo.investments.flatMap((investment) => {
    const covenant = investment.covenants.find((c) => c.centralCovenantId.internalName === "covPar30");
    if (investment.endedAt !== null || !covenant) return [];
    const approved = demo.reportInstances
      .filter(
        (report) =>
          report.client._id === investment.client._id &&
          report.config.key === "mfiFinancialMonthly" &&
          report.status === "approved",
      )
      .map((report) => report.context.numeric);
    if (approved.length === 0) return [];
    const period = Math.max(...approved);
    const figure = (form: string, name: string) =>
      demo.formData.find(
        (document) =>
          document.clientId === investment.client._id &&
          document.configKey === form &&
          document.context.numeric === period,
      )?.values[name] as number | undefined;
    const par30 = figure("extras", "par30");
    const portfolio = figure("balanceSheet", "grossLoanPortfolio");
    if (par30 === undefined || !portfolio) return [];
    const waiver = waiverInEffect(covenant.waivers, period);
    if (waiver && waiver.waiverType !== "ALTER") return [];
    const limits = waiver?.range
      ? { range: waiver.range, alertThreshold: waiver.alertThreshold ?? null }
      : { range: covenant.range, alertThreshold: covenant.alertThreshold };
    if (covenantLevel(par30 / portfolio, "percentual", limits) !== "breached") return [];
    return [
      {
        importedId: investment.importedId,
        client: investment.client.name,
        value: `${formatNumber(Math.round((par30 / portfolio) * 10000) / 100)} %`,
      },
    ];
  });
}

const rowOf = (page: Page, importedId: string, covenant: string) =>
  page
    .locator("tr.covenant-row")
    .filter({ has: page.getByRole("cell", { name: importedId, exact: true }) })
    .filter({ has: page.getByRole("cell", { name: covenant, exact: true }) });

test("a provider admin finds the breached covenants and opens a value's explanation", async ({
  page,
}, testInfo) => {
  const expected = breachedPar30();
  // The demo breaches PAR 30 somewhere: without it this journey would prove nothing.
  expect(expected.length).toBeGreaterThan(0);
  const par30 = demo.covenantConfigs.find((config) => config.internalName === "covPar30")!;
  const admin = demoLogin("investor-admin");
  await signInAs(page, admin);
  await page.goto("/");
  await expect(page).toHaveURL(/\/investor\/$/, SLOW);

  // From the menu: Investments, then Covenant monitor.
  await openFromMenu(
    page,
    /(^|\s)Investments$/,
    (nav) => nav.getByRole("link", { name: portalText("en", "menu-covenant-monitor"), exact: true }),
    /\/investor\/covenant-monitor$/,
  );
  await expect(page.getByRole("heading", { name: "Covenant monitor" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.locator("tr.covenant-row").first()).toBeVisible(SLOW);

  for (const breach of expected) {
    const row = rowOf(page, breach.importedId, par30.name.en);
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-status="breached"]')).toHaveText("Breached");
    await expect(row.getByRole("cell", { name: breach.client, exact: true })).toBeVisible();
    await expect(
      row.getByRole("button", { name: `${breach.value}, show how ${par30.name.en} is computed` }),
    ).toBeVisible();
  }
  // Worst first: the list opens on a breached covenant.
  await expect(table.locator("tr.covenant-row").first()).toHaveClass(/covenant-row-breached/);
  await shot(page, "covenant-monitor-en", testInfo, { fullPage: true });

  // The explanation of the first expected breach, in the formula panel; Escape closes it, the focus returns.
  const first = expected[0]!;
  const value = rowOf(page, first.importedId, par30.name.en).getByRole("button", {
    name: `${first.value}, show how ${par30.name.en} is computed`,
  });
  await value.click();
  const panel = page.getByRole("region", { name: new RegExp(par30.name.en) });
  await expect(panel).toBeVisible(SLOW);
  await expect(panel.locator("code").first()).toHaveText(par30.formula);
  // The tree names the formula's fields: each line shows its label, then its expression.
  const labels = panel.locator(".ll-explain-label");
  await expect(labels.filter({ hasText: /^extras\.par30$/ })).toHaveCount(1);
  await expect(labels.filter({ hasText: /^balanceSheet\.grossLoanPortfolio$/ })).toHaveCount(1);
  await shot(page, "covenant-monitor-explanation-en", testInfo);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(value).toBeFocused();

  // Breached only, from the status filter; the address keeps it.
  await page.getByRole("combobox", { name: "Status" }).click();
  await page
    .locator(".ant-select-item-option")
    .filter({ hasText: /^Breached$/ })
    .click();
  await expect(page).toHaveURL(/[?&]status=breached/);
  await expect(table.locator("tr.covenant-row:not(.covenant-row-breached)")).toHaveCount(0);

  // The same page in French (the language menu stores the choice on the account: put back afterwards).
  const switchTo = async (from: string, to: string, native: string, back: string) =>
    chooseLanguageInHeader(page, portalText(from, "language-menu", { language: back }), native, () =>
      expect(page.getByRole("heading", { name: portalText(to, "covenant-monitor-title") })).toBeVisible({
        timeout: 5_000,
      }),
    );
  await switchTo("en", "fr", "Français", "English");
  await expect(table.locator('[data-status="breached"]').first()).toHaveText(
    portalText("fr", "covenant-monitor-status-breached"),
  );
  await shot(page, "covenant-monitor-fr", testInfo, { fullPage: true });
  await switchTo("fr", "en", "English", "Français");
});
