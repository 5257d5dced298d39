// A change of a template's diff (templateDiff: kind, path, before, after) in the author's words: "Field added:
// Total assets (totalAssets)", "totalAssets: Label changed (fr): Assets → Actifs", "totalAssets: Formula
// changed: a → b", "Validation 2 (equityPositive) removed"… The paths are those of diffFormConfigs and
// diffReportConfigs (@ledgerline/schemas authoring/diff.ts). A path this does not know is shown as it is with
// its values as short JSON, so that nothing the diff says is hidden.
import type { Language, Translated } from "@ledgerline/schemas";
import { shortJson } from "./shortJson";
import type { TemplateChange } from "./templateApi";

type Translate = (id: string, args?: Record<string, string | number>) => string;

/** The longest value shown in a line; longer ones are cut with an ellipsis. */
const MAX_VALUE = 80;

/** A field's property → the message id of its name (the editor's own words). */
const FIELD_PROPERTIES: Record<string, string> = {
  name: "editor-prop-label",
  guide: "editor-prop-guide",
  formula: "editor-prop-formula",
  type: "editor-prop-type",
  fieldType: "editor-prop-covenant-type",
  kind: "editor-prop-kind",
  editable: "editor-flag-read-only",
  visible: "editor-flag-visible",
  adminOnly: "editor-flag-admin-only",
  dropdownVals: "editor-dropdown-options",
  "validations.required": "editor-flag-required",
  "validations.allowNegative": "editor-rule-allow-negative",
  "validations.min": "editor-rule-min",
  "validations.max": "editor-rule-max",
  "validations.minLength": "editor-rule-min-length",
  "validations.maxLength": "editor-rule-max-length",
  "validations.format": "editor-rule-format",
  "settings.decimals": "editor-prop-decimals",
  "settings.unit": "editor-prop-unit",
  "settings.type": "editor-flag-block",
  "gridConfig.bold": "editor-grid-bold",
  "gridConfig.highlight": "editor-grid-highlight",
  "gridConfig.collapsed": "editor-grid-collapsed",
  "gridConfig.hideComparisons": "editor-grid-hideComparisons",
};

/** A step validation's properties. */
const VALIDATION_PROPERTIES: Record<string, string> = {
  formula: "editor-prop-formula",
  validationType: "editor-validation-type",
  validationMessage: "publish-prop-message",
  dependencies: "publish-prop-dependencies",
};

/** The template's own properties. */
const TEMPLATE_PROPERTIES: Record<string, string> = {
  name: "editor-prop-label",
  guide: "editor-prop-guide",
  clientTypes: "publish-prop-client-types",
};

/** `editable: false` is what the editor calls read-only: the value is shown the author's way round. */
const INVERTED = new Set(["editable"]);

