// Keyboard-only driving for the end-to-end tests: keys move the focus, locators only say where it should be.
// tabTo and pressUntilFocused press a key until the focus is on the element asked for and name the path the focus took
// when it never gets there; rendererText reads the form renderer's own words (its Fluent messages).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { repoRoot } from "@ledgerline/devtools/ferretdb";

/**
 * Null when `element` has the focus, else where the focus is, in words: tag, role, name (aria-label or text),
 * id. Runs in the page (self-contained).
 */
function focusElsewhere(element: Element | null): string | null {
  const active = document.activeElement as HTMLElement | null;
  if (element && element === active) return null;
  if (!active || active === document.body) return "(the page itself)";
  const role = active.getAttribute("role");
  const name = (active.getAttribute("aria-label") ?? active.innerText ?? "").replace(/\s+/g, " ").trim();
  return `${active.tagName.toLowerCase()}${role ? `[role=${role}]` : ""}${active.id ? `#${active.id}` : ""} "${name.slice(0, 60)}"`;
}

/** Where the focus is, in words. */
export async function focusDescription(page: Page): Promise<string> {
  return (await page.evaluate(focusElsewhere, null)) ?? "";
}

/** Whether the element has the focus. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Whether the focus is inside the element (or on it). */
export async function containsFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element.contains(document.activeElement));
}

/**
 * Presses `key` until `target` has the focus and returns how many presses it took; fails with the last stops
 * of the focus when it has not arrived after `max` presses.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  what: string,
  { key = "Tab", max = 150 }: { key?: string; max?: number } = {},
): Promise<number> {
  await expect(target, `${what} is there to reach`).toBeVisible({ timeout: 30_000 });
  const path: string[] = [];
  for (let presses = 0; ; presses += 1) {
    // One round trip per press: is the focus there, and if not, where.
    const where = await target.evaluate(focusElsewhere);
    if (where === null) return presses;
    if (presses > 0) path.push(where);
    if (presses === max) break;
    await page.keyboard.press(key);
  }
  throw new Error(
    `${what} was not reached with ${max} presses of ${key}; the focus went … ${path.slice(-12).join(" → ")}`,
  );
}

/** Tab (or Shift+Tab with `back`) to `target`. */
export function tabTo(
  page: Page,
  target: Locator,
  what: string,
  options: { back?: boolean; max?: number } = {},
) {
  return pressUntilFocused(page, target, what, {
    key: options.back ? "Shift+Tab" : "Tab",
    ...(options.max ? { max: options.max } : {}),
  });
}

const rendererMessages = new Map<string, Map<string, string>>();

/** A message of the form renderer's dictionary (packages/form-renderer/src/i18n/messages.ts). */
export function rendererText(language: string, id: string, variables: Record<string, string> = {}): string {
  let messages = rendererMessages.get(language);
  if (!messages) {
    const source = readFileSync(join(repoRoot, "packages/form-renderer/src/i18n/messages.ts"), "utf8");
    const block = new RegExp(`const ${language} = \`([\\s\\S]*?)\`;`).exec(source)?.[1];
    if (!block) throw new Error(`The form renderer has no ${language} messages`);
    messages = new Map([...block.matchAll(/^([a-z0-9-]+) = (.*)$/gm)].map((match) => [match[1]!, match[2]!]));
    rendererMessages.set(language, messages);
  }
  const text = messages.get(id);
  if (text === undefined) throw new Error(`No renderer message ${id} in ${language}`);
  return text.replace(/\{ \$([a-zA-Z]+) \}/g, (_all, name: string) => variables[name] ?? "");
}
