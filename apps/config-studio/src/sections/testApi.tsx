// Test support for the studio's screens: the whole studio rendered at an address, with a signed-in author
// whom the fake API (test/fakeApi.ts) knows. Only the network is faked; every screen runs for real.
import type { ByRoleMatcher } from "@testing-library/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { App } from "../App";
import type { StudioLanguage } from "../i18n/languages";

/**
 * For the first screen of a test: lazily loaded sections take seconds to import in a cold test run. A change of
 * the page wakes the wait at once (it watches the DOM); the interval only checks again while nothing changes,
 * and each check of a query by role and name computes every candidate's name and styles, so it is long.
 */
export const SLOW = { timeout: 15_000, interval: 500 };

/**
 * The element of a role and name on a screen still loading: the wait checks for its text, which is cheap, and
 * only then queries by role and name, which computes the accessible name (with computed styles) of every
 * candidate: checked again and again while a lazily loaded section came in, that was a fifth of a test's work.
 */
export async function findWhenShown(role: ByRoleMatcher, name: string): Promise<HTMLElement> {
  await screen.findAllByText(name, {}, SLOW);
  return screen.findByRole(role, { name }, SLOW);
}

export function signIn() {
  localStorage.setItem("ledgerline.token", JSON.stringify("test-token"));
}

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/** The whole studio at `path`, English unless told. The current address is in the `address` test id. */
export function renderStudio(path: string, language: StudioLanguage = "en") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App language={language} />
      <CurrentAddress />
    </MemoryRouter>,
  );
}
