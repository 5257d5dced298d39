// The form's own properties: name and guide in five languages, who files it, its category and period, its
// settings and the comparison columns of its grid.
import type { FormConfig, Language } from "@ledgerline/schemas";
import { CLIENT_TYPES, FORM_CATEGORIES, PERIOD_TYPES } from "@ledgerline/schemas";
import { Checkbox, Select } from "antd";
import { useId } from "react";
import { useT } from "../i18n/I18nProvider";
import { withNestedOptional, withOptional } from "./model/optionalProps";
import { withTranslation } from "./model/translated";
import { TranslationsGrid } from "./TranslationsGrid";

export interface FormSettingsProps {
  readonly config: FormConfig;
  readonly onEdit: (config: FormConfig, coalesceKey?: string) => void;
}

const COMPARISONS = ["1FY", "1M", "1Y"] as const;

export function FormSettings({ config, onEdit }: FormSettingsProps) {
  const t = useT();
  const id = useId();
  const context = config.context ?? { category: "financial", periodType: "month", target: "client" };
  const setContext = (changes: Partial<FormConfig["context"]>) =>
    onEdit({ ...config, context: { ...context, ...changes } });
  return (
    <section aria-label={t("editor-tab-form")}>
      <TranslationsGrid
        legend={t("editor-form-name")}
        value={config.name}
        onChange={(language: Language, text) =>
          onEdit({ ...config, name: withTranslation(config.name, language, text) }, `form:name.${language}`)
        }
      />
      <TranslationsGrid
        legend={t("editor-form-guide")}
        multiline
        value={config.guide}
        onChange={(language, text) => {
          const guide = withTranslation(config.guide, language, text);
          const empty = Object.values(guide).every((value) => value === "");
          onEdit(withOptional(config, "guide", empty ? undefined : guide), `form:guide.${language}`);
        }}
      />
      <fieldset className="editor-flags">
        <legend>{t("editor-form-client-types")}</legend>
        <Checkbox.Group
          value={config.clientTypes ?? []}
          options={CLIENT_TYPES.map((type) => ({ value: type, label: type }))}
          onChange={(clientTypes) =>
            onEdit({ ...config, clientTypes: clientTypes as FormConfig["clientTypes"] })
          }
        />
      </fieldset>
      <div className="editor-property">
        <label htmlFor={`${id}-category`}>{t("editor-form-category")}</label>
        <Select
          id={`${id}-category`}
          value={context.category}
          options={FORM_CATEGORIES.map((category) => ({
            value: category,
            label: t(`editor-category-${category}`),
          }))}
          onChange={(category) => setContext({ category })}
        />
      </div>
      <div className="editor-property">
        <label htmlFor={`${id}-period`}>{t("editor-form-period-type")}</label>
        <Select
          id={`${id}-period`}
          value={context.periodType}
          options={PERIOD_TYPES.map((period) => ({ value: period, label: t(`editor-period-${period}`) }))}
          onChange={(periodType) => setContext({ periodType })}
        />
      </div>
      <div className="editor-property">
        <label htmlFor={`${id}-target`}>{t("editor-form-target")}</label>
        <Select
          id={`${id}-target`}
          value={context.target}
          options={[
            { value: "client", label: t("editor-target-client") },
            { value: "investment", label: t("editor-target-investment") },
          ]}
          onChange={(target) => setContext({ target })}
        />
      </div>
      <div className="editor-property">
        <label htmlFor={`${id}-type`}>{t("editor-form-type")}</label>
        <Select
          id={`${id}-type`}
          value={config.type}
          options={[
            { value: "form", label: t("editor-form-type-form") },
            { value: "covenants", label: t("editor-form-type-covenants") },
          ]}
          onChange={(type) => onEdit({ ...config, type })}
        />
      </div>
      <fieldset className="editor-flags">
        <legend>{t("editor-form-settings")}</legend>
        <Checkbox
          checked={config.settings?.uploadable === true}
          onChange={(e) =>
            onEdit(withNestedOptional(config, "settings", "uploadable", e.target.checked || undefined))
          }
        >
          {t("editor-form-uploadable")}
        </Checkbox>
        <Checkbox
          checked={config.settings?.currencyScaled === true}
          onChange={(e) =>
            onEdit(withNestedOptional(config, "settings", "currencyScaled", e.target.checked || undefined))
          }
        >
          {t("editor-form-currency-scaled")}
        </Checkbox>
      </fieldset>
      <fieldset className="editor-flags">
        <legend>{t("editor-form-comparisons")}</legend>
        <Checkbox.Group
          value={config.grid?.comparisonColumns ?? []}
          options={COMPARISONS.map((column) => ({ value: column, label: t(`editor-comparison-${column}`) }))}
          onChange={(columns) =>
            onEdit(
              withNestedOptional(
                config,
                "grid",
                "comparisonColumns",
                columns.length > 0 ? (columns as (typeof COMPARISONS)[number][]) : undefined,
              ),
            )
          }
        />
      </fieldset>
    </section>
  );
}
