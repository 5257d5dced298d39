// The portal and the studio are served with a Content Security Policy that forbids evaluating strings as code.
// A library that compiles code at run time (ajv's `new Function`) is refused there: the page crashes, or ajv
// logs "Error compiling schema" and what it was to check goes unchecked.
import type { Page } from "@playwright/test";

const REFUSED_CODE = /Error compiling schema|Content Security Policy/;

/** From now on, the page's uncaught errors and its console errors about code refused or not compiled. */
export function watchCodeEvaluation(page: Page): string[] {
  const found: string[] = [];
  page.on("pageerror", (error) => found.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && REFUSED_CODE.test(message.text()))
      found.push(`console error: ${message.text().slice(0, 300)}`);
  });
  return found;
}
