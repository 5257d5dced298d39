// After a move to another address, the focus goes to the new page's main heading (main-focus.ts): without it, a
// keyboard user would start again at the top of the page and a screen reader would not say that the page
// changed. Once per new path (a changed query, such as a list's page, keeps the focus where it is); never on the
// first page shown, whose focus is the browser's (or its own field's, like the sign-in's user name).
import { useEffect, useRef } from "react";
import { focusMainHeadingWhenShown } from "./main-focus";

/** `pathname`: the router's current path (react-router's useLocation().pathname). */
export function useHeadingFocusOnNavigation(pathname: string): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    return focusMainHeadingWhenShown();
  }, [pathname]);
}
