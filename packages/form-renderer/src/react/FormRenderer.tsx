// <FormRenderer>: any form config as a tree/grid form, through @rjsf/core with the Ledgerline templates and
// widgets. The RJSF <Form> is created once per form and never re-rendered by typing: widgets read and write
// per-field jotai atoms of a FormStore instead of RJSF's formData, and the store recomputes formulas through
// the engine's incremental API. The store checks the generic field rules on the field model; RJSF gets a
// validator that compiles nothing (the portal's Content Security Policy forbids evaluating code).
import { useEffect, useImperativeHandle, useMemo, useRef, useState } from "react";
import type { KeyboardEvent, Ref } from "react";
import Form from "@rjsf/core";
import { LocalizationProvider } from "@fluent/react";
import { Provider as JotaiProvider } from "jotai/react";
import type { FormulaEngine } from "@ledgerline/formula-engine";
import type { CovenantState, FinancialPeriod, FormConfig, Language, StoredValue } from "@ledgerline/schemas";
import type { CovenantLimits } from "../core/covenants";
import { comparisonMonths } from "../core/comparisons";
import type { DateFormat, ValueContext } from "../core/displayValues";
import { buildFieldModel } from "../core/fieldModel";
import { toJsonSchema } from "../core/toJsonSchema";
import { rendererLocalization } from "../i18n/localization";
import type { FieldChange, ValidationReport } from "../store/FormStore";
import { FormStore } from "../store/FormStore";
import type { ComparisonKey, ComparisonValues, FormulaRequest, RendererContextValue } from "./context";
import { RendererContext, monthPeriodLabel } from "./context";
import { ErrorSummary } from "./ErrorSummary";
import { ProblemAnnouncer } from "./ProblemAnnouncer";
import { FORM_RENDERER_CSS } from "./styles";
import { LEDGERLINE_FIELDS, LEDGERLINE_TEMPLATES } from "./templates/GridTemplates";
import { LEDGERLINE_WIDGETS } from "./widgets";
import { rendererValidator } from "./rjsfValidator";

export interface FormRendererProps {
  /** The form config to render. */
  form: FormConfig;
  /** The report's month, `YYYY-MM`. */
  month: string;
  /** Stored values of this form at the month, by internal name. Read when the form mounts (remount with `key` to reset). */
  values?: Readonly<Record<string, StoredValue | undefined>>;
  /** A formula engine over every form the formulas read (build it with fieldSpecsOf/formDataSource). Default: this form only. */
  engine?: FormulaEngine;
  /** Interface and label language (default en). */
  language?: Language;
  /** Earlier values for the comparison columns the form config lists (1FY, 1M, 1Y). Columns show only when given. */
  comparisons?: ComparisonValues;
  /** The client's financial periods, for the 1FY column header. */
  financialPeriods?: readonly FinancialPeriod[];
  /** The report's currency code, shown beside currency values. */
  currency?: string;
  /**
   * The period the values are for, as the inputs' accessible names say it ("Total assets, Q4 2025") and the
   * value column's header shows it on hover. Default: the month's name and year in the language ("September 2025").
   */
  periodLabel?: string;
  /** The report's scale (1, 10, … 100000): currency is typed in 1/scale units when the form is currency-scaled. */
  reportingScale?: number;
  /** How dates are shown; all three formats are accepted when typed. Default DD-MM-YYYY. */
  dateFormat?: DateFormat;
  /** Submitted/approved reports and previews: nothing can be typed. */
  readOnly?: boolean;
  /** Provider staff see `adminOnly` fields. */
  isProviderStaff?: boolean;
  /** Covenant limits (range, alert threshold, waivers) by covenant field name. Read at mount. */
  covenants?: Readonly<Record<string, CovenantLimits>>;
  /** Stored covenant states (breach motivations) by covenant field name. Read at mount. */
  covenantStatus?: Readonly<Record<string, CovenantState>>;
  /** The date waivers are judged at (yyyymmdd); default the month's last day. */
  asOf?: number;
  /** Show the error summary above the grid after submission (default true). */
  errorSummary?: boolean;
  /** Called after each change the user makes. */
  onChange?: (change: FieldChange) => void;
  /** Called when the user asks how a computed field is computed; open a FormulaPanel with it. */
  onShowFormula?: (request: FormulaRequest) => void;
  ref?: Ref<FormRendererHandle>;
}

/** What the host can ask a rendered form. */
export interface FormRendererHandle {
  /** "Is this step valid?": every problem now, without showing them. */
  check(): ValidationReport;
  /** Marks the page submitted, shows the problems on their fields and in the summary, and returns them. */
  submit(): ValidationReport;
  /** Stored values of the typed fields. */
  getValues(): Record<string, StoredValue>;
  /** Breach/alert state and motivation of each covenant field. */
  getCovenantStatus(): Record<string, CovenantState>;
  readonly store: FormStore;
}

const NO_COMPARISONS: ComparisonValues = {};

