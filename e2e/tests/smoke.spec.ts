import { expect, test } from "../support/fixtures";
import { demo, demoLogin, demoLoginOf } from "../support/demo";
import { logIn, portalText } from "../support/portal";

// The shell as most users see it: with the default motion preference (the other journeys ask for reduced motion).
test.use({ reducedMotion: "no-preference" });

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

test("an unknown client key, under a deeper route too, says 'No client' with a link to the user's home", async ({
  page,
}, testInfo) => {
  const admin = demoLogin("investor-admin");
  await page.goto("/client/no-such-client/reports");
  await logIn(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/client\/no-such-client\/reports$/);
  await expect(page.getByRole("heading", { name: "No client" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(portalText("en", "client-not-found-detail"))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("no-client-en.png") });
  await page.getByRole("link", { name: portalText("en", "client-not-found-home") }).click();
  await expect(page).toHaveURL(/\/investor\/$/);
});

test("a client user asking for another client's key gets the same 'No client', in their language, and none of its data", async ({
  page,
}, testInfo) => {
  const russian = demoLoginOf("aibek.gelashvili@kartuli-credit.example");
  const other = demo.clients.find((client) => client.key === "ivoire-cacao")!;
  await page.goto(`/client/${other.key}/`);
  await logIn(page, russian.username, russian.password);
  await expect(page.getByRole("heading", { name: "Клиент не найден" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(portalText("ru", "client-not-found-detail"))).toBeVisible();
  await expect(page.getByText(other.name)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("no-client-ru.png") });
  await page.getByRole("link", { name: portalText("ru", "client-not-found-home") }).click();
  await expect(page).toHaveURL(/\/client\/kartuli-credit\/$/);
});
