// Plain CSS of the renderer (no CSS-in-JS: a thousand rows must not pay for style computation in script).
// Hosts may override the custom properties on .ll-form. Text colours meet WCAG AA (4.5:1) on every background
// they are used on: --ll-muted #5a6472 on #ffffff: 6.0:1, on #eceff3 (disabled badge): 5.2:1 (was #6b7280: 4.2:1);
// --ll-error #c81e2b on #fde2e4: 4.7:1; --ll-warning #a15c00 on #fff1d6: 4.7:1. The focus ring --ll-accent
// #0b7285 on #ffffff: 5.6:1 (non-text, 3:1 needed; was #12b6cf: 2.4:1).
export const FORM_RENDERER_CSS = `
.ll-form { --ll-border: #e3e5e8; --ll-muted: #5a6472; --ll-error: #c81e2b; --ll-warning: #a15c00; --ll-accent: #0b7285;
  --ll-label: minmax(16rem, 2.2fr); --ll-value: minmax(11rem, 1.3fr); --ll-comp: minmax(6.5rem, 0.9fr);
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; }
.ll-grid { border: 1px solid var(--ll-border); border-radius: 6px; overflow: hidden; }
.ll-row { display: grid; grid-template-columns: var(--ll-label) var(--ll-value);
  border-top: 1px solid var(--ll-border); align-items: start; }
.ll-form[data-comparisons="1"] .ll-row { grid-template-columns: var(--ll-label) var(--ll-value) var(--ll-comp); }
.ll-form[data-comparisons="2"] .ll-row { grid-template-columns: var(--ll-label) var(--ll-value) var(--ll-comp) var(--ll-comp); }
.ll-form[data-comparisons="3"] .ll-row { grid-template-columns: var(--ll-label) var(--ll-value) var(--ll-comp) var(--ll-comp) var(--ll-comp); }
.ll-row[hidden] { display: none; }
/* Groups of rows off screen skip layout and paint until scrolled to: a thousand rows cost about what a
   screenful does. Per group rather than per row, to keep the browser's visibility checks few. */
.ll-group { content-visibility: auto; contain-intrinsic-size: auto 20rem; }
.ll-row > div { padding: 0.3rem 0.5rem; min-width: 0; }
.ll-header { background: #f4f6f8; font-weight: 600; border-top: 0; position: sticky; top: 0; z-index: 1; }
.ll-header > div:not(:first-child) { text-align: right; }
.ll-row-block { background: #f9fafb; font-weight: 600; }
.ll-bold { font-weight: 600; }
.ll-highlight { background: #fffbea; }
.ll-row-computed .ll-value { background: #fafbfc; }
.ll-label { display: flex; align-items: center; gap: 0.25rem; min-height: 1.75rem; }
.ll-row > .ll-depth-0 { padding-inline-start: 0.5rem; }
.ll-row > .ll-depth-1 { padding-inline-start: 1.75rem; }
.ll-row > .ll-depth-2 { padding-inline-start: 3rem; }
.ll-row > .ll-depth-3 { padding-inline-start: 4.25rem; }
.ll-label-text { overflow-wrap: anywhere; }
.ll-toggle, .ll-toggle-space { width: 1.25rem; flex: none; }
.ll-toggle { border: 0; background: none; cursor: pointer; padding: 0; color: var(--ll-muted); font-size: 0.9rem; }
.ll-toggle:focus-visible { outline: 2px solid var(--ll-accent); outline-offset: 1px; }
.ll-required { color: var(--ll-error); }
.ll-guide { position: relative; display: inline-flex; }
.ll-guide-icon { display: inline-grid; place-items: center; width: 1rem; height: 1rem; border-radius: 50%; border: 1px solid var(--ll-muted);
  color: var(--ll-muted); font-family: inherit; font-size: 0.7rem; font-weight: 400; line-height: 1; cursor: help; padding: 0; background: none; }
.ll-guide-icon:focus-visible { outline: 2px solid var(--ll-accent); outline-offset: 1px; }
.ll-tooltip { display: none; position: absolute; left: 1.4rem; top: -0.3rem; z-index: 5; width: 18rem; padding: 0.4rem 0.6rem; border-radius: 4px;
  background: #1f2933; color: #fff; font-weight: 400; font-size: 0.8rem; }
.ll-guide[data-open] .ll-tooltip { display: block; }
.ll-value { text-align: right; }
.ll-input { width: 100%; box-sizing: border-box; font: inherit; padding: 0.2rem 0.4rem; border: 1px solid #c9ced6; border-radius: 4px; background: #fff; }
.ll-input:focus { outline: 2px solid var(--ll-accent); outline-offset: -1px; }
.ll-input[readonly], .ll-input:disabled { background: #f4f6f8; color: #374151; }
.ll-input[aria-invalid="true"] { border-color: var(--ll-error); background: #fff5f5; }
.ll-input-number { text-align: right; font-variant-numeric: tabular-nums; }
.ll-number { display: flex; align-items: center; gap: 0.3rem; }
.ll-unit { color: var(--ll-muted); font-size: 0.8rem; min-width: 1.8rem; text-align: left; white-space: nowrap; }
.ll-textarea { text-align: left; resize: vertical; }
.ll-computed { display: inline-flex; align-items: center; gap: 0.4rem; font-variant-numeric: tabular-nums; }
.ll-formula-button { display: inline-flex; align-items: center; gap: 0.4rem; font: inherit; font-variant-numeric: tabular-nums; color: inherit;
  border: 1px solid transparent; background: none; border-radius: 4px; cursor: pointer; padding: 0 0 0 0.3rem; }
.ll-formula-button:hover { border-color: var(--ll-border); background: #fff; }
.ll-formula-button:focus-visible { outline: 2px solid var(--ll-accent); outline-offset: 1px; }
.ll-fx { border: 1px solid var(--ll-border); background: #fff; border-radius: 4px; font-style: italic; color: #0b7285; padding: 0 0.3rem; }
.ll-comparison { text-align: right; color: var(--ll-muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
.ll-problems { text-align: left; font-size: 0.8rem; }
.ll-problems:empty { display: none; }
.ll-problem-error { color: var(--ll-error); }
.ll-problem-warning { color: var(--ll-warning); }
.ll-covenant { text-align: left; display: grid; gap: 0.2rem; }
.ll-covenant-line { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 0.25rem 0.5rem; }
.ll-covenant-line .ll-computed-value { white-space: nowrap; }
.ll-covenant-limits, .ll-covenant-waiver, .ll-covenant-untested { font-size: 0.8rem; color: var(--ll-muted); }
.ll-covenant-replaced .ll-computed { display: inline; }
.ll-covenant-replaced .ll-computed-value { text-decoration: line-through; }
.ll-badge { font-size: 0.75rem; padding: 0 0.45rem; border-radius: 999px; font-weight: 600; }
.ll-badge-breached { background: #fde2e4; color: var(--ll-error); }
.ll-badge-alerted { background: #fff1d6; color: var(--ll-warning); }
.ll-badge-ok { background: #e6f4d7; color: #3f6212; }
.ll-badge-disabled, .ll-badge-unknown { background: #eceff3; color: var(--ll-muted); }
.ll-motivation { display: grid; gap: 0.2rem; font-size: 0.85rem; }
.ll-motivation-label { font-weight: 600; }
.ll-hint { color: var(--ll-muted); font-size: 0.75rem; }
.ll-summary { border: 1px solid var(--ll-error); background: #fff5f5; border-radius: 6px; padding: 0.5rem 0.9rem; margin-bottom: 0.75rem; }
.ll-summary-warning { border-color: var(--ll-warning); background: #fffaf0; }
.ll-summary-title { font-size: 1rem; margin: 0 0 0.3rem; }
.ll-summary ul { margin: 0; padding-left: 1.1rem; }
.ll-link { background: none; border: 0; padding: 0; font: inherit; color: inherit; text-decoration: underline; cursor: pointer; text-align: left; }
.ll-sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.ll-checkbox { width: 1rem; height: 1rem; }
.ll-panel { position: fixed; left: 0; right: 0; bottom: 0; background: #fff; border-top: 1px solid #c9ced6; box-shadow: 0 -4px 16px rgba(0,0,0,.08);
  display: flex; flex-direction: column; z-index: 10; font: 14px/1.4 system-ui, sans-serif; }
.ll-panel-handle { height: 6px; cursor: ns-resize; background: #eceff3; flex: none; }
.ll-panel-handle:focus { outline: 2px solid var(--ll-accent, #0b7285); }
.ll-panel-header { display: flex; gap: 0.5rem; align-items: center; padding: 0.4rem 0.9rem; border-bottom: 1px solid #e3e5e8; }
.ll-panel-title { font-size: 1rem; margin: 0; flex: 1; }
.ll-button { font: inherit; padding: 0.15rem 0.7rem; border: 1px solid #c9ced6; border-radius: 4px; background: #fff; cursor: pointer; }
.ll-button[aria-pressed="true"] { background: #e0f7fa; border-color: #12b6cf; }
.ll-panel-body { overflow: auto; padding: 0.5rem 0.9rem; }
.ll-panel-formula { display: block; margin-bottom: 0.5rem; color: #0b7285; }
.ll-explain, .ll-explain ul { list-style: none; padding-left: 1.1rem; margin: 0; }
.ll-explain { padding-left: 0; }
.ll-explain li { padding: 0.1rem 0; }
.ll-explain-label { font-weight: 600; }
.ll-explain-month { color: var(--ll-muted, #5a6472); font-size: 0.8rem; }
`;
