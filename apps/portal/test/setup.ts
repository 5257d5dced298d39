// The portal's additions to the shared jsdom set-up (vitest.dom-setup.ts at the root).
import { afterEach, beforeAll } from "vitest";
import { INTERFACE_LANGUAGES } from "../src/i18n/languages";
import { loadLanguageResources } from "../src/i18n/languageResources";
import { preloadScreens } from "../src/routing/screens";

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

// In the browser screens and dictionaries arrive as chunks when first needed; tests fetch them all up front
// so that a render shows its screen at once, in any language. The first file of each worker transforms most
// of the portal doing so, which takes more than the default 10 s on a busy machine or under coverage.
beforeAll(async () => {
  await Promise.all([preloadScreens(), ...INTERFACE_LANGUAGES.map(loadLanguageResources)]);
}, 60_000);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
