// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { focusMainHeadingWhenShown, mainHeading } from "./main-focus";

/** A page with its <main>, as the shell draws it. */
function page(html: string): HTMLElement {
  document.body.innerHTML = `<nav><a href="/">Home</a><h2>Contacts</h2></nav><main id="main-content">${html}</main>`;
  return document.querySelector("main")!;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the content's main heading", () => {
  it("is its h1, else its first heading with text; headings outside the content do not count", () => {
    expect(mainHeading(page("<h3>Steps</h3><h1>Reports</h1>"))?.textContent).toBe("Reports");
    expect(mainHeading(page("<h2></h2><h3>Submission of the report</h3>"))?.textContent).toBe(
      "Submission of the report",
    );
    expect(mainHeading(page("<p>Loading…</p>"))).toBeNull();
  });
});

describe("the focus after a move to another page", () => {
  it("goes to the heading once the new page shows it with its text", async () => {
    const main = page("<p>Loading…</p>");
    const stop = focusMainHeadingWhenShown();
    const heading = document.createElement("h2");
    main.replaceChildren(heading);
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
    heading.textContent = "Andes Microcrédito";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
    stop();
  });

  it("stays where the new page put it (a field with autoFocus)", () => {
    page('<h1>Sign in</h1><input aria-label="Username">');
    document.querySelector("input")!.focus();
    focusMainHeadingWhenShown();
    expect(document.activeElement).toBe(document.querySelector("input"));
  });
});