const LANGUAGES = new Set(["en", "fr", "es", "pt", "ru"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function labelOf(value: unknown, language: Language): string {
  if (!isRecord(value) || !isRecord(value.name)) return "";
  const name = value.name as Translated;
  return name[language] ?? name.en ?? "";
}

function cut(text: string): string {
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** A value as the author reads it: texts as they are, yes/no, lists joined; other JSON shortened. */
function valueText(value: unknown, t: Translate, invert = false): string {
  if (value === undefined || value === null) return "—";
  if (typeof value === "boolean") return t(value !== invert ? "publish-value-yes" : "publish-value-no");
  if (typeof value === "string") return cut(value);
  if (typeof value === "number") return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return cut(value.join(", "));
  return shortJson(value, MAX_VALUE);
}

/** A property's change, named by `propertyId`, of the thing `subject` names. */
function propertyChange(
  change: TemplateChange,
  subject: string,
  propertyId: string,
  t: Translate,
  language?: string,
  invert = false,
): string {
  const property = t(propertyId);
  const before = valueText(change.before, t, invert);
  const after = valueText(change.after, t, invert);
  const kind = change.kind === "added" || change.kind === "removed" ? change.kind : "changed";
  const args = { subject, property, before, after };
  return language
    ? t(`publish-desc-translated-${kind}`, { ...args, language })
    : t(`publish-desc-property-${kind}`, args);
}

/** The raw line, for a path this does not know. */
function raw(change: TemplateChange): string {
  if (change.kind === "added") return `${change.path}: ${shortJson(change.after)}`;
  if (change.kind === "removed") return `${change.path}: ${shortJson(change.before)}`;
  return `${change.path}: ${shortJson(change.before)} → ${shortJson(change.after)}`;
}

/**
 * A property path below a subject ("formula", "name.fr", "validations.min") → the message id of the property
 * and the language of a translated text, or null when the property is not known.
 */
function propertyOf(
  rest: string[],
  known: Record<string, string>,
): { id: string; language?: string; key: string } | null {
  const [first, second] = rest;
  if (first === undefined) return null;
  if ((first === "name" || first === "guide") && known[first]) {
    if (rest.length === 1) return { id: known[first], key: first };
    if (rest.length === 2 && second && LANGUAGES.has(second))
      return { id: known[first], language: second, key: first };
    return null;
  }
  const key = rest.join(".");
  return known[key] ? { id: known[key], key } : null;
}

function describeField(
  change: TemplateChange,
  name: string,
  rest: string[],
  t: Translate,
  language: Language,
) {
  if (rest.length === 0) {
    if (change.kind === "added")
      return t("publish-desc-field-added", { label: labelOf(change.after, language) || name, name });
    if (change.kind === "removed")
      return t("publish-desc-field-removed", { label: labelOf(change.before, language) || name, name });
    if (change.kind === "moved" && isRecord(change.after)) {
      const position = typeof change.after.index === "number" ? change.after.index + 1 : 0;
      const parent = change.after.parent;
      return typeof parent === "string"
        ? t("publish-desc-field-moved", { name, position, parent })
        : t("publish-desc-field-moved-top", { name, position });
    }
    return null;
  }
  const property = propertyOf(rest, FIELD_PROPERTIES);
  if (!property) return null;
  return propertyChange(change, name, property.id, t, property.language, INVERTED.has(property.key));
}

/** A step validation: "Validation 2 (equityPositive)", or without a key "Validation 2". */
function validationName(index: number, item: unknown, t: Translate): string {
  const key = isRecord(item) && typeof item.key === "string" ? item.key : "";
  return key
    ? t("publish-desc-validation-keyed", { number: index + 1, key })
    : t("publish-desc-validation", { number: index + 1 });
}

function describeListItem(
  change: TemplateChange,
  list: string,
  index: number,
  rest: string[],
  t: Translate,
): string | null {
  if (list === "validations") {
    const name = validationName(index, change.kind === "removed" ? change.before : change.after, t);
    if (rest.length === 0) {
      if (change.kind === "moved") return t("publish-desc-item-moved", { name, position: index + 1 });
      if (change.kind === "added" || change.kind === "removed") {
        const item = change.kind === "added" ? change.after : change.before;
        const message =
          isRecord(item) && typeof item.validationMessage === "string" ? item.validationMessage : "";
        return t(`publish-desc-validation-${change.kind}`, { name, message: cut(message) });
      }
      return null;
    }
    const property = propertyOf(rest, VALIDATION_PROPERTIES);
    return property ? propertyChange(change, name, property.id, t) : null;
  }
  // Report steps, matched by their form's key.
  const item = change.kind === "removed" ? change.before : change.after;
  const form =
    isRecord(item) && isRecord(item.config) && typeof item.config.key === "string" ? item.config.key : "";
  const name = t("publish-desc-step", { number: index + 1, form });
  if (rest.length === 0) {
    if (change.kind === "moved") return t("publish-desc-item-moved", { name, position: index + 1 });
    if (change.kind === "added" || change.kind === "removed")
      return t(`publish-desc-step-${change.kind}`, { name });
  }
  return null;
}

/** One change of a template's diff, as a sentence in the studio's language. */
export function describeChange(change: TemplateChange, t: Translate, language: Language): string {
  const item = /^(validations|steps)\[(\d+)\](?:\.(.+))?$/.exec(change.path);
  if (item) {
    const [, list, index, rest] = item;
    return describeListItem(change, list!, Number(index), rest ? rest.split(".") : [], t) ?? raw(change);
  }
  const [head, ...rest] = change.path.split(".");
  if (head === "fields" && rest.length > 0) {
    const [name, ...property] = rest;
    return describeField(change, name!, property, t, language) ?? raw(change);
  }
  const property = propertyOf([head!, ...rest], TEMPLATE_PROPERTIES);
  if (property) return propertyChange(change, t("publish-desc-template"), property.id, t, property.language);
  return raw(change);
}
