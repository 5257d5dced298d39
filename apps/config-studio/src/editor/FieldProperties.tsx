// The selected field's properties, by type: name, type, labels and guide in five languages, flags, settings,
// input rules, dropdown options and the formula (a field with a formula is computed).
import type {
  DropdownValue,
  FieldDefinition,
  FieldRules,
  FieldSettings,
  FieldType,
  FormConfig,
  GridConfig,
  Language,
} from "@ledgerline/schemas";
import { COVENANT_VALUE_TYPES, FIELD_TYPES, NUMBER_FIELD_TYPES, NUMERIC_UNITS } from "@ledgerline/schemas";
import { Checkbox, InputNumber, Select } from "antd";
import { memo, useCallback, useId } from "react";
import type { ReactNode } from "react";
import type { FormulaFieldInfo } from "../formula-editor";
import { useT } from "../i18n/I18nProvider";
import { DropdownOptions } from "./DropdownOptions";
import { FormulaField } from "./FormulaField";
import type { TreeResult } from "./model/fieldTree";
import { updateField } from "./model/fieldTree";
import { withNestedOptional, withOptional } from "./model/optionalProps";
import { withTranslation } from "./model/translated";
import { RenameField } from "./RenameField";
import { TranslationsGrid } from "./TranslationsGrid";
import type { DraftEngine } from "./useDraftEngine";

export interface FieldPropertiesProps {
  readonly config: FormConfig;
  readonly field: FieldDefinition;
  readonly onResult: (result: TreeResult, coalesceKey?: string) => void;
  readonly engine: DraftEngine;
  readonly formulaFields: readonly FormulaFieldInfo[];
}

const isNumberType = (type: FieldType) => (NUMBER_FIELD_TYPES as readonly string[]).includes(type);
const isTextType = (type: FieldType) => type === "text" || type === "textarea";

/**
 * Memoized: the page re-renders for each step of an autosave (pending, saving, saved) while the draft and the
 * field stay as they were, and the panel's forty-odd inputs need not render again for it.
 */
