// Set-up for every jsdom test run (added by sharedTestConfig({ environment: "jsdom" })): jest-dom matchers,
// unmounting after each test, and the layout APIs jsdom lacks, answering as a 1280 px wide window would so
// that responsive layouts behave as on a laptop.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

const WINDOW_WIDTH = 1280;

// `findBy…` and `waitFor` wait on a condition; the bound only ends a wait that will never be met, so it leaves
// room for a machine busy with other work (Testing Library's default, one second, does not).
configure({ asyncUtilTimeout: 15_000 });

/** Width queries answer as a 1280 px window; any other feature (reduced motion, dark scheme…) is not set. */
function mediaMatches(query: string): boolean {
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (!min && !max) return false;
  return (!min || WINDOW_WIDTH >= Number(min[1])) && (!max || WINDOW_WIDTH <= Number(max[1]));
}

Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: mediaMatches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!("ResizeObserver" in window)) {
  Object.defineProperty(window, "ResizeObserver", { writable: true, value: InertResizeObserver });
}

afterEach(() => cleanup());
