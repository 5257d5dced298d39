// Investments, covenants and waivers end to end (spec 3 §2–§6): the provider admin opens an MFI investment
// from the tiles and the grid, adds a covenant through the central covenant search and sets its range and
// alert threshold, adds an ALTER waiver in effect today and sees the covenant's original limits struck
// through with the waiver's beside them, and changes the reporting periodicity after the confirmation. A
// client user of the same institution sees only their own investments and no edit buttons, in English and
// in French. The forms and the detail with its waivers open are checked with axe; the grid and the detail are
// saved as screenshots in both languages.
// The client (Sahyog Microfinance) is one no other spec changes; the API's demo seed is fresh for each run.
import { expect, test } from "../support/fixtures";
import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { demo, demoLogin, demoLoginOf } from "../support/demo";
import { chooseLanguageInHeader, portalText, shot, signInAs } from "../support/portal";

const SLOW = { timeout: 30_000 };
const CLIENT_KEY = "sahyog-microfinance";
const CLIENT = demo.clients.find((candidate) => candidate.key === CLIENT_KEY)!;
const OPEN_INVESTMENT = demo.investments.find(
  (investment) => String(investment.client._id) === String(CLIENT._id) && investment.endedAt === null,
)!;
const CLOSED_INVESTMENT = demo.investments.find(
  (investment) => String(investment.client._id) === String(CLIENT._id) && investment.endedAt !== null,
)!;
/** A central MFI covenant the investment does not have yet. */
const ADDED = demo.covenantConfigs.find((config) => config.internalName === "covPar90")!;
const ADDED_NAME = ADDED.name.en!;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A date `days` from today: YYYY-MM-DD (one of the typed formats) and DD/MMM/YYYY (as shown). */
function dayFromToday(days: number): { typed: string; shown: string } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const yyyy = String(date.getFullYear());
  const mm = String(date.getMonth() + 1).padStart(2, "0");
  const dd = String(date.getDate()).padStart(2, "0");
  return { typed: `${yyyy}-${mm}-${dd}`, shown: `${dd}/${MONTHS[date.getMonth()]}/${yyyy}` };
}

/** The covenant table's row of a covenant. */
/** Waits until no table is blurred by a refetch (screenshots, clicks). */
const settled = (page: Page) => expect(page.locator(".ant-spin-blur")).toHaveCount(0, SLOW);

const covenantRow = (page: Page, name: string): Locator =>
  page.locator(".covenant-table tr.ant-table-row").filter({ hasText: name }).first();

async function chooseOption(page: Page, label: string) {
  await page.locator(".ant-select-item-option", { hasText: label }).first().click();
}

async function typeDate(dialog: Locator, label: string, value: string) {
  const input = dialog.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press("Enter");
}

