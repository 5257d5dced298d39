// The RJSF field of every Ledgerline row (`ui:field`). RJSF's own NumberField/StringField/BooleanField work
// out values, enum options and number separators on each render for widgets that, here, read their value
// from the row's atom; this field only resolves the widget named in the uiSchema through the registry.
import type { FieldProps, WidgetProps } from "@rjsf/utils";
import { getUiOptions, getWidget } from "@rjsf/utils";

export function LedgerlineField(props: FieldProps) {
  const { schema, uiSchema, registry, name } = props;
  const options = getUiOptions(uiSchema);
  const Widget = getWidget(schema, String(options.widget ?? "LedgerlineText"), registry.widgets);
  const widgetProps = {
    id: props.fieldPathId.$id,
    name,
    schema,
    uiSchema,
    registry,
    options,
    value: undefined,
    label: name,
    required: props.required,
    readonly: props.readonly,
    disabled: props.disabled,
    onChange: props.onChange,
    onBlur: props.onBlur,
    onFocus: props.onFocus,
  } as unknown as WidgetProps;
  return <Widget {...widgetProps} />;
}
