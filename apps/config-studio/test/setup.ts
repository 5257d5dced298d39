// The studio's additions to the shared jsdom set-up (vitest.dom-setup.ts at the root). The files a worker runs
// share one window, so what a test leaves there would meet the tests after it, in its file or the next one.
import { afterEach, beforeEach, vi } from "vitest";

// The fake API (test/fakeApi.ts) and the stored session and language (api/storage.ts) go with their test.
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The shell and the language provider set the document's title and language and never unset them: a check of
// the title would otherwise pass on what an earlier file's screen wrote.
beforeEach(() => {
  document.title = "";
  document.documentElement.removeAttribute("lang");
});
