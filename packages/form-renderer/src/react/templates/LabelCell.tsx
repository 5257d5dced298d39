// The label column of a row: indentation per level, the collapse toggle of a fieldset or subtotal, the
// translated label, the required asterisk and the guide tooltip.
import { memo } from "react";
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
      {guide ? (
        <span className="ll-guide">
          <span className="ll-guide-icon" aria-hidden="true">
            ?
          </span>
          <span role="tooltip" id={`${inputId(formKey, name)}-guide`} className="ll-tooltip">
            {guide}
          </span>
        </span>
      ) : null}
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
      tabIndex={-1}
      className="ll-toggle"
      aria-expanded={!collapsed}
      aria-label={t(collapsed ? "expand" : "collapse", { label })}
      onClick={() => store.setCollapsed(name, !collapsed)}
    >
      {collapsed ? "▸" : "▾"}
    </button>
  );
});
