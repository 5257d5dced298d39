// Administration › Users end to end (spec 3 §2, §5, §8): the provider admin invites a new client user from
// the users grid — New user, the CLIENT role and a client — sees 'User was successfully created!' and the new
// user, invited, in the grid; the invitation mail reaches the development mailbox (/dev/mail). The form is
// checked with axe. The e-mail address is new on every run, so the spec changes nothing another spec reads.
import { expect, test } from "../support/fixtures";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { demo, demoLogin } from "../support/demo";
import { mailTo, shot, signInAs } from "../support/portal";

const SLOW = { timeout: 30_000 };
const CLIENT = demo.clients.find((candidate) => candidate.status === "active")!;

/** Picks the option of an open Ant Design choice whose whole text is `label`. */
async function chooseOption(page: Page, label: string) {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  await page.locator(".ant-select-item-option", { hasText: exact }).first().click();
}

test("the provider admin invites a client user, who is mailed the invitation", async ({
  page,
  request,
}, testInfo) => {
  const admin = demoLogin("investor-admin");
  const email = `nadia.ferreira.${Date.now()}@${CLIENT.key}.example`;
  const invitedAt = new Date().toISOString();

  await signInAs(page, admin);
  await page.goto("/investor/admin/users");
  await expect(page).toHaveURL(/\/investor\/admin\/users$/, SLOW);
  await expect(page.getByRole("heading", { level: 2, name: "Users" })).toBeVisible(SLOW);
  await expect(page.locator(".users-grid tbody tr.clickable-row").first()).toBeVisible(SLOW);

  await page.getByRole("button", { name: "New user" }).click();
  await expect(page).toHaveURL(/\/investor\/admin\/users\/new$/);
  await expect(page.getByRole("heading", { level: 2, name: "New user" })).toBeVisible(SLOW);
  await page.getByLabel("First name").fill("Nadia");
  await page.getByLabel("Last name").fill("Ferreira");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("combobox", { name: "Roles" }).click();
  await chooseOption(page, "Client");
  await page.keyboard.press("Escape");
  const clients = page.getByRole("combobox", { name: "Clients" });
  await clients.click();
  await clients.fill(CLIENT.name);
  await chooseOption(page, CLIENT.name);
  await page.keyboard.press("Escape");
  await expectAccessible(page, "the user form");
  await shot(page, "admin-user-new-en", testInfo, { fullPage: true });

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User was successfully created!")).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/investor\/admin\/users$/);
  await page.getByRole("searchbox", { name: "Search users" }).fill(email);
  const row = page.locator(`.users-grid tr[data-user="${email}"]`);
  await expect(row).toBeVisible(SLOW);
  await expect(row).toContainText("Nadia Ferreira");
  await expect(row).toContainText("Client");
  await expect(row).toContainText(CLIENT.name);
  await expect(row).toContainText("Invited");
  await expect(row.getByRole("button", { name: "Reinvite Nadia Ferreira" })).toBeVisible();

  // The invitation, with its registration link, in the development mailbox.
  const mail = await mailTo(request, email, (candidate) => /invited/i.test(candidate.subject), invitedAt);
  expect(mail.links.some((link) => link.includes("/registration/"))).toBe(true);
  await page.goto("/dev/mail");
  const message = page.locator("article", { hasText: `To ${email}` });
  await expect(message).toBeVisible(SLOW);
  await expect(message.getByRole("heading", { name: mail.subject })).toBeVisible();
  await expect(message.getByRole("link", { name: mail.links[0] })).toBeVisible();
  await shot(page, "dev-mail-en", testInfo);
});
