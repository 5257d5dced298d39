// "Skip to main content": the first Tab stop of every page of the portal and the studio, out of sight until it
// has the focus (its look is focus.css), which it sends to the page's <main>, past the menus and the header.
import { MAIN_CONTENT_ID, focusWithoutTabStop, mainRegion } from "./main-focus";

/** `label` in the interface language (each app's own message). */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      className="ll-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = mainRegion();
        if (!main) return;
        // The router would take the fragment for a new address; the focus is moved here instead.
        event.preventDefault();
        focusWithoutTabStop(main);
      }}
    >
      {label}
    </a>
  );
}
