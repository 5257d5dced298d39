import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Whole-app renders with Ant Design are slow in jsdom, more so on a busy machine: give findBy/waitFor time.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Ant Design asks for. Media queries answer as for a 1280 px wide window, so the
// responsive layout behaves as on a laptop.
const WIDTH = 1280;
function matches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  return (!min || WIDTH >= Number(min[1])) && (!max || WIDTH <= Number(max[1]));
}
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: matches(query),
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
if (!("ResizeObserver" in window)) Object.defineProperty(window, "ResizeObserver", { writable: true, value: InertResizeObserver });

// jsdom recomputes the cascade of every stylesheet on each getComputedStyle call, and Ant Design injects
// thousands of rules; role queries ask for the style of each candidate and all its ancestors. Remember the
// answers until the document changes (any pending mutation record invalidates them, read synchronously).
const computeStyle = window.getComputedStyle.bind(window);
const styleCache = new WeakMap<Element, { generation: number; style: CSSStyleDeclaration }>();
let generation = 0;
const changes = new MutationObserver(() => {
  generation += 1;
});
changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
window.getComputedStyle = (element: Element, pseudo?: string | null) => {
  if (pseudo) return computeStyle(element, pseudo);
  if (changes.takeRecords().length > 0) generation += 1;
  const known = styleCache.get(element);
  if (known && known.generation === generation) return known.style;
  const style = computeStyle(element);
  styleCache.set(element, { generation, style });
  return style;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
