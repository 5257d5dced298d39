// Helpers for the portal's end-to-end tests: log in through the login screen, read the API's development
// mailbox (/dev/mail.json, as the demo's provider admin: nobody else may), and call the API as a logged-in user.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { repoRoot } from "@ledgerline/devtools/ferretdb";
import { e2ePort } from "../playwright.config";
import { demoLogin } from "./demo";

const dictionaries = new Map<string, Map<string, string>>();

/** A message of the portal's dictionary for `language` (en, fr, es, pt, ru; others fall back to English). */
export function portalText(language: string, id: string, variables: Record<string, string> = {}): string {
  const lang = ["en", "fr", "es", "pt", "ru"].includes(language) ? language : "en";
  let messages = dictionaries.get(lang);
  if (!messages) {
    const source = readFileSync(join(repoRoot, "apps/portal/src/i18n/locales", `${lang}.ftl`), "utf8");
    messages = new Map(
      [...source.matchAll(/^([a-z0-9-]+) = (.*)$/gm)].map((match) => [match[1]!, match[2]!]),
    );
    dictionaries.set(lang, messages);
  }
  const text = messages.get(id);
  if (text === undefined) throw new Error(`No message ${id} in ${lang}.ftl`);
  return text.replace(/\{ \$([a-zA-Z]+) \}/g, (_all, name: string) => variables[name] ?? "");
}

export async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/**
 * Where the portal and the studio keep the bearer token, as JSON
 * (STORAGE_KEYS.token in apps/portal/src/state/atoms.ts).
 */
const TOKEN_STORAGE_KEY = "ledgerline.token";

/**
 * The session each demo user's journeys share in this worker: a login costs the API a scrypt hash (about a
 * second of a busy core here), a request with a live session's token only a fresh token (`refresh-token`).
 */
const sharedSessions = new Map<string, string>();

async function sharedSessionToken(
  request: APIRequestContext,
  login: { username: string; password: string },
): Promise<string> {
  const known = sharedSessions.get(login.username);
  if (known !== undefined) {
    const response = await request.post("/graphql", {
      data: { query: "{ __typename }" },
      headers: { authorization: `Bearer ${known}` },
    });
    // No fresh token: the session has ended (a journey logged it out or changed the password) or expired.
    const fresh = response.headers()["refresh-token"];
    if (fresh) {
      sharedSessions.set(login.username, fresh);
      return fresh;
    }
  }
  const token = await apiToken(request, login.username, login.password);
  sharedSessions.set(login.username, token);
  return token;
}

/**
 * Signs the page's browser in as `login` without the login form, for a journey whose subject is not signing in:
 * the user's session (opened with the request the form sends, POST /auth/login, and shared with the user's
 * other such journeys) has its token kept where the portal keeps it. The journey then opens its own page
 * directly, sparing it the login screen, the home screen the form lands on and a second start of the app; the
 * portal reads the user's language and permissions from the session (whoAmI) as after the form. Journeys about
 * signing in, signing out or a choice stored on the account go through the form (auth, smoke, keyboard,
 * reporting's change of hands, the studio's sign-in). Call it before the page first opens the portal.
 */
export async function signInAs(page: Page, login: { username: string; password: string }) {
  const token = await sharedSessionToken(page.request, login);
  await page.context().setStorageState({
    cookies: [],
    origins: [
      {
        origin: `http://127.0.0.1:${e2ePort}`,
        localStorage: [{ name: TOKEN_STORAGE_KEY, value: JSON.stringify(token) }],
      },
    ],
  });
}

/**
 * Picks `item` in the header menu behind the button named `button`, then waits for `done`. A click that lands
 * while the menu is still opening (or while a settling page closes it) is tried again until `done` holds;
 * once the button is gone or renamed (the choice took effect), only `done` is awaited. The item gets a
 * dispatched click: on a busy machine antd can place the dropdown while the page still shifts, outside the
 * viewport, where a pointer click never lands; what is tested here is the choice (the keyboard suite reaches
 * the menus by keys).
 */
export async function chooseInHeaderMenu(
  page: Page,
  button: string,
  item: string,
  done: () => Promise<unknown>,
) {
  await expect(async () => {
    const opener = page.getByRole("button", { name: button, exact: true });
    if (await opener.isVisible()) {
      await opener.click({ timeout: 3_000 });
      await page.getByRole("menuitem", { name: item }).dispatchEvent("click", undefined, { timeout: 3_000 });
    }
    await done();
  }).toPass({ timeout: 30_000 });
}

