// Moving the focus into the page's content for keyboard and screen reader users: the skip link's target (the
// page's one <main>) and, after a move to another address, the new page's main heading, so that a screen reader
// says where the user now is and the next Tab starts in the content rather than back at the top of the page.

/** The id of the page's <main> in the portal and the studio (the shell's content, the frame of the pages before sign-in). */
export const MAIN_CONTENT_ID = "main-content";

/** How long a new page may take to show its heading (its chunk, then its data) before the wait is given up. */
const HEADING_WAIT_MS = 10_000;

/** Focuses an element that is not a Tab stop of its own (a landmark, a heading) without making it one. */
export function focusWithoutTabStop(element: HTMLElement): void {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus();
}

/** The page's <main>. */
export function mainRegion(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector("main");
}

/**
 * The content's main heading: its h1, else its first heading. A heading without text yet (a title whose data is
 * still loading) is not one yet.
 */
export function mainHeading(main: HTMLElement): HTMLElement | null {
  const candidates = [
    ...main.querySelectorAll<HTMLElement>("h1"),
    ...main.querySelectorAll<HTMLElement>("h2, h3, h4, h5, h6"),
  ];
  return candidates.find((heading) => heading.textContent?.trim()) ?? null;
}

/**
 * Focuses the content's main heading as soon as the new page shows it, unless the page has put the focus into its
 * content by itself (a field with autoFocus, such as the sign-in's user name). Returns what stops the wait, for when
 * the address changes again first.
 */
export function focusMainHeadingWhenShown(): () => void {
  const settled = (): boolean => {
    const main = mainRegion();
    if (!main) return false;
    const active = document.activeElement;
    if (active && active !== main && main.contains(active)) return true;
    const heading = mainHeading(main);
    if (!heading) return false;
    focusWithoutTabStop(heading);
    // A heading React still keeps hidden (a screen suspended again) takes no focus: wait for the one shown.
    return document.activeElement === heading;
  };
  if (settled()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (settled()) stop();
  });
  const timer = setTimeout(stop, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return stop;
}
