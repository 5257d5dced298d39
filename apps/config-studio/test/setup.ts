// The studio's additions to the shared jsdom set-up (vitest.dom-setup.ts at the root). What a test leaves in the
// window goes after it, so the next test, in this file or in the next one its worker runs, starts with the real
// fetch (not the fake of test/fakeApi.ts) and without a stored session or language (api/storage.ts).
import { afterEach, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
