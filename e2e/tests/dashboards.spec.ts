// Dashboards and form data end to end (spec 2 §2): the client dashboard shows its summaries, charts and
// reports grid; the provider dashboard's grids open the right pages; the form-data page shows an approved
// report's figures and converts them to another currency by the month's rate. The client user works in
// Spanish (his account's language), the provider admin in English. Screens are saved as screenshots.
import { expect, test } from "../support/fixtures";
import { demo, demoLogin, fieldLabel } from "../support/demo";
import { chooseInHeaderMenu, chooseLanguageInHeader, portalText, shot, signInAs } from "../support/portal";

/** First loads (login, the dashboard's figures over a year of data) are slow on a busy machine. */
const SLOW = { timeout: 30_000 };
const CLIENT_KEY = "andes-microcredito";
const AGRO_KEY = "cooperativa-alto-mayo";
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Date(2000, month, 1).toLocaleString("en", { month: "long" }),
);

/** The demo's USD quote of a currency at a month end (yyyymmdd). */
function usdQuote(currency: string, numericDate: number): number {
  const rates = demo.exchangeRates.find((rate) => rate.numericDate === numericDate)!;
  return (rates.quotes as Record<string, number>)[`USD${currency}`]!;
}

/** "1,234,567.89" → 1234567.89 (English separators). */
const amount = (text: string) => Number(text.replace(/,/g, ""));

