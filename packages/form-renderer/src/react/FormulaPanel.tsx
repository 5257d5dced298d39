// The formula panel ("formula card"): a bottom panel that explains how a field is computed, from the engine's
// explain() tree. Resizable between 10 and 75 percent of the window height (drag or arrow keys on the
// separator), pinnable and closable. The host decides when it closes (e.g. on route change unless pinned).
import { useCallback, useRef } from "react";
import type { PointerEvent as ReactPointerEvent } from "react";
import { LocalizationProvider } from "@fluent/react";
import type { ExplainNode, ExplainValue, ValueUnit } from "@ledgerline/formula-engine";
import { formatExplainValue } from "@ledgerline/formula-engine";
import type { Language } from "@ledgerline/schemas";
import { engineToStored } from "@ledgerline/schemas";
import { formatDisplayNumber, storedToDisplay } from "../core/displayValues";
import { rendererLocalization } from "../i18n/localization";
import { FORM_RENDERER_CSS } from "./styles";
import { useText } from "./useText";

export const FORMULA_PANEL_MIN = 10;
export const FORMULA_PANEL_MAX = 75;

/** Keeps a panel height within 10–75 percent. */
export function clampPanelHeight(percent: number): number {
  return Math.min(FORMULA_PANEL_MAX, Math.max(FORMULA_PANEL_MIN, Math.round(percent)));
}

export interface FormulaPanelProps {
  /** The label of the explained field. */
  label: string;
  /** The field's formula as written in the config. */
  formula?: string;
  /** `engine.explain()` output; null shows a hint. */
  explanation: ExplainNode | null;
  /** Height in percent of the window (clamped to 10–75). */
  height: number;
  onHeightChange: (percent: number) => void;
  pinned: boolean;
  onPinnedChange: (pinned: boolean) => void;
  onClose: () => void;
  language?: Language;
  /**
   * The scale the form shows money in (1, 10, … 100000; 1 when the form is not currency-scaled). Given, lines
   * the engine marks as money or percentages read as the form's cells do, and the panel says a scale other
   * than 1.
   * Without it, every number is shown as the engine computed it (money in full units, ratios as fractions).
   */
  scale?: number;
  /** The report's currency code, said with the scale. */
  currency?: string;
  /**
   * The unit of the explained value as its field shows it (`unitOfFieldType` of @ledgerline/formula-engine): the first line reads so
   * even where the engine cannot tell (a covenant's ratio shown as a percentage).
   */
  unit?: ValueUnit;
}

export function FormulaPanel(props: FormulaPanelProps) {
  return (
    <LocalizationProvider l10n={rendererLocalization(props.language ?? "en")}>
      <style>{FORM_RENDERER_CSS}</style>
      <PanelBody {...props} />
    </LocalizationProvider>
  );
}

function PanelBody({
  label,
  formula,
  explanation,
  height,
  onHeightChange,
  pinned,
  onPinnedChange,
  onClose,
  language = "en",
  scale,
  currency,
  unit,
}: FormulaPanelProps) {
  const tree = explanation && unit !== undefined ? { ...explanation, unit } : explanation;
  const t = useText();
  const clamped = clampPanelHeight(height);
  const dragging = useRef(false);
  const onPointerMove = useCallback(
    (event: ReactPointerEvent<HTMLDivElement>) => {
      if (!dragging.current) return;
      onHeightChange(clampPanelHeight(((window.innerHeight - event.clientY) / window.innerHeight) * 100));
    },
    [onHeightChange],
  );
  return (
    <section className="ll-panel" style={{ height: `${clamped}vh` }} aria-label={t("panel-title", { label })}>
      <div
        role="separator"
        aria-orientation="horizontal"
        aria-label={t("panel-resize")}
        aria-valuemin={FORMULA_PANEL_MIN}
        aria-valuemax={FORMULA_PANEL_MAX}
        aria-valuenow={clamped}
        tabIndex={0}
        className="ll-panel-handle"
        onPointerDown={(e) => {
          dragging.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerUp={() => (dragging.current = false)}
        onPointerMove={onPointerMove}
        onKeyDown={(e) => {
          if (e.key === "ArrowUp") onHeightChange(clampPanelHeight(clamped + 5));
          if (e.key === "ArrowDown") onHeightChange(clampPanelHeight(clamped - 5));
        }}
      />
      <header className="ll-panel-header">
        <h2 className="ll-panel-title">{t("panel-title", { label })}</h2>
        <button
          type="button"
          className="ll-button"
          aria-pressed={pinned}
          onClick={() => onPinnedChange(!pinned)}
        >
          {t(pinned ? "panel-unpin" : "panel-pin")}
        </button>
        <button type="button" className="ll-button" onClick={onClose}>
          {t("panel-close")}
        </button>
      </header>
      {/* It scrolls when the explanation is long: focusable, so that keyboard users can scroll it too. */}
      <div className="ll-panel-body" tabIndex={0}>
        {formula ? <code className="ll-panel-formula">{formula}</code> : null}
        {/* Full units need no word; a scale is said once, as the wizard's banner says it. */}
        {tree && scale !== undefined && scale !== 1 && hasMoney(tree) ? (
          <p className="ll-panel-scale">
            {currency
              ? t("panel-scale-currency", { currency, scale: String(scale) })
              : t("panel-scale", { scale: String(scale) })}
          </p>
        ) : null}
        {tree ? (
          <ul className="ll-explain" role="tree">
            <ExplainItem
              node={tree}
              format={{
                numbers: new Intl.NumberFormat(language, { maximumFractionDigits: 4 }),
                language,
                scale,
              }}
            />
          </ul>
        ) : (
          <p>{t("panel-empty")}</p>
        )}
      </div>
    </section>
  );
}

/** How the panel writes numbers: the language's, and the form's scale when the host gives it. */
interface NumberFormatting {
  readonly numbers: Intl.NumberFormat;
  readonly language: Language;
  readonly scale: number | undefined;
}

const FIELD_TYPES_OF_UNITS = { currency: "currency", percent: "percentual" } as const;

function hasMoney(node: ExplainNode): boolean {
  return node.unit === "currency" || node.children.some(hasMoney);
}

/**
 * A value as the form's cells show it when its unit says money or a percentage and the host gave the scale
 * (the renderer's own stored ↔ display rules); otherwise the engine's number with the language's separators.
 */
function show(value: ExplainValue, unit: ExplainNode["unit"], format: NumberFormatting): string {
  if (Array.isArray(value)) return `[${value.map((item) => show(item, unit, format)).join(", ")}]`;
  if (typeof value !== "number" || !Number.isFinite(value)) return formatExplainValue(value);
  const { scale } = format;
  if (scale === undefined || (unit !== "currency" && unit !== "percent")) return format.numbers.format(value);
  const type = FIELD_TYPES_OF_UNITS[unit];
  const stored = engineToStored(type, value);
  const display = stored === null ? null : storedToDisplay(type, stored, { scale, currencyScaled: true });
  return formatDisplayNumber(display, type, format.language);
}

function ExplainItem({ node, format }: { node: ExplainNode; format: NumberFormatting }) {
  return (
    <li role="treeitem" aria-expanded={node.children.length > 0 ? true : undefined}>
      <span className="ll-explain-label">{node.label}</span> <code>{node.expression}</code>{" "}
      <span className="ll-explain-month">{node.month}</span> ={" "}
      <strong className="ll-explain-value">{show(node.value, node.unit, format)}</strong>
      {node.children.length > 0 ? (
        <ul role="group">
          {node.children.map((child, i) => (
            <ExplainItem key={i} node={child} format={format} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
