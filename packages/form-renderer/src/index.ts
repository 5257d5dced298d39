// Public API of @ledgerline/form-renderer. Every export is named here; nothing else is public.

// React components
export { FormRenderer } from "./react/FormRenderer";
export type { FormRendererProps, FormRendererHandle } from "./react/FormRenderer";
export { FormulaPanel, clampPanelHeight, FORMULA_PANEL_MIN, FORMULA_PANEL_MAX } from "./react/FormulaPanel";
export type { FormulaPanelProps } from "./react/FormulaPanel";
export type { ComparisonKey, ComparisonValues, FormulaRequest } from "./react/context";
export { LEDGERLINE_WIDGETS } from "./react/widgets";
export { LEDGERLINE_TEMPLATES, LEDGERLINE_FIELDS } from "./react/templates/GridTemplates";

// Framework-free core
export { flattenFieldTree, MAX_FIELD_DEPTH } from "./flattenFieldTree";
export type { FieldNode, FieldRow } from "./flattenFieldTree";
export { buildFieldModel, valueTypeOf, isMonthDropdown, translate, formTranslation } from "./core/fieldModel";
export type { FieldModel, RenderField, ValueType } from "./core/fieldModel";
export { toJsonSchema } from "./core/toJsonSchema";
export { TELEPHONE_PATTERN } from "./core/fieldRules";
export type { FormSchemas } from "./core/toJsonSchema";
export {
  chooseWidget,
  rankWith,
  valueTypeIs,
  isComputed,
  isCovenant,
  WIDGET_TESTERS,
  NOT_APPLICABLE,
} from "./core/widgetTesters";
export type { WidgetTester } from "./core/widgetTesters";
export {
  storedToDisplay,
  displayToStored,
  formatDisplayNumber,
  formatStored,
  editText,
  parseTyped,
  isNumberType,
  decimalsOf,
  unitOf,
} from "./core/displayValues";
export type { DateFormat, ValueContext, InputParse, NumericUnit } from "./core/displayValues";
export { effectiveLimits, assessCovenant, replacementOf } from "./core/covenants";
export type { CovenantLimits, EffectiveLimits, CovenantAssessment, Replacement } from "./core/covenants";
export { comparisonMonths, comparisonsFromEngine } from "./core/comparisons";
export type { ComparisonColumn } from "./core/comparisons";
export type { FieldProblem, Severity } from "./core/problems";
export { FormStore } from "./store/FormStore";
export type { FormStoreOptions, FieldChange, ValidationReport } from "./store/FormStore";
export { MESSAGES } from "./i18n/messages";
export { problemText } from "./i18n/localization";
export { unitSuffix } from "./i18n/unitSuffix";