test("the client dashboard shows summaries, charts and the reports grid", async ({ page }, testInfo) => {
  const client = demoLogin("CLIENT");
  const es = client.language;
  const text = (id: string) => portalText(es, id);
  await signInAs(page, client);
  await page.goto("/");
  await expect(page).toHaveURL(new RegExp(`/client/${CLIENT_KEY}/$`), SLOW);

  const summaries = page.getByRole("region", { name: text("dashboard-summaries") });
  await expect(summaries.getByRole("article")).toHaveCount(4, SLOW);
  await expect(summaries.getByRole("article").first()).toContainText(/\d/);
  const charts = page.getByRole("region", { name: text("dashboard-charts") });
  await expect(charts.locator(".dashboard-chart").first()).toBeVisible();
  await expect(charts.locator(".recharts-surface").first()).toBeVisible();
  // Axes abbreviate: the money charts' ticks end in K or M.
  await expect(charts.getByRole("figure").first()).toContainText(/\d(K|M)/);
  const grid = page
    .locator(".dashboard-card")
    .filter({ hasText: text("dashboard-reports") })
    .first();
  await expect(grid.locator("tbody tr.ant-table-row")).toHaveCount(5);
  await shot(page, "client-dashboard-es", testInfo, { fullPage: true });

  await grid.getByRole("button", { name: text("dashboard-more") }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${CLIENT_KEY}/reports$`));

  // The form-data page in Spanish: the picker with status colours and the figures.
  await page.goto(`/client/${CLIENT_KEY}/data/financial/balanceSheet`);
  await expect(page.locator(".form-data-table tbody tr").first()).toBeVisible(SLOW);
  await expect(page.locator('.period-month[data-status="approved"]').first()).toBeVisible();
  await shot(page, "form-data-es", testInfo, { fullPage: true });
});

test("the provider dashboard's grids open the right pages", async ({ page }, testInfo) => {
  const admin = demoLogin("investor-admin");
  await signInAs(page, admin);
  await page.goto("/");
  await expect(page).toHaveURL(/\/investor\/$/, SLOW);

  const latest = page.locator(".dashboard-card").filter({ hasText: "Latest reports" });
  const clients = page.locator(".dashboard-card").filter({ hasText: /^Clients/ });
  await expect(latest.locator("tbody tr.ant-table-row")).toHaveCount(5, SLOW);
  await expect(clients.locator("tbody tr.ant-table-row")).toHaveCount(5);
  await shot(page, "provider-dashboard-en", testInfo, { fullPage: true });

  // A report row opens that client's report for the row's period.
  const first = latest.locator("tbody tr.ant-table-row").first();
  const clientName = (await first.locator("td").nth(0).textContent())!;
  const clientKey = demo.clients.find((candidate) => candidate.name === clientName)!.key;
  const period = (await first.locator("td").nth(3).textContent())!; // MMM YYYY
  const [monthName, year] = period.split(" ");
  const month = String(MONTHS.findIndex((name) => name.startsWith(monthName!)) + 1).padStart(2, "0");
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/client/${clientKey}/reports/[A-Za-z]+/${year}-${month}$`));

  await page.goto("/investor/");
  await latest.getByRole("button", { name: "More" }).click();
  await expect(page).toHaveURL(/\/investor\/reports$/);

  // A client row opens the client's dashboard.
  await page.goto("/investor/");
  const row = clients.locator("tbody tr.ant-table-row").first();
  const name = (await row.locator("td").first().textContent())!;
  const key = demo.clients.find((candidate) => candidate.name === name)!.key;
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/client/${key}$`));
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Key figures" }).getByRole("article").first()).toBeVisible(
    SLOW,
  );
  await expect(page.getByRole("region", { name: "Charts" }).getByRole("figure").first()).toBeVisible();
  await shot(page, "client-dashboard-en", testInfo, { fullPage: true });

  // An AGRO client's dashboard has no charts.
  await page.goto(`/client/${AGRO_KEY}/`);
  await expect(page.getByRole("region", { name: "Key figures" }).getByRole("article").first()).toBeVisible(
    SLOW,
  );
  await expect(page.getByRole("region", { name: "Charts" })).toHaveCount(0);
  await shot(page, "client-dashboard-agro-en", testInfo, { fullPage: true });

  // The financial periods table, then the provider dashboard in Spanish (the admin's language is put back).
  await page.goto(`/client/${CLIENT_KEY}/data/financial/financial_periods`);
  await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible(SLOW);
  await shot(page, "financial-periods-en", testInfo, { fullPage: true });
  await page.goto("/investor/");
  await chooseLanguageInHeader(page, "Language: English", "Español", () =>
    expect(
      page.getByRole("button", { name: portalText("es", "language-menu", { language: "Español" }) }),
    ).toBeVisible({ timeout: 5_000 }),
  );
  const latestEs = page
    .locator(".dashboard-card")
    .filter({ hasText: portalText("es", "dashboard-latest-reports") });
  await expect(latestEs.locator("tbody tr.ant-table-row")).toHaveCount(5, SLOW);
  await shot(page, "provider-dashboard-es", testInfo, { fullPage: true });
  await chooseLanguageInHeader(
    page,
    portalText("es", "language-menu", { language: "Español" }),
    "English",
    () => expect(page.getByRole("button", { name: "Language: English" })).toBeVisible({ timeout: 5_000 }),
  );
});

test("the form-data page shows an approved period's figures and converts them", async ({
  page,
}, testInfo) => {
  const admin = demoLogin("investor-admin");
  await signInAs(page, admin);
  await page.goto(`/client/${CLIENT_KEY}/data/financial/balanceSheet`);

  const table = page.locator(".form-data-table");
  const headers = table.locator("thead th");
  await expect(headers).toHaveCount(4, SLOW);
  // A column of an approved report's period.
  const approvedHeader = table
    .locator("thead th")
    .filter({ has: page.locator('[data-status="approved"]') })
    .first();
  await expect(approvedHeader).toBeVisible();
  const headerTexts = await headers.allTextContents();
  const approvedText = (await approvedHeader.textContent())!;
  const column = headerTexts.indexOf(approvedText) - 1;
  const [monthName, year] = approvedText.replace("Approved", "").trim().split(" ");
  const month = MONTHS.indexOf(monthName!) + 1;
  const monthEnd = Number(
    `${year}${String(month).padStart(2, "0")}${new Date(Number(year), month, 0).getDate()}`,
  );

  const cashLabel = fieldLabel("balanceSheet", "cashAndDueFromBanks", "en");
  const cashRow = table
    .locator("tbody tr")
    .filter({ has: page.getByRole("rowheader", { name: cashLabel, exact: true }) });
  const cell = cashRow.locator("td").nth(column);
  await expect(cell).toHaveText(/^[\d,]+\.\d\d$/);
  const usdText = (await cell.textContent())!;
  const usd = amount(usdText);

  // The stored figure in the client's currency, converted with the month's rate.
  const andes = demo.clients.find((candidate) => candidate.key === CLIENT_KEY)!;
  const document = demo.formData.find(
    (candidate) =>
      String(candidate.clientId) === String(andes._id) &&
      candidate.configKey === "balanceSheet" &&
      candidate.context.numeric === monthEnd,
  )!;
  const pen = (document.values as Record<string, number>).cashAndDueFromBanks! / 100;
  expect(usd).toBeCloseTo(pen / usdQuote("PEN", monthEnd), 0);
  await shot(page, "form-data-usd-en", testInfo, { fullPage: true });

  await chooseInHeaderMenu(page, "Currency: USD", "EUR", () =>
    expect(page.getByText("Values in EUR")).toBeVisible({ timeout: 5_000 }),
  );
  await expect(cell).not.toHaveText(usdText);
  const eur = amount((await cell.textContent())!);
  expect(eur).toBeCloseTo((pen / usdQuote("PEN", monthEnd)) * usdQuote("EUR", monthEnd), 0);
  // The change is the month's EUR rate.
  expect(eur / usd).toBeCloseTo(usdQuote("EUR", monthEnd), 4);
  await shot(page, "form-data-eur-en", testInfo, { fullPage: true });

  // The picker: a financial/calendar switch and at most three periods.
  await page.getByText("Calendar", { exact: true }).click();
  await expect(page.getByRole("button", { name: "2024", exact: true })).toBeVisible();
  await expect(page.getByText("3 of 3 periods chosen")).toBeVisible();
  await shot(page, "form-data-calendar-en", testInfo, { fullPage: true });
});
