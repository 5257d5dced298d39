// The provider admin's working area end to end (spec 3 §2, §4, §5, §8): a new client with its contacts, a
// financial period changed with autocorrect on (the later periods move), a central covenant archived as from
// next month and found in the Archived tab; and a regional director who types an admin address gets 404.
// Ala-Too Finance's periods and the related-party covenant are ones no other spec reads; the API's demo seed is
// fresh for each run.
import { expect, test } from "../support/fixtures";
import type { Page } from "@playwright/test";
import { demo, demoLogin, demoLoginOf } from "../support/demo";
import { shot, signInAs } from "../support/portal";

const SLOW = { timeout: 30_000 };
const ADMIN = demoLogin("investor-admin");
const PERIODS_CLIENT = demo.clients.find((client) => client.key === "ala-too-finance")!;
const ARCHIVED = demo.covenantConfigs.find((config) => config.internalName === "covRelatedParty")!;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Picks `option` in the antd select labelled `label` (typing it first, as a long list shows only a part). */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  if (await select.isEditable()) await select.fill(option);
  await page
    .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: option })
    .first()
    .click();
}

test("the admin creates a client with its contacts; it is listed and keeps its contacts", async ({
  page,
}, testInfo) => {
  // A long form typed field by field: on a busy two-core machine it needs more than the default 30 s.
  test.setTimeout(90_000);
  await signInAs(page, ADMIN);
  await page.goto("/investor/admin/clients");
  await page.getByRole("button", { name: "New client" }).click();
  await expect(page.getByRole("heading", { name: "New client" })).toBeVisible(SLOW);

  // Saving the empty form says what the spec says and stores nothing.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Invalid form, please review")).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("Pamir Microfinance");
  await page.getByLabel("Official name").fill("Pamir Microfinance Closed Joint Stock Company");
  await choose(page, "Client type", "MFI/Bank");
  await choose(page, "Institutional form", "NBFI");
  await choose(page, "Profit profile", "Profit");
  await choose(page, "World region", "Eastern Europe and Central Asia");
  await page.getByLabel("Year of operational start").fill("2009");
  await choose(page, "Country", "Kyrgyzstan");
  await page.getByLabel("City").fill("Osh");
  await page.getByLabel("Postal code").fill("723500");
  await page.getByLabel("Street").fill("Lenin Street");
  await page.getByLabel("Number", { exact: true }).fill("48");
  await page.getByLabel("Currency").fill("KGS");

  await page.getByRole("button", { name: "Add contact" }).click();
  const first = page.getByRole("group", { name: "Contact 1" });
  await first.getByLabel("Contact name").fill("Farrukh Nazarov");
  await first.getByLabel("Role").fill("Chief Executive Officer");
  await first.getByLabel("E-mail").fill("farrukh.nazarov@pamir.example");
  // A contact without its e-mail is refused with the field named.
  await page.getByRole("button", { name: "Add contact" }).click();
  const second = page.getByRole("group", { name: "Contact 2" });
  await second.getByLabel("Contact name").fill("Zarina Karimova");
  await second.getByLabel("Role").fill("Chief Financial Officer");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Invalid form, please review")).toBeVisible();
  await expect(second.getByText("field is required")).toBeVisible();
  await second.getByLabel("E-mail").fill("zarina.karimova@pamir.example");
  await shot(page, "admin-client-new-en", testInfo);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/investor\/admin\/clients$/, SLOW);
  await page.getByPlaceholder("Search clients").fill("Pamir");
  const row = page.locator("tr.ant-table-row", { hasText: "Pamir Microfinance" });
  await expect(row).toContainText("pamir-microfinance", SLOW);
  await expect(row).toContainText("Kyrgyzstan");

  await row.click();
  await expect(page.getByRole("heading", { name: "Client Pamir Microfinance" })).toBeVisible(SLOW);
  await expect(page.getByRole("group", { name: "Contact 1" }).getByLabel("E-mail")).toHaveValue(
    "farrukh.nazarov@pamir.example",
  );
  await expect(page.getByRole("group", { name: "Contact 2" }).getByLabel("Contact name")).toHaveValue(
    "Zarina Karimova",
  );
});

