// RJSF templates of the tree grid. The schema is flat; the root ObjectFieldTemplate lays its properties out
// in the field model's row order, adding the fieldset rows, which carry no value. Each property's FieldTemplate
// wraps the widget RJSF chose in a memoised FieldRow.
import { Fragment } from "react";
import type { ReactNode } from "react";
import type {
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RegistryFieldsType,
  TemplatesType,
} from "@rjsf/utils";
import { periodLabel } from "@ledgerline/schemas";
import { translate } from "../../core/fieldModel";
import type { RenderField } from "../../core/fieldModel";
import { useRenderer } from "../context";
import { useText } from "../useText";
import { FieldRow } from "./FieldRow";
import { LedgerlineField } from "./LedgerlineField";

/** Wraps each field's widget in its row; the root object passes through. */
export function RowFieldTemplate(props: FieldTemplateProps) {
  const name = props.uiSchema?.["ui:options"]?.fieldName;
  if (typeof name !== "string") return <>{props.children}</>;
  return <FieldRow name={name}>{props.children}</FieldRow>;
}

/** Rows grouped by top-level field: the browser skips layout and paint of groups off screen. */
function groups(rows: readonly RenderField[]): RenderField[][] {
  const out: RenderField[][] = [];
  for (const row of rows) {
    const last = out[out.length - 1];
    if (last && row.depth > 0) last.push(row);
    else out.push([row]);
  }
  return out;
}

/** The grid: a header row, then every row of the field model in display order. */
export function TreeGridTemplate(props: ObjectFieldTemplateProps) {
  const ctx = useRenderer();
  const t = useText();
  const content = new Map<string, ReactNode>(props.properties.map((p) => [p.name, p.content]));
  return (
    <div
      role="treegrid"
      aria-label={translate(ctx.store.model.form.name, ctx.language)}
      className="ll-grid"
      aria-readonly={ctx.readOnly || undefined}
    >
      <div role="row" className="ll-row ll-header">
        <div role="columnheader">{t("col-field")}</div>
        <div role="columnheader" title={ctx.periodLabel}>
          {t("col-value")}
        </div>
        {ctx.comparisonKeys.map((key) => (
          <div
            role="columnheader"
            key={key}
            title={ctx.comparisonMonths[key] ? periodLabel(ctx.comparisonMonths[key]) : undefined}
          >
            {key}
          </div>
        ))}
      </div>
      {groups(ctx.store.model.rows).map((group) => (
        <div role="rowgroup" className="ll-group" key={group[0]!.name}>
          {group.map((row) =>
            row.valued ? (
              <Fragment key={row.name}>{content.get(row.name)}</Fragment>
            ) : (
              <FieldRow key={row.name} name={row.name} />
            ),
          )}
        </div>
      ))}
    </div>
  );
}

const Nothing = () => null;

/** The template registry handed to RJSF. */
export const LEDGERLINE_TEMPLATES: Partial<TemplatesType> = {
  FieldTemplate: RowFieldTemplate,
  ObjectFieldTemplate: TreeGridTemplate,
  ErrorListTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  ButtonTemplates: { SubmitButton: Nothing } as unknown as TemplatesType["ButtonTemplates"],
};

/** The field registry handed to RJSF: every row goes through LedgerlineField (`ui:field`). */
export const LEDGERLINE_FIELDS: RegistryFieldsType = { LedgerlineField };
