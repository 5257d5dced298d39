// The portal shell against the real API and FerretDB: login and logout, returning to the asked-for page,
// single sign-on, the password reset and the invitation flows (codes read from the API's dev mailbox),
// the client switcher, the language menu, 404 and the provider area's guard.
import { allowConsoleErrors, expect, test } from "../support/fixtures";
import type { APIRequestContext, Page } from "@playwright/test";
import { SSO_DOMAIN, demoLogin } from "../support/demo";
import {
  apiToken,
  chooseLanguageInHeader,
  codeIn,
  graphql,
  logIn,
  logOut,
  mailTo,
  portalText,
  signInAs,
} from "../support/portal";

const admin = demoLogin("investor-admin");
const client = demoLogin("CLIENT");

const nav = (page: Page, name = "Main navigation") => page.getByRole("navigation", { name });

test("a provider admin logs in, lands on the provider home, and logs out", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await page.screenshot({ path: testInfo.outputPath("login.png") });
  await logIn(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/investor\/$/);
  await expect(nav(page).getByText("Administration")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("provider-home.png") });
  await logOut(page, admin.fullName);
  await page.goto("/investor/");
  await expect(page).toHaveURL(/\/login$/);
});

test("a client user logs in on their client, in their language, and typing the provider address sends them back home", async ({
  page,
}, testInfo) => {
  const text = (id: string) => portalText(client.language, id);
  await page.goto("/login");
  await logIn(page, client.username, client.password);
  await expect(page).toHaveURL(new RegExp(`${client.home}$`));
  const menu = nav(page, text("main-navigation"));
  await expect(menu.getByText(text("menu-reporting"))).toBeVisible();
  await expect(menu.getByText(text("menu-category-financial"))).toBeVisible();
  await expect(menu.getByText(text("menu-admin"))).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Andes Microcrédito" })).toBeVisible();
  await expect(page.getByRole("heading", { name: text("contacts") })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("client-home.png") });
  await page.goto("/investor/clients");
  await expect(page).toHaveURL(new RegExp(`${client.home}$`));
  await expect(page.getByRole("heading", { name: "Andes Microcrédito" })).toBeVisible();
  await logOut(page, client.fullName, client.language);
});

test("login returns the user to the page they asked for; wrong passwords are refused", async ({ page }) => {
  // The refusal is an HTTP 401, which the browser logs as a failed resource.
  allowConsoleErrors(/status of 401 .*\/auth\/login\)$/);
  await page.goto("/investor/clients");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Username or e-mail").fill(admin.username);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Failed to authenticate")).toBeVisible();
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/investor\/clients$/);
  // The client list's first load (its chunk and every client's figures) took over 5 s once in a full run.
  await expect(page.getByRole("heading", { name: "Clients" })).toBeVisible({ timeout: 15_000 });
});

test("an unknown address shows 404 inside the shell; unknown and inactive clients say so", async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto("/investor/no-such-page");
  await expect(page.getByText("404 Not found")).toBeVisible();
  await expect(nav(page)).toBeVisible();
  await page.goto("/client/no-such-client/");
  await expect(page.getByText("No client", { exact: true })).toBeVisible();
  await page.goto("/client/rift-valley-dairies/");
  await expect(page.getByText("This client is currently inactive.")).toBeVisible();
});

test("the client switcher opens a client and remembers it among the recent clients", async ({
  page,
}, testInfo) => {
  await signInAs(page, admin);
  await page.goto("/");
  await expect(page).toHaveURL(/\/investor\/$/);
  await page.getByRole("button", { name: "Choose a client" }).click();
  const panel = page.getByRole("dialog", { name: "Clients" });
  await panel.getByRole("searchbox", { name: "Search clients" }).fill("andes");
  await panel.getByRole("button", { name: "Andes Microcrédito" }).click();
  await expect(page).toHaveURL(/\/client\/andes-microcredito$/);
  await expect(page.getByRole("heading", { name: "Andes Microcrédito" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Currency: USD" })).toBeVisible();
  await page.getByRole("button", { name: "Client: Andes Microcrédito" }).click();
  await expect(
    panel.getByRole("list", { name: "Recent clients" }).getByRole("button", { name: "Andes Microcrédito" }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("client-switcher.png") });
  await panel.getByRole("link", { name: "My dashboard" }).click();
  await expect(page).toHaveURL(/\/investor\/$/);
});

test("switching the language to French changes the menu, and the choice stays with the user", async ({
  page,
}, testInfo) => {
  const manager = demoLogin("investor-IM");
  await page.goto("/login");
  await logIn(page, manager.username, manager.password);
  await expect(page).toHaveURL(/\/investor\/$/);
  await chooseLanguageInHeader(page, "Language: English", "Français", () =>
    expect(
      page.getByRole("button", { name: portalText("fr", "language-menu", { language: "Français" }) }),
    ).toBeVisible({ timeout: 5_000 }),
  );
  const menu = nav(page, "Navigation principale");
  await expect(menu.getByRole("link", { name: "Tableau de bord" })).toBeVisible();
  await expect(menu.getByText("Investissements")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("menu-fr.png") });
  await page.evaluate(() => localStorage.removeItem("ledgerline.language"));
  await page.reload();
  await expect(
    nav(page, "Navigation principale").getByRole("link", { name: "Tableau de bord" }),
  ).toBeVisible();
});

test("single sign-on logs the user in through the identity provider", async ({ page, request }) => {
  const issuer = process.env.E2E_OIDC_ISSUER;
  expect(issuer, "the global setup starts the identity provider").toBeTruthy();
  await request.post(`${issuer}/test/sign-in`, {
    data: { sub: "e2e-admin", email: admin.username, emailVerified: true },
  });
  await page.goto("/investor/clients");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Username or e-mail").fill(`someone@${SSO_DOMAIN}`);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/investor\/clients$/);
  await expect(page.getByRole("button", { name: `User: ${admin.fullName}` })).toBeVisible();
});

test("the password reset: a wrong code, Go Back, the right code, a new password, and logging in with it", async ({
  page,
  request,
}, testInfo) => {
  const director = demoLogin("investor-RD");
  const newPassword = "Ledgerline-e2e-2026";
  const started = new Date().toISOString();
  await page.goto("/login");
  await page.getByLabel("Username or e-mail").fill(director.username);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("link", { name: "Forgot password" }).click();
  await expect(page).toHaveURL(/\/login\/resetpassword$/);
  await page.getByLabel("E-mail").fill(director.username);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText(`Enter the code we sent to ${director.username}.`)).toBeVisible();
  const code = codeIn(
    await mailTo(request, director.username, (mail) => /reset/i.test(mail.subject), started),
  );

  await page.getByLabel("Code").fill("WRONG-CODE");
  await page.getByRole("button", { name: "Validate" }).click();
  await expect(page.getByText("The code you entered is not valid. Please try again.")).toBeVisible();
  await page.getByRole("button", { name: "Go Back" }).click();
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Validate" }).click();
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Re-type password").fill(newPassword);
  await page.screenshot({ path: testInfo.outputPath("reset-password.png") });
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, director.username, newPassword);
  await expect(page).toHaveURL(/\/investor\/$/);
});

