// "Skip to main content": the first Tab stop of every page of the studio (its door included), out of sight until
// it has the focus (its look is @ledgerline/ui-theme/focus.css), which it sends to the page's <main>, past the
// header and the sections' menu.
import { useT } from "../i18n/I18nProvider";
import { MAIN_CONTENT_ID, focusWithoutTabStop, mainRegion } from "./mainFocus";

export function SkipLink() {
  const t = useT();
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
      {t("sections-skip-to-content")}
    </a>
  );
}