test("the admin shortens a financial period with autocorrect on, and every later period moves", async ({
  page,
}, testInfo) => {
  await signInAs(page, ADMIN);
  await page.goto(`/investor/admin/clients/${String(PERIODS_CLIENT._id)}`);
  await expect(page.getByRole("heading", { name: "Financial periods" })).toBeVisible(SLOW);
  await expect(page.getByRole("switch", { name: /Autocorrect/ })).toBeChecked();
  await expect(page.getByLabel("End 1", { exact: true })).toHaveValue("2020-12");

  // The first financial year becomes six months long: it ends in June 2020, and each later period starts the
  // month after its predecessor's end and keeps its twelve months.
  const months = page.getByLabel("Months 1", { exact: true });
  await months.fill("6");
  await months.press("Tab");
  await expect(page.getByLabel("End 1", { exact: true })).toHaveValue("2020-06");
  await expect(page.getByLabel("Start 2", { exact: true })).toHaveValue("2020-07");
  await expect(page.getByLabel("End 2", { exact: true })).toHaveValue("2021-06");
  await expect(page.getByLabel("Start 6", { exact: true })).toHaveValue("2024-07");
  await expect(page.getByLabel("End 6", { exact: true })).toHaveValue("2025-06");
  await expect(page.getByLabel("Months 6", { exact: true })).toHaveValue("12");
  await page.getByRole("heading", { name: "Financial periods" }).scrollIntoViewIfNeeded();
  await shot(page, "admin-client-periods-en", testInfo);

  await page.getByRole("button", { name: "Save financial periods" }).click();
  await expect(page.getByText("The financial periods were saved")).toBeVisible(SLOW);
  await page.reload();
  await expect(page.getByLabel("End 6", { exact: true })).toHaveValue("2025-06", SLOW);
  await expect(page.getByLabel("Start 2", { exact: true })).toHaveValue("2020-07");
});

test("the admin archives a central covenant as from next month and finds it in the Archived tab", async ({
  page,
}, testInfo) => {
  const name = ARCHIVED.name.en!;
  const next = new Date();
  next.setMonth(next.getMonth() + 1, 1);
  const asFrom = `01/${MONTHS[next.getMonth()]}/${next.getFullYear()}`;

  await signInAs(page, ADMIN);
  await page.goto("/investor/admin/covenants");
  await page.getByRole("link", { name: /MFI\/Bank Central Covenants/ }).click();
  await page.locator("tr.ant-table-row", { hasText: name }).click();
  await expect(page.getByRole("heading", { name: `Central covenant ${name}` })).toBeVisible(SLOW);

  await page.getByRole("button", { name: "Archive", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Archive ${name}` });
  const date = dialog.getByLabel("As from");
  await date.click();
  await date.fill(asFrom);
  await date.press("Enter");
  await shot(page, "admin-covenant-archive-en", testInfo);
  await dialog.getByRole("button", { name: "Archive" }).click();

  await expect(page.getByText(`${name} is archived as from ${asFrom}`)).toBeVisible(SLOW);
  await expect(page).toHaveURL(/covenants\/mfi\?tab=archived$/);
  await expect(page.getByRole("tab", { name: "Archived" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Add covenant" })).toHaveCount(0);
  const archivedRow = page.locator("tr.ant-table-row", { hasText: name });
  await expect(archivedRow).toContainText(asFrom, SLOW);
  await expect(page.locator(".ant-spin-blur")).toHaveCount(0, SLOW);
  await shot(page, "admin-covenants-archived-en", testInfo);
});

test("a regional director who types an admin address gets 404, and no Administration menu", async ({
  page,
}) => {
  const director = demoLoginOf("lucia.fernandez@investor.example");
  await signInAs(page, director);
  await page.goto("/");
  await expect(page).toHaveURL(/\/investor\/?$/, SLOW);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Administration" })).toHaveCount(0);
  for (const path of ["/investor/admin/clients", "/investor/admin/users", "/investor/admin/covenants/mfi"]) {
    await page.goto(path);
    await expect(page.getByText("404 Not found")).toBeVisible(SLOW);
  }
});
