// The form-data tree (spec 2 §2 "Form-data page"): the form's labels as a tree (one indentation step per
// level, fieldsets collapsible) beside one column per chosen period. Values arrive in stored units in the
// session currency and are shown as the wizard shows them: the form renderer's display helpers (the field's
// decimals), then a numeric field's unit. A value the API could not give (no exchange rate for the month)
// reads '-n.a.-' with the reason as a tooltip.
import { DownOutlined, RightOutlined } from "@ant-design/icons";
import { buildFieldModel, formatStored, unitSuffix } from "@ledgerline/form-renderer";
import type { RenderField, ValueContext } from "@ledgerline/form-renderer";
import type { FormConfig } from "@ledgerline/schemas";
import { Tooltip } from "antd";
import { useMemo, useState } from "react";
import { storedValueOf } from "../../api/formData";
import type { FinanceRow, FormView } from "../../api/formData";
import type { InterfaceLanguage } from "../../i18n/languages";
import { useT } from "../../i18n/useT";
import { StatusTag } from "../reports/StatusTag";

export interface DataColumn {
  /** The selection value the column answers. */
  value: number;
  title: string;
  row: FinanceRow | undefined;
}

export interface FormDataTableProps {
  form: FormView;
  columns: readonly DataColumn[];
  language: InterfaceLanguage;
  loading?: boolean;
}

/** The server sends labels already translated: a field's name is a string here. */
function labelOf(field: RenderField): string {
  const name = field.definition.name as unknown;
  return typeof name === "string" ? name : field.name;
}

function dropdownLabel(field: RenderField) {
  const options = (field.definition.dropdownVals ?? []) as unknown as Array<{
    value: string;
    label: unknown;
  }>;
  return (value: string) => {
    const label = options.find((option) => option.value === value)?.label;
    return typeof label === "string" ? label : value;
  };
}

export function FormDataTable({ form, columns, language, loading = false }: FormDataTableProps) {
  const t = useT();
  const model = useMemo(
    // The API already left out what this user may not see (adminOnly fields for client users).
    () => buildFieldModel(form as unknown as FormConfig, { isProviderStaff: true }),
    [form],
  );
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const context: ValueContext = { language, scale: 1, currencyScaled: false, dateFormat: "DD-MM-YYYY" };
  const rows = model.rows.filter((row) => !row.ancestors.some((name) => collapsed.has(name)));
  const toggle = (name: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  return (
    // Focusable, so the periods' columns can be scrolled by keyboard when they are wider than the page (the
    // table's own buttons exist only for fieldsets).
    <div className="form-data-scroll" role="region" aria-label={t("form-data-table")} tabIndex={0}>
      <table className="data-table form-data-table" aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col" className="form-data-label-head">
              {t("form-data-field")}
            </th>
            {columns.map((column) => (
              <th scope="col" key={column.value} className="form-data-value-head">
                <div>{column.title}</div>
                {column.row?.status && <StatusTag status={column.row.status} />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const open = !collapsed.has(row.name);
            return (
              <tr
                key={row.name}
                className={row.valued ? "form-data-row" : "form-data-row form-data-fieldset"}
              >
                <th
                  scope="row"
                  className="form-data-label"
                  style={{ paddingInlineStart: 12 + row.depth * 20 }}
                >
                  {row.hasChildren ? (
                    <button
                      type="button"
                      className="form-data-toggle"
                      aria-expanded={open}
                      onClick={() => toggle(row.name)}
                    >
                      {open ? <DownOutlined /> : <RightOutlined />}
                      <span>{labelOf(row)}</span>
                    </button>
                  ) : (
                    labelOf(row)
                  )}
                </th>
                {columns.map((column) => (
                  <td key={column.value} className="form-data-value">
                    {row.valued && column.row ? <Cell row={row} data={column.row} context={context} /> : null}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Cell({ row, data, context }: { row: RenderField; data: FinanceRow; context: ValueContext }) {
  const stored = storedValueOf(data, row.name);
  const shown = formatStored(row, stored, context, dropdownLabel(row));
  const text = typeof stored === "number" ? `${shown}${unitSuffix(row, context.language)}` : shown;
  const problem = data.unavailable.find((entry) => entry.field === row.name);
  if (problem)
    return (
      <Tooltip title={problem.reason}>
        {/* A note (a role that may carry a name), focusable so that keyboards open the tooltip too. */}
        <span
          className="form-data-unavailable"
          role="note"
          tabIndex={0}
          aria-label={`${text}: ${problem.reason}`}
        >
          {text}
        </span>
      </Tooltip>
    );
  return <>{text}</>;
}
