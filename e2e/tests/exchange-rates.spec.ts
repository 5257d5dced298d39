// Exchange rates end to end (spec 3 §2, §9; docs/exchange-rates.md): the provider admin opens the list of
// months, opens the newest month and reads its quotes with 4 decimals, then loads a month from a small CSV
// file: the preview first lists the file's row problems, a corrected file previews its quotes, Confirm stores
// them, and the month is found in the list and opened. The month loaded (January 2001) is one the demo does
// not have and no report uses, so no other spec sees a different conversion.
import { writeFileSync } from "node:fs";
import { expect, test } from "../support/fixtures";
import { expectAccessible } from "../support/axe";
import { demo, demoLogin } from "../support/demo";
import { shot, signInAs } from "../support/portal";

const SLOW = { timeout: 30_000 };
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const NEWEST = [...demo.exchangeRates].sort((a, b) => b.numericDate - a.numericDate)[0]!;
const newestLabel = `${MONTHS[(Math.floor(NEWEST.numericDate / 100) % 100) - 1]}/${Math.floor(NEWEST.numericDate / 10000)}`;
const newestEur = NEWEST.quotes.USDEUR!.toFixed(4);

test("the provider admin reads the exchange rates and loads a month from a CSV file", async ({
  page,
}, testInfo) => {
  const admin = demoLogin("investor-admin");
  await signInAs(page, admin);

  // The list, newest month first; a row opens the month's quotes.
  await page.goto("/investor/admin/exchangerates");
  await expect(page.getByRole("heading", { name: "Exchange rates", level: 2 })).toBeVisible(SLOW);
  const newest = page.locator(".exchange-rates-grid tbody tr.clickable-row").first();
  await expect(newest).toContainText(newestLabel, SLOW);
  await expectAccessible(page, "the exchange rates list");
  await shot(page, "exchange-rates-list", testInfo);
  await newest.click();
  await expect(page).toHaveURL(new RegExp(`/investor/admin/exchangerates/${String(NEWEST._id)}$`));
  await expect(page.getByRole("heading", { name: `Exchange rates · ${newestLabel}` })).toBeVisible(SLOW);
  const eur = page.locator(".exchange-rate-quotes tr").filter({ hasText: "USD/EUR" });
  await expect(eur).toContainText(newestEur);
  await page.getByRole("link", { name: "Back to exchange rates" }).click();
  await expect(page).toHaveURL(/\/investor\/admin\/exchangerates$/);

  // Load January 2001 from a CSV file: a broken file is refused row by row, nothing stored.
  await page.getByRole("button", { name: "Load a month's rates" }).click();
  const dialog = page.getByRole("dialog", { name: "Load a month's rates" });
  await expect(dialog).toBeVisible();
  const month = dialog.getByLabel("Month", { exact: true });
  await month.click();
  await month.fill("Jan/2001");
  await month.press("Enter");
  const broken = testInfo.outputPath("rates-2001-01-broken.csv");
  writeFileSync(broken, "currency,rate\nEUR,1.0652\npen,3.51\nKES,-1\n");
  await dialog.getByLabel("File (.csv or .xlsx)").setInputFiles(broken);
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByText("The file has 2 problems; nothing was stored.")).toBeVisible(SLOW);
  await expect(dialog.getByText(/^Row 3: currency must be/)).toBeVisible();
  await expect(dialog.getByText(/^Row 4: rate must be a positive number/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Confirm" })).toBeDisabled();
  await expectAccessible(page, "the upload dialog with row problems");

  // The corrected file: its quotes are previewed, then stored on Confirm.
  const fixed = testInfo.outputPath("rates-2001-01.csv");
  writeFileSync(fixed, "currency,rate\nEUR,1.0652\nPEN,3.51\nKES,78.25\n");
  await dialog.getByLabel("File (.csv or .xlsx)").setInputFiles(fixed);
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.locator(".xrates-upload__quotes tr").filter({ hasText: "USD/KES" })).toContainText(
    "78.2500",
    SLOW,
  );
  await shot(page, "exchange-rates-preview", testInfo);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Exchange rates for Jan/2001 stored")).toBeVisible(SLOW);
  await expect(dialog).toBeHidden();

  // The stored month is found by the search and opens with its quotes.
  await page.getByRole("searchbox", { name: "Search a month (2025-03) or currency" }).fill("2001-01");
  const stored = page.locator('.exchange-rates-grid tr[data-month="2001-01"]');
  await expect(stored).toContainText("Jan/2001", SLOW);
  await expect(stored).toContainText("rates-2001-01.csv");
  await expect(stored).toContainText("3");
  await stored.click();
  await expect(page.getByRole("heading", { name: "Exchange rates · Jan/2001" })).toBeVisible(SLOW);
  await expect(page.locator(".exchange-rate-quotes tr").filter({ hasText: "USD/PEN" })).toContainText(
    "3.5100",
  );
});