test("the provider admin manages an investment's covenants, waivers and periodicity", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = demoLogin("investor-admin");
  await signInAs(page, admin);

  // The tiles, then the MFI/Bank grid filtered to the client.
  await page.goto("/investor/investments");
  await page.getByRole("link", { name: /MFI\/Bank Investments/ }).click();
  await expect(page).toHaveURL(/\/investor\/investments\/mfi$/);
  await expect(page.getByRole("heading", { name: "Investments · MFI/Bank" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Open Investments", selected: true })).toBeVisible();
  const rows = page.locator(".investments-grid tbody tr.clickable-row");
  await expect(rows.first()).toBeVisible(SLOW);
  await settled(page);
  await shot(page, "investments-grid-en", testInfo);
  await page.getByRole("searchbox", { name: "Filter investments" }).fill(CLIENT.name);
  // The filter applies after its debounce and a fetch; a click before that can land while the grid redraws
  // under the pointer, and is lost.
  await expect(rows.filter({ hasNotText: CLIENT.name })).toHaveCount(0, SLOW);
  await settled(page);
  const row = page.locator(`.investments-grid tr[data-investment="${OPEN_INVESTMENT.importedId}"]`);
  await expect(row).toBeVisible(SLOW);
  await expect(row).toContainText(CLIENT.name);
  await expect(row).toContainText(/\d{2}\/[A-Z][a-z]{2}\/\d{4}/);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/investor/investments/mfi/${String(OPEN_INVESTMENT._id)}$`));
  await expect(
    page.getByRole("heading", { name: `Investment ${OPEN_INVESTMENT.importedId}, ${CLIENT.name}` }),
  ).toBeVisible(SLOW);

  // Add a covenant through the search; its form opens; set its range and alert threshold.
  const search = page.getByRole("combobox", { name: "Add a covenant" });
  const add = page.getByRole("button", { name: "Add", exact: true });
  // The options are searched on the server as one types: on a loaded machine a click can land while the list
  // redraws and be lost (the search then stays empty and Add disabled), so the choice is made again until it
  // holds.
  await expect(async () => {
    await search.click();
    await search.fill("PAR 90");
    await chooseOption(page, ADDED_NAME);
    await expect(add).toBeEnabled({ timeout: 2_000 });
  }).toPass(SLOW);
  await add.click();
  const covenantDialog = page.getByRole("dialog", { name: `New covenant: ${ADDED_NAME}` });
  await expect(covenantDialog).toBeVisible(SLOW);
  await expectAccessible(page, "the covenant form");
  await covenantDialog.getByLabel("Minimum (%)").fill("0");
  await covenantDialog.getByLabel("Maximum (%)").fill("6");
  await covenantDialog.getByLabel("Alert threshold (%)").fill("5,5");
  await covenantDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Saved covenant ${ADDED_NAME}`)).toBeVisible(SLOW);
  await expect(covenantDialog).toBeHidden();
  const added = covenantRow(page, ADDED_NAME);
  await expect(added).toContainText("6%");
  await expect(added).toContainText("5.5%");

  // An ALTER waiver in effect today: the original limits struck through, the waiver's beside them.
  await added.getByRole("button", { name: /expand row/i }).click();
  await page.getByRole("button", { name: "Add waiver" }).click();
  const waiverDialog = page.getByRole("dialog", { name: `New waiver for ${ADDED_NAME}` });
  await expect(waiverDialog).toBeVisible();
  await waiverDialog.locator("label", { hasText: /^Alter$/ }).click();
  await expectAccessible(page, "the waiver form (ALTER)");
  const start = dayFromToday(-10);
  const end = dayFromToday(90);
  await typeDate(waiverDialog, "Start date", start.typed);
  await typeDate(waiverDialog, "End date", end.typed);
  await waiverDialog.getByLabel("Minimum (%)").fill("0");
  await waiverDialog.getByLabel("Maximum (%)").fill("8");
  await waiverDialog.getByLabel("Alert threshold (%)").fill("7");
  await waiverDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Saved the waiver of ${ADDED_NAME}`)).toBeVisible(SLOW);
  await expect(waiverDialog).toBeHidden();
  await expect(added.getByText(`Altered until ${end.shown}`)).toBeVisible();
  await expect(added.locator(".waived-limit del")).toHaveText([
    `0% (waived until ${end.shown})`,
    `6% (waived until ${end.shown})`,
    `5.5% (waived until ${end.shown})`,
  ]);
  await expect(added.locator(".waived-limit ins")).toHaveText([
    `0% (applies until ${end.shown})`,
    `8% (applies until ${end.shown})`,
    `7% (applies until ${end.shown})`,
  ]);
  await expect(added.locator(".waived-limit del").nth(1)).toHaveCSS("text-decoration-line", "line-through");
  // The waiver list under the covenant: the new waiver, in effect.
  const waivers = page.locator(".waiver-list").filter({ hasText: `Waivers of ${ADDED_NAME}` });
  await expect(waivers.locator("tbody tr.waiver-in-effect")).toContainText(start.shown);

  // The reporting periodicity, after the confirmation.
  const periodicity = page.getByRole("combobox", { name: "Reporting periodicity" });
  const was = OPEN_INVESTMENT.reportingPeriodicity;
  const next = was === "quarterly" ? "Monthly" : "Quarterly";
  await periodicity.click();
  await chooseOption(page, next);
  await page.getByRole("button", { name: "Save the reporting periodicity" }).click();
  const confirm = page
    .getByRole("dialog")
    .filter({ hasText: "Are you sure you want to change this investment's reporting periodicity?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Change" }).click();
  await expect(page.getByText(`The reporting periodicity is now ${next}.`)).toBeVisible(SLOW);
  await expect(page.getByRole("button", { name: "Save the reporting periodicity" })).toBeDisabled();
  await expectAccessible(page, "the investment detail with a waiver in effect and its waivers shown");
  await shot(page, "investment-detail-en", testInfo);
  await added.scrollIntoViewIfNeeded();
  await shot(page, "investment-covenants-en", testInfo);

  // The change is stored: a reload shows it.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Reporting periodicity" })).toBeVisible(SLOW);
  await expect(page.locator(".periodicity-select")).toContainText(next);
});

test("a client user sees their own investments without edit buttons, in English and French", async ({
  page,
}, testInfo) => {
  const client = demoLoginOf(`deepa.chan@${CLIENT_KEY}.example`);
  await signInAs(page, client);
  await page.goto(`/client/${CLIENT_KEY}/investments`);
  const rows = page.locator(".investments-grid tbody tr.clickable-row");
  await expect(rows.first()).toBeVisible(SLOW);
  // Only the client's own investments.
  for (const text of await rows.allTextContents()) expect(text).toContain(CLIENT.name);
  await expect(page.locator(`tr[data-investment="${OPEN_INVESTMENT.importedId}"]`)).toBeVisible();
  await page.getByRole("tab", { name: "Closed Investments" }).click();
  await expect(page.locator(`tr[data-investment="${CLOSED_INVESTMENT.importedId}"]`)).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\?state=closed$/);
  await page.getByRole("tab", { name: "Open Investments" }).click();

  await page.locator(`tr[data-investment="${OPEN_INVESTMENT.importedId}"]`).click();
  await expect(page).toHaveURL(
    new RegExp(`/client/${CLIENT_KEY}/investments/${String(OPEN_INVESTMENT._id)}$`),
  );
  await expect(page.getByRole("heading", { name: /^Investment / })).toBeVisible(SLOW);
  const content = page.locator(".investment-page");
  await expect(content.locator(".covenant-table tbody tr.ant-table-row").first()).toBeVisible();
  // Read only: no select, no add, edit, delete or save; only help and the rows' expand buttons.
  await expect(content.getByRole("combobox")).toHaveCount(0);
  for (const name of [/^Add/, /^Edit/, /^Delete/, /^Save/])
    await expect(content.getByRole("button", { name })).toHaveCount(0);
  await expect(content.getByText(/Archived as from/)).toHaveCount(0);

  // The same screens in French.
  await chooseLanguageInHeader(page, "Language: English", "Français", () =>
    expect(
      page.getByRole("button", { name: portalText("fr", "language-menu", { language: "Français" }) }),
    ).toBeVisible({
      timeout: 5_000,
    }),
  );
  await expect(page.getByRole("heading", { name: /^Investissement / })).toBeVisible(SLOW);
  await expect(
    page.getByRole("heading", { name: portalText("fr", "investment-covenants-title") }),
  ).toBeVisible();
  await shot(page, "investment-detail-fr", testInfo);
  await content.locator(".covenant-table").scrollIntoViewIfNeeded();
  await shot(page, "investment-covenants-fr", testInfo);
  await page.getByRole("link", { name: portalText("fr", "investment-back") }).click();
  await expect(
    page.getByRole("tab", { name: portalText("fr", "investments-tab-open"), selected: true }),
  ).toBeVisible(SLOW);
  await expect(rows.first()).toBeVisible(SLOW);
  await expect(rows.first()).toContainText(/\d{2}\/[a-zéû.]+\/\d{4}/);
  await settled(page);
  await shot(page, "investments-grid-fr", testInfo);
});
