// Public API of @ledgerline/ui-theme: the product's Ant Design theme, one home for the portal and the studio.
export { focusColours, palette, reducedMotionTheme, textColours, theme } from "./theme";
