// The label column of a row: indentation per level, the collapse toggle of a fieldset or subtotal, the
// translated label, the required asterisk and the guide tooltip.
import { memo, useEffect, useState } from "react";
import { useAtomValue } from "jotai/react";
import { translate } from "../../core/fieldModel";
import { inputId, labelId, useRenderer } from "../context";
import { useText } from "../useText";

export const LabelCell = memo(function LabelCell({ name }: { name: string }) {
  const ctx = useRenderer();
  const t = useText();
  const row = ctx.store.model.byName.get(name);
  if (!row) return null;
  const formKey = ctx.store.model.form.key;
  const label = translate(row.definition.name, ctx.language);
  const guide = row.definition.guide ? translate(row.definition.guide, ctx.language) : null;
  const required = row.definition.validations?.required === true && !row.readOnly && !ctx.readOnly;
  return (
    <div role="rowheader" className={`ll-label ll-depth-${row.depth}`}>
      {row.hasChildren ? <Toggle name={name} label={label} /> : <span className="ll-toggle-space" />}
      <span id={labelId(formKey, name)} className="ll-label-text">
        {label}
      </span>
      {required ? (
        <span className="ll-required" title={t("required")}>
          <span aria-hidden="true"> *</span>
          <span className="ll-sr-only"> ({t("required")})</span>
        </span>
      ) : null}
      {guide ? <GuideTip id={`${inputId(formKey, name)}-guide`} label={label} text={guide} /> : null}
    </div>
  );
});

const Toggle = memo(function Toggle({ name, label }: { name: string; label: string }) {
  const { store } = useRenderer();
  const t = useText();
  const collapsed = useAtomValue(store.collapsedAtom(name));
  return (
    <button
      type="button"
      className="ll-toggle"
      aria-expanded={!collapsed}
      aria-label={t(collapsed ? "expand" : "collapse", { label })}
      onClick={() => store.setCollapsed(name, !collapsed)}
    >
      {collapsed ? "▸" : "▾"}
    </button>
  );
});

/**
 * The guide tooltip: a button with an accessible name ("Guide: label") that shows the guide while hovered or
 * focused; Escape hides it again (WCAG 1.4.13) until the pointer or focus comes back.
 */
const GuideTip = memo(function GuideTip({ id, label, text }: { id: string; label: string; text: string }) {
  const t = useText();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDismissed(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  const leave = (set: (value: boolean) => void) => () => {
    set(false);
    setDismissed(false);
  };
  return (
    <span
      className="ll-guide"
      data-open={open || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={leave(setHovered)}
    >
      <button
        type="button"
        className="ll-guide-icon"
        aria-label={t("guide-for", { label })}
        aria-describedby={id}
        onFocus={() => setFocused(true)}
        onBlur={leave(setFocused)}
      >
        ?
      </button>
      <span role="tooltip" id={id} className="ll-tooltip">
        {text}
      </span>
    </span>
  );
});
