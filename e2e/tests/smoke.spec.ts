import { expect, test } from "@playwright/test";
import { demoLogin } from "../support/demo";
import { logIn } from "../support/portal";

test("the portal opens on the login page, then on the provider home inside the application shell", async ({
  page,
}, testInfo) => {
  const admin = demoLogin("investor-admin");
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/investor\/$/);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Clients" })).toBeVisible();
  await expect(page.getByText("Latest reports")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("portal-shell.png"), fullPage: true });
});

test("an unknown page shows 404 inside the shell, and a reload keeps the route", async ({ page }) => {
  const admin = demoLogin("investor-admin");
  await page.goto("/investor/nothing-here");
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/investor\/nothing-here$/);
  await expect(page.getByText("404 Not found")).toBeVisible();
  await page.reload();
  await expect(page.getByText("404 Not found")).toBeVisible();
});

test("the config studio is served under /studio/ and asks for the portal's sign-in", async ({
  page,
}, testInfo) => {
  await page.goto("/studio/");
  await expect(page.getByRole("heading", { name: "Sign in to the config studio" })).toBeVisible();
  await expect(page.getByText("Use your portal account")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("studio-sign-in.png") });
});
