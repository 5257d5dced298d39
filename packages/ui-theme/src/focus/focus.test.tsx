// @vitest-environment jsdom
import { cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  MAIN_CONTENT_ID,
  SkipLink,
  focusMainHeadingWhenShown,
  focusWithoutTabStop,
  mainRegion,
  useHeadingFocusOnNavigation,
} from "./index";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("SkipLink", () => {
  it("sends the focus to the page's <main> and leaves the address alone", () => {
    render(
      <>
        <SkipLink label="Skip to main content" />
        <nav>
          <a href="/reports">Reports</a>
        </nav>
        <main id={MAIN_CONTENT_ID}>Content</main>
      </>,
    );
    const link = screen.getByRole("link", { name: "Skip to main content" });
    expect(link).toHaveProperty("hash", `#${MAIN_CONTENT_ID}`);
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole("main"));
    expect(screen.getByRole("main").getAttribute("tabindex")).toBe("-1");
  });
});

describe("useHeadingFocusOnNavigation", () => {
  it("focuses the new page's heading after a change of path, not on the first page", () => {
    document.body.innerHTML = `<main id="${MAIN_CONTENT_ID}"><h1>Reports</h1><button>Filter</button></main>`;
    const { rerender } = renderHook(({ path }) => useHeadingFocusOnNavigation(path), {
      initialProps: { path: "/reports" },
    });
    expect(document.activeElement).toBe(document.body);
    rerender({ path: "/investments" });
    expect(document.activeElement?.textContent).toBe("Reports");
  });
});

describe("the page's main region", () => {
  it("lets the link be followed when the page has no <main>", () => {
    render(<SkipLink label="Skip to main content" />);
    expect(fireEvent.click(screen.getByRole("link", { name: "Skip to main content" }))).toBe(true);
  });

  it("is the page's <main> even without the shared id, and keeps a tabindex it already has", () => {
    document.body.innerHTML = `<main tabindex="0"><h1>Sign in</h1></main>`;
    const main = mainRegion()!;
    expect(main.tagName).toBe("MAIN");
    focusWithoutTabStop(main);
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute("tabindex")).toBe("0");
  });

  it("waits for a page whose <main> is not drawn yet, then focuses its heading", async () => {
    const stop = focusMainHeadingWhenShown();
    document.body.innerHTML = `<main id="${MAIN_CONTENT_ID}"><h1>Investments</h1></main>`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.textContent).toBe("Investments");
    stop();
  });
});