async function invite(request: APIRequestContext, email: string): Promise<string> {
  const token = await apiToken(request, admin.username, admin.password);
  const { clients } = await graphql<{ clients: { results: { _id: string }[] } }>(
    request,
    token,
    `
      {
        clients(filter: "andes") {
          results {
            _id
          }
        }
      }
    `,
  );
  const { createUser } = await graphql<{
    createUser: { success: boolean; error: { message: string } | null };
  }>(
    request,
    token,
    "mutation ($user: UserInput!) { createUser(user: $user) { success error { message } } }",
    {
      user: {
        firstName: "Nina",
        lastName: "Novak",
        email,
        roles: ["CLIENT"],
        language: "en",
        clients: { ids: [clients.results[0]!._id] },
      },
    },
  );
  expect(createUser.error?.message ?? "").toBe("");
  const mail = await mailTo(request, email);
  const link = mail.links.find((candidate) => candidate.includes("/registration/"));
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

test("the invitation flow: a wrong token and Retry, the right token, registration and automatic login", async ({
  page,
  request,
}, testInfo) => {
  const email = `nina.novak.${Date.now()}@andes-microcredito.example`;
  const password = "Gardens-of-Lima-7";
  await page.goto(await invite(request, email));
  await expect(page.getByText("Welcome Nina Novak")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("invitation-welcome.png") });

  let asked = new Date().toISOString();
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("The token is valid only 10 minutes.")).toBeVisible();
  await mailTo(request, email, (mail) => /validation/i.test(mail.subject), asked);
  await page.getByLabel("Validation token").fill("WRONG-TOKEN");
  await page.getByRole("button", { name: "Validate" }).click();
  await expect(page.getByText("The token you've provided is invalid.")).toBeVisible();
  await page.getByRole("button", { name: "Retry" }).click();

  asked = new Date().toISOString();
  await page.getByRole("button", { name: "Accept" }).click();
  const token = codeIn(await mailTo(request, email, (mail) => /validation/i.test(mail.subject), asked));
  await page.getByLabel("Validation token").fill(token);
  await page.getByRole("button", { name: "Validate" }).click();
  await expect(page.getByText("Please fill in or update the following data.")).toBeVisible();

  await page.getByRole("button", { name: "Complete your registration" }).click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Re-type password").fill(password);
  await page.getByLabel("Country").click();
  await page.getByTitle("Peru", { exact: true }).click();
  await page.getByLabel("City").fill("Lima");
  await page.getByLabel("Postal code").fill("15001");
  await page.getByLabel("Street").fill("Av. Arequipa");
  await page.getByLabel("Nr", { exact: true }).fill("100");
  await page.getByRole("button", { name: /Add communication item/ }).click();
  await page.getByLabel("Type", { exact: true }).fill("Mobile");
  await page.getByLabel("Value", { exact: true }).fill("+51 999 111");
  await page.getByRole("button", { name: "Save communication item" }).click();
  await expect(page.getByRole("cell", { name: "+51 999 111" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("registration-form.png"), fullPage: true });
  await page.getByRole("button", { name: "Complete your registration" }).click();
  await expect(page).toHaveURL(/\/client\/andes-microcredito\/$/, { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "User: Nina Novak" })).toBeVisible();
});

test("declining an invitation with a reason, after a change of mind", async ({ page, request }) => {
  const path = await invite(request, `declined.${Date.now()}@andes-microcredito.example`);
  await page.goto(path);
  await page.getByRole("button", { name: "Decline" }).click();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page.getByText("Do you accept to join the portal?")).toBeVisible();
  await page.getByRole("button", { name: "Decline" }).click();
  await page.getByLabel("Reason").fill("We already report through our bank.");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Thank you for your feedback.")).toBeVisible();
  await page.goto(path);
  await expect(page.getByText("This token is invalid.")).toBeVisible();
});
