// Public API of @ledgerline/ui-theme/focus: the skip link and the focus that follows the page, the same in the
// portal and the studio (docs/accessibility.md). A subpath of its own, so that the theme's users who need no
// React component import none.
export {
  MAIN_CONTENT_ID,
  focusMainHeadingWhenShown,
  focusWithoutTabStop,
  mainHeading,
  mainRegion,
} from "./main-focus";
export { SkipLink } from "./SkipLink";
export { useHeadingFocusOnNavigation } from "./heading-focus";
