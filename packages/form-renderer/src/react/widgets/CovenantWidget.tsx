// A covenant field: the tested value (computed), its status in words against the effective limits (after a
// waiver in effect: ok, alerted, breached, waived; no value to test; not tested), the limits and alert
// threshold, the waiver's type and end, and, when breached, the required breach motivation. Under a REPLACE
// waiver the replacement covenant's value is shown and judged; the field's own value and limits are struck
// through.
import { memo } from "react";
import { useAtomValue } from "jotai/react";
import type { WidgetProps } from "@rjsf/utils";
import { engineToStored, formatDisplayDate, fromHundredths } from "@ledgerline/schemas";
import type { CovenantValueType } from "@ledgerline/schemas";
import { decimalsOf, formatDisplayNumber } from "../../core/displayValues";
import { translate } from "../../core/fieldModel";
import { problemsId } from "../context";
import { ComputedValue } from "./ComputedWidget";
import { useText } from "../useText";
import { fieldNameOf, useWidgetBase } from "./shared";
import { useInvalid } from "./useInvalid";

export const CovenantCell = memo(function CovenantCell({ name }: { name: string }) {
  const { ctx, row, id } = useWidgetBase(name);
  const t = useText();
  const { level, limits, replacement } = useAtomValue(ctx.store.assessmentAtom(name));
  const motivation = useAtomValue(ctx.store.motivationAtom(name));
  const invalid = useInvalid(ctx.store, name);
  // Limits are in the tested covenant's type: the replacement's under a REPLACE waiver.
  const testedType: CovenantValueType = replacement
    ? replacement.covenant.fieldType
    : row.valueType === "currency" || row.valueType === "percentual"
      ? row.valueType
      : "numeric";
  const show = (hundredths: number | null | undefined, type: CovenantValueType = testedType) =>
    hundredths === null || hundredths === undefined
      ? "–"
      : formatDisplayNumber(fromHundredths(hundredths), type, ctx.language);
  const waiver = limits.waiver;
  const base = ctx.store.covenantLimits(name);
  // "Between 1 and 2", "At least 1" or "At most 2", then the alert threshold (spec 3 §4: a waiver strikes through what it replaces).
  const describe = (
    range: { min: number | null; max: number | null },
    alert: number | null,
    type: CovenantValueType = testedType,
  ) => {
    const bounds =
      range.min !== null && range.max !== null
        ? t("covenant-range", { min: show(range.min, type), max: show(range.max, type) })
        : range.min !== null
          ? t("covenant-min", { min: show(range.min, type) })
          : t("covenant-max", { max: show(range.max, type) });
    return alert === null ? bounds : `${bounds}, ${t("covenant-alert", { alert: show(alert, type) })}`;
  };
  const ownType: CovenantValueType =
    row.valueType === "currency" || row.valueType === "percentual" ? row.valueType : "numeric";
  const replacementName = replacement ? translate(replacement.covenant.name, ctx.language) : "";
  // The status in words (the colour only repeats it): waived under DISABLE, the level, or why there is none.
  const badge: string | null =
    waiver?.waiverType === "DISABLE" ? "disabled" : (level ?? (limits.range ? "unknown" : null));
  // No limits from the host: no investment of the report tests this covenant.
  const untested = !base;
  return (
    <div className="ll-covenant">
      <div className="ll-covenant-line">
        {replacement ? (
          <output className="ll-computed-value" aria-live="off">
            {replacement.value === null
              ? formatDisplayNumber(null, testedType, ctx.language)
              : formatDisplayNumber(
                  fromHundredths(engineToStored(testedType, replacement.value) ?? 0),
                  testedType,
                  ctx.language,
                  decimalsOf(row),
                )}
          </output>
        ) : (
          <ComputedValue name={name} />
        )}
        {badge ? (
          <span className={`ll-badge ll-badge-${badge}`} data-covenant-status={badge}>
            {t(`covenant-${badge}`)}
          </span>
        ) : null}
      </div>
      {limits.range ? (
        <div className="ll-covenant-limits">{describe(limits.range, limits.alertThreshold)}</div>
      ) : null}
      {untested ? <div className="ll-covenant-untested">{t("covenant-not-tested")}</div> : null}
      {waiver ? (
        <div className="ll-covenant-waiver" data-waiver-type={waiver.waiverType}>
          {t("covenant-waived", {
            type: t(`waiver-${waiver.waiverType}`),
            end: formatDisplayDate(waiver.endDate, ctx.valueContext.language),
          })}
          {replacement ? (
            <>
              {" · "}
              {t("covenant-replaced-by", { name: replacementName })}
            </>
          ) : null}
          {base ? (
            <>
              {" · "}
              {t("covenant-original")}{" "}
              {replacement ? (
                <s className="ll-covenant-replaced">
                  <ComputedValue name={name} />
                </s>
              ) : null}
              <s>{describe(base.range, base.alertThreshold ?? null, ownType)}</s>
            </>
          ) : null}
        </div>
      ) : null}
      {level === "breached" ? (
        <div className="ll-motivation">
          <label className="ll-motivation-label" htmlFor={`${id}-motivation`}>
            {t("motivation-label")}
            {!ctx.readOnly ? (
              <span className="ll-required" aria-hidden="true">
                {" "}
                *
              </span>
            ) : null}
          </label>
          <span className="ll-hint" id={`${id}-motivation-hint`}>
            {t("motivation-prompt")}
          </span>
          <textarea
            id={`${id}-motivation`}
            data-ll-value={`${name}-motivation`}
            className="ll-input ll-textarea"
            rows={3}
            required={!ctx.readOnly}
            aria-required={!ctx.readOnly}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-motivation-hint ${problemsId(ctx.store.model.form.key, name)}`}
            readOnly={ctx.readOnly}
            value={motivation}
            onChange={(e) => ctx.store.setMotivation(name, e.target.value)}
          />
        </div>
      ) : null}
    </div>
  );
});

/** RJSF widget for COVENANT fields. */
export function CovenantWidget(props: WidgetProps) {
  return <CovenantCell name={fieldNameOf(props)} />;
}