/**
 * Picks a language in the header's language menu (as `chooseInHeaderMenu`), then waits until the API has
 * recorded it on the account (its `updateLanguage` answered): a page loaded before then, or a journey ended
 * then, would leave the account in its former language for what comes next.
 */
export async function chooseLanguageInHeader(
  page: Page,
  button: string,
  item: string,
  done: () => Promise<unknown>,
) {
  const recorded = page.waitForResponse(
    (response) => response.request().postData()?.includes("updateLanguage") ?? false,
  );
  await chooseInHeaderMenu(page, button, item, done);
  await recorded;
}

/**
 * Opens a page from the main navigation: the submenu of `group`, then its link (`linkIn`), until the address
 * matches `url`. Right after a page load the app may still render its menu (its user and permissions arrive),
 * and a submenu opened then can close again under the click meant for its link; such a click is tried again.
 * What is tested here is the way there (the keyboard journeys prove the menu by keys).
 */
export async function openFromMenu(
  page: Page,
  group: RegExp,
  linkIn: (navigation: Locator) => Locator,
  url: RegExp,
) {
  const navigation = page.getByRole("navigation", { name: portalText("en", "main-navigation") });
  await expect(async () => {
    const link = linkIn(navigation);
    if (!(await link.isVisible()))
      await navigation.getByRole("menuitem", { name: group }).click({ timeout: 3_000 });
    await link.click({ timeout: 3_000 });
    await expect(page).toHaveURL(url, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

export async function logOut(page: Page, fullName: string, language = "en") {
  await chooseInHeaderMenu(
    page,
    portalText(language, "user-menu", { name: fullName }),
    portalText(language, "logout"),
    () => expect(page).toHaveURL(/\/login$/, { timeout: 5_000 }),
  );
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  created: string;
}

/** The newest mail to `to` that `matches`, waiting for it to arrive. */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  matches: (mail: Mail) => boolean = () => true,
  after?: string,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const messages = await devMail(request);
      found = messages.find((mail) => mail.to === to && matches(mail) && (!after || mail.created > after));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

let outboxToken: string | null = null;

/**
 * A bearer token of the demo's provider admin, the only one who may read the development mailbox. Logged in
 * once per run (login is rate limited), again when the token has expired.
 */
async function outboxSession(request: APIRequestContext, renew = false): Promise<string> {
  if (outboxToken === null || renew) {
    const admin = demoLogin("investor-admin");
    outboxToken = await apiToken(request, admin.username, admin.password);
  }
  return outboxToken;
}

/** The development mailbox (/dev/mail.json), newest first, read as the demo's provider admin. */
export async function devMail(request: APIRequestContext): Promise<Mail[]> {
  const read = async (token: string) =>
    request.get("/dev/mail.json", { headers: { authorization: `Bearer ${token}` } });
  let response = await read(await outboxSession(request));
  if (response.status() === 401) response = await read(await outboxSession(request, true));
  expect(response.ok(), `GET /dev/mail.json answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/** The code or token a mail gives on a line of its own after a colon ("Your code is:\n\nAB12CD34\n\n"). */
export function codeIn(mail: Mail): string {
  const code = /:\s*\n\n(\S+)\n/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the mail "${mail.subject}"`);
  return code;
}

/** Logs in over REST and returns the bearer token. */
export async function apiToken(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const response = await request.post("/auth/login", { form: { username, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

export async function graphql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post("/graphql", {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join("; "));
  return body.data as T;
}

/**
 * A screenshot into the test's output folder, once any modal has finished opening. The window by default (a
 * full-page capture draws the sticky header and the formula panel mid-page); `fullPage` for long pages.
 */
export async function shot(
  page: Page,
  name: string,
  testInfo: TestInfo,
  options: { fullPage?: boolean } = {},
) {
  await expect(page.locator(".ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: options.fullPage ?? false });
}

/** Puts an account's language back (the language menu stores the choice on the user). */
export async function setAccountLanguage(
  request: APIRequestContext,
  login: { username: string; password: string },
  language: string,
) {
  const token = await apiToken(request, login.username, login.password);
  await graphql(
    request,
    token,
    "mutation ($language: String!) { updateLanguage(language: $language) { success } }",
    { language },
  );
}