export const FieldProperties = memo(function FieldProperties({
  config,
  field,
  onResult,
  engine,
  formulaFields,
}: FieldPropertiesProps) {
  const t = useT();
  const name = field.internalName;
  const change = (update: (field: FieldDefinition) => FieldDefinition, coalesceKey?: string) =>
    onResult(updateField(config, name, update), coalesceKey ? `field:${name}:${coalesceKey}` : undefined);
  const setRule = <K extends keyof FieldRules>(key: K, value: FieldRules[K] | undefined) =>
    change((f) => withNestedOptional(f, "validations", key, value), `rule.${key}`);
  const setSetting = <K extends keyof FieldSettings>(key: K, value: FieldSettings[K] | undefined) =>
    change((f) => withNestedOptional(f, "settings", key, value));
  const setGrid = <K extends keyof GridConfig>(key: K, value: boolean) =>
    change((f) => withNestedOptional(f, "gridConfig", key, value ? true : undefined));
  const rules = field.validations ?? {};
  const formula = typeof field.formula === "string" ? field.formula : "";
  // A new check makes the formula editor re-lint: only when the engine (the draft) changed. An empty formula
  // is no formula (the value is typed in), so there is nothing in it to find wrong.
  const check = useCallback(
    (text: string) => (text.trim() === "" ? [] : engine.checkField(name, text)),
    [engine, name],
  );

  return (
    <section className="editor-properties" aria-label={t("editor-properties-of", { name })}>
      {/* Keyed by the field, as is the formula: their own state (the name being typed, the formula's undo
          history) belongs to one field. The rest updates in place when another field is selected, instead of
          building forty controls again, five of them text areas that measure their height as they mount. */}
      <RenameField key={`name:${name}`} config={config} internalName={name} onResult={onResult} />

      <Property label={t("editor-prop-type")}>
        {(id) => (
          <Select
            id={id}
            value={field.type}
            options={FIELD_TYPES.map((type) => ({ value: type, label: t(`editor-type-${type}`) }))}
            onChange={(type: FieldType) =>
              change((f) => {
                let next: FieldDefinition = { ...f, type };
                if (type !== "dropdown") next = withOptional(next, "dropdownVals", undefined);
                if (type === "dropdown" && !next.dropdownVals)
                  next.dropdownVals = [{ value: "option1", label: { en: "Option 1" } }];
                if (type !== "COVENANT") next = withOptional(next, "fieldType", undefined);
                return next;
              })
            }
          />
        )}
      </Property>

      {field.type === "COVENANT" && (
        <Property label={t("editor-prop-covenant-type")}>
          {(id) => (
            <Select
              id={id}
              allowClear
              value={field.fieldType}
              options={COVENANT_VALUE_TYPES.map((type) => ({ value: type, label: t(`editor-type-${type}`) }))}
              onChange={(value) =>
                change((f) =>
                  // settings.fieldType mirrors fieldType (field.ts): the renderer reads either.
                  withNestedOptional(
                    withOptional(f, "fieldType", value ?? undefined),
                    "settings",
                    "fieldType",
                    value ?? undefined,
                  ),
                )
              }
            />
          )}
        </Property>
      )}

      <TranslationsGrid
        legend={t("editor-prop-label")}
        value={field.name}
        onChange={(language: Language, text) =>
          change((f) => ({ ...f, name: withTranslation(f.name, language, text) }), `name.${language}`)
        }
      />
      <TranslationsGrid
        legend={t("editor-prop-guide")}
        multiline
        value={field.guide}
        onChange={(language, text) =>
          change((f) => {
            const guide = withTranslation(f.guide, language, text);
            const empty = Object.values(guide).every((value) => value === "");
            return withOptional(f, "guide", empty ? undefined : guide);
          }, `guide.${language}`)
        }
      />

      <fieldset className="editor-flags">
        <legend>{t("editor-prop-flags")}</legend>
        <Checkbox
          checked={rules.required === true}
          onChange={(e) => setRule("required", e.target.checked || undefined)}
        >
          {t("editor-flag-required")}
        </Checkbox>
        <Checkbox
          checked={field.editable === false}
          onChange={(e) => change((f) => withOptional(f, "editable", e.target.checked ? false : undefined))}
        >
          {t("editor-flag-read-only")}
        </Checkbox>
        <Checkbox
          checked={field.visible !== false}
          onChange={(e) => change((f) => withOptional(f, "visible", e.target.checked ? undefined : false))}
        >
          {t("editor-flag-visible")}
        </Checkbox>
        <Checkbox
          checked={field.adminOnly === true}
          onChange={(e) => change((f) => withOptional(f, "adminOnly", e.target.checked ? true : undefined))}
        >
          {t("editor-flag-admin-only")}
        </Checkbox>
        <Checkbox
          checked={field.settings?.type === "BLOCK"}
          onChange={(e) => setSetting("type", e.target.checked ? "BLOCK" : undefined)}
        >
          {t("editor-flag-block")}
        </Checkbox>
      </fieldset>

      <fieldset className="editor-flags">
        <legend>{t("editor-prop-grid")}</legend>
        {(["bold", "highlight", "collapsed", "hideComparisons"] as const).map((key) => (
          <Checkbox
            key={key}
            checked={field.gridConfig?.[key] === true}
            onChange={(e) => setGrid(key, e.target.checked)}
          >
            {t(`editor-grid-${key}`)}
          </Checkbox>
        ))}
      </fieldset>

      {isNumberType(field.type) && (
        <fieldset className="editor-group">
          <legend>{t("editor-prop-number")}</legend>
          <Property label={t("editor-prop-kind")}>
            {(id) => (
              <Select
                id={id}
                value={field.kind ?? "stock"}
                options={[
                  { value: "stock", label: t("editor-kind-stock") },
                  { value: "flow", label: t("editor-kind-flow") },
                ]}
                onChange={(kind: "stock" | "flow") =>
                  change((f) => withOptional(f, "kind", kind === "stock" ? undefined : kind))
                }
              />
            )}
          </Property>
          <Property label={t("editor-prop-decimals")}>
            {(id) => (
              <InputNumber
                id={id}
                min={0}
                max={2}
                precision={0}
                value={field.settings?.decimals ?? null}
                onChange={(value) => setSetting("decimals", value ?? undefined)}
              />
            )}
          </Property>
          {field.type === "numeric" && (
            <Property label={t("editor-prop-unit")}>
              {(id) => (
                <Select
                  id={id}
                  allowClear
                  value={field.settings?.unit}
                  options={NUMERIC_UNITS.map((unit) => ({ value: unit, label: t(`editor-unit-${unit}`) }))}
                  onChange={(unit) => setSetting("unit", unit ?? undefined)}
                />
              )}
            </Property>
          )}
          <Checkbox
            checked={rules.allowNegative === true}
            onChange={(e) => setRule("allowNegative", e.target.checked || undefined)}
          >
            {t("editor-rule-allow-negative")}
          </Checkbox>
          <Property label={t("editor-rule-min")}>
            {(id) => (
              <InputNumber
                id={id}
                value={rules.min ?? null}
                onChange={(v) => setRule("min", v ?? undefined)}
              />
            )}
          </Property>
          <Property label={t("editor-rule-max")}>
            {(id) => (
              <InputNumber
                id={id}
                value={rules.max ?? null}
                onChange={(v) => setRule("max", v ?? undefined)}
              />
            )}
          </Property>
        </fieldset>
      )}

      {isTextType(field.type) && (
        <fieldset className="editor-group">
          <legend>{t("editor-prop-text")}</legend>
          <Property label={t("editor-rule-min-length")}>
            {(id) => (
              <InputNumber
                id={id}
                min={0}
                precision={0}
                value={rules.minLength ?? null}
                onChange={(v) => setRule("minLength", v ?? undefined)}
              />
            )}
          </Property>
          <Property label={t("editor-rule-max-length")}>
            {(id) => (
              <InputNumber
                id={id}
                min={1}
                precision={0}
                value={rules.maxLength ?? null}
                onChange={(v) => setRule("maxLength", v ?? undefined)}
              />
            )}
          </Property>
          <Property label={t("editor-rule-format")}>
            {(id) => (
              <Select
                id={id}
                allowClear
                value={rules.format}
                options={(["email", "telephone", "url", "number", "date"] as const).map((format) => ({
                  value: format,
                  label: t(`editor-format-${format}`),
                }))}
                onChange={(format) => setRule("format", format ?? undefined)}
              />
            )}
          </Property>
        </fieldset>
      )}

      {field.type === "dropdown" && (
        <DropdownOptions
          options={field.dropdownVals ?? []}
          onChange={(options: DropdownValue[], coalesceKey) =>
            change(
              (f) => withOptional(f, "dropdownVals", options.length > 0 ? options : undefined),
              coalesceKey,
            )
          }
        />
      )}

      {field.type !== "fieldset" && (
        <FormulaField
          key={`formula:${name}`}
          label={t("editor-prop-formula")}
          help={t("editor-prop-formula-help")}
          value={formula}
          onChange={(text) =>
            change((f) => withOptional(f, "formula", text === "" ? undefined : text), "formula")
          }
          fields={formulaFields}
          check={check}
          problems={engine.fieldProblems(name)}
        />
      )}
    </section>
  );
});

/** A labelled control: the label points at the control's id. */
function Property({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="editor-property">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