export function FormRenderer(props: FormRendererProps) {
  const {
    form,
    month,
    language = "en",
    readOnly = false,
    reportingScale = 1,
    dateFormat = "DD-MM-YYYY",
    comparisons,
    ref,
  } = props;
  const valueContext = useMemo<ValueContext>(
    () => ({
      language,
      scale: reportingScale,
      currencyScaled: form.settings?.currencyScaled === true,
      dateFormat,
    }),
    [language, reportingScale, form, dateFormat],
  );
  // The store, schema and RJSF form are made once per mount: props other than language, read-only mode and
  // comparisons are initial values (remount with a `key` to start over).
  const [setup] = useState(() => {
    const model = buildFieldModel(form, { isProviderStaff: props.isProviderStaff === true });
    const schemas = toJsonSchema(model);
    const store = new FormStore({
      model,
      month,
      valueContext,
      ...(props.values ? { values: props.values } : {}),
      ...(props.engine ? { engine: props.engine } : {}),
      ...(props.covenants ? { covenants: props.covenants } : {}),
      ...(props.covenantStatus ? { covenantStatus: props.covenantStatus } : {}),
      ...(props.asOf !== undefined ? { asOf: props.asOf } : {}),
    });
    const rjsf = (
      <Form
        schema={schemas.schema}
        uiSchema={schemas.uiSchema}
        validator={rendererValidator}
        templates={LEDGERLINE_TEMPLATES}
        widgets={LEDGERLINE_WIDGETS}
        fields={LEDGERLINE_FIELDS}
        tagName="div"
        noHtml5Validate
        showErrorList={false}
      >
        <></>
      </Form>
    );
    return { store, rjsf };
  });
  const { store, rjsf } = setup;

  // Callbacks are read through refs so that a host re-render with new closures does not re-render the rows.
  const onShowFormula = useRef(props.onShowFormula);
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onShowFormula.current = props.onShowFormula;
    onChange.current = props.onChange;
  });
  useEffect(() => store.subscribe((change) => onChange.current?.(change)), [store]);
  const hasFormulaHandler = props.onShowFormula !== undefined;

  const comparisonKeys = useMemo<ComparisonKey[]>(
    () => (comparisons ? [...(form.grid?.comparisonColumns ?? ["1FY", "1M", "1Y"])] : []),
    [comparisons, form],
  );
  const months = useMemo(
    () => comparisonMonths(month, props.financialPeriods),
    [month, props.financialPeriods],
  );
  const periodLabel = props.periodLabel ?? monthPeriodLabel(month, language);
  const context = useMemo<RendererContextValue>(
    () => ({
      store,
      language,
      valueContext,
      readOnly,
      comparisonKeys,
      comparisons: comparisons ?? NO_COMPARISONS,
      comparisonMonths: months,
      currency: props.currency,
      periodLabel,
      onShowFormula: hasFormulaHandler ? (request) => onShowFormula.current?.(request) : undefined,
    }),
    [
      store,
      language,
      valueContext,
      readOnly,
      comparisonKeys,
      comparisons,
      months,
      props.currency,
      periodLabel,
      hasFormulaHandler,
    ],
  );

  useImperativeHandle(
    ref,
    () => ({
      check: () => store.check(language),
      submit: () => store.submit(),
      getValues: () => store.getValues(),
      getCovenantStatus: () => store.getCovenantStatus(),
      store,
    }),
    [store, language],
  );

  return (
    <LocalizationProvider l10n={rendererLocalization(language)}>
      <JotaiProvider store={store.jotai}>
        <RendererContext.Provider value={context}>
          <div
            className="ll-form"
            lang={language}
            onKeyDown={moveBetweenCells}
            data-comparisons={comparisonKeys.length}
          >
            <style>{FORM_RENDERER_CSS}</style>
            <ProblemAnnouncer />
            {props.errorSummary === false ? null : <ErrorSummary />}
            {rjsf}
          </div>
        </RendererContext.Provider>
      </JotaiProvider>
    </LocalizationProvider>
  );
}

/**
 * Moving between value cells as in a spreadsheet (Tab and Shift+Tab work as usual):
 * - Enter / Shift+Enter: the next / previous cell to type in (computed values, which are buttons that open the
 *   formula panel, are passed over, and Enter on one opens its panel);
 * - ArrowDown / ArrowUp from a text cell or a computed value: the next / previous cell, computed ones included.
 *   Lists, check boxes and text areas keep their own arrow keys.
 */
function moveBetweenCells(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  if (!target.dataset.llValue) return;
  let step: number;
  let includeComputed: boolean;
  if (event.key === "Enter") {
    if (target.tagName === "TEXTAREA" || target.tagName === "BUTTON") return;
    step = event.shiftKey ? -1 : 1;
    includeComputed = false;
  } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    if (!isTextCell(target) && target.tagName !== "BUTTON") return;
    step = event.key === "ArrowDown" ? 1 : -1;
    includeComputed = true;
  } else return;
  event.preventDefault();
  const cells = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-ll-value]")].filter(
    (el) =>
      el.tabIndex >= 0 &&
      (includeComputed || el.tagName !== "BUTTON") &&
      !el.hasAttribute("disabled") &&
      el.closest("[hidden]") === null,
  );
  cells[cells.indexOf(target) + step]?.focus();
}

/** A one-line input whose arrow keys mean nothing else (not a list, a check box or a text area). */
function isTextCell(element: HTMLElement): boolean {
  if (element.tagName !== "INPUT") return false;
  const input = element as HTMLInputElement;
  return (
    ["text", "number", "email", "tel", ""].includes(input.type) && input.getAttribute("role") !== "combobox"
  );
}
