import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { reducedMotionTheme, theme } from "@ledgerline/ui-theme";
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from "./usePrefersReducedMotion";

/** A matchMedia whose reduced-motion answer the test sets, telling listeners of changes. */
function fakeMatchMedia(initially: boolean) {
  const listeners = new Set<() => void>();
  const state = { matches: initially };
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === REDUCED_MOTION_QUERY && state.matches;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(matches: boolean) {
      state.matches = matches;
      for (const listener of listeners) listener();
    },
    listeners,
    restore: () => (window.matchMedia = original),
  };
}

function Probe() {
  return <span data-testid="motion">{usePrefersReducedMotion() ? "reduced" : "full"}</span>;
}

let restore = () => {};
afterEach(() => restore());

describe("usePrefersReducedMotion", () => {
  it("follows the system setting, also when it changes", () => {
    const media = fakeMatchMedia(false);
    restore = media.restore;
    const { unmount } = render(<Probe />);
    expect(screen.getByTestId("motion")).toHaveTextContent("full");
    act(() => media.set(true));
    expect(screen.getByTestId("motion")).toHaveTextContent("reduced");
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it("switches Ant Design's motion off in the reduced-motion theme only", () => {
    expect(theme.token?.motion).toBeUndefined();
    expect(reducedMotionTheme.token?.motion).toBe(false);
    expect(reducedMotionTheme.components).toBe(theme.components);
  });
});
