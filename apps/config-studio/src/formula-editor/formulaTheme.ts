// Colours of the formula editor. Every token colour has at least 6.5:1 contrast on white (WCAG AA asks 4.5:1),
// and colour is never the only signal of an error: invalid characters are also underlined.
import { EditorView } from "@codemirror/view";

export const formulaTheme = EditorView.theme({
  "&": {
    backgroundColor: "#ffffff",
    color: "#1f1f1f",
    border: "1px solid #d9d9d9",
    borderRadius: "6px",
    fontSize: "14px",
  },
  // The default focus outline is a faint dotted line; keyboard users need to see where they are.
  "&.cm-focused": { outline: "2px solid #1677ff", outlineOffset: "1px" },
  ".cm-content": {
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    minHeight: "2.5em",
    padding: "6px 0",
  },
  ".cm-formula-field": { color: "#0b57a4" }, // 7.2:1
  ".cm-formula-function": { color: "#7a2e8c", fontWeight: "600" }, // 8.1:1
  ".cm-formula-number": { color: "#116b3b" }, // 6.6:1
  ".cm-formula-string": { color: "#a0400c" }, // 6.5:1
  ".cm-formula-keyword": { color: "#a1175c", fontWeight: "600" }, // 7.5:1
  ".cm-formula-offset": { color: "#006778" }, // 6.5:1
  ".cm-formula-operator": { color: "#4a4a4a" }, // 8.9:1
  ".cm-formula-invalid": {
    color: "#b3001b", // 7.2:1
    textDecoration: "underline wavy #b3001b",
    textUnderlineOffset: "3px",
  },
  // The completion list grows to its options (at most COMPLETION_ROWS) instead of scrolling: see formulaExtensions.
  ".cm-tooltip.cm-tooltip-autocomplete > ul": { maxHeight: "none", overflowY: "hidden" },
  ".cm-formula-hover": { padding: "4px 8px", maxWidth: "28em", fontFamily: "inherit" },
  ".cm-formula-hover-title": { fontWeight: "600" },
  ".cm-formula-hover-code": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
});
