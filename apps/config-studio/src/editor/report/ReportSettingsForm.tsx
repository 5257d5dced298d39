// The report's own settings: name and guide in the five languages, category, schedule, due days and the client
// types that file it. Every control is labelled; texts coalesce in the history per field.
import { CLIENT_TYPES, FORM_CATEGORIES, SCHEDULE_TYPES } from "@ledgerline/schemas";
import type { ClientType, ReportConfig, Translated } from "@ledgerline/schemas";
import { Checkbox, Form, Input, InputNumber, Select } from "antd";
import { memo, useId } from "react";
import { useT } from "../../i18n/I18nProvider";
import { NATIVE_LABELS, STUDIO_LANGUAGES } from "../../i18n/languages";
import { setReportClientTypes, setTranslation } from "./reportConfig";

export type ConfigChange = (update: (config: ReportConfig) => ReportConfig, coalesceKey?: string) => void;

/** Memoized: the editor re-renders for each autosave step while the config stays as it was. */
export const ReportSettingsForm = memo(function ReportSettingsForm({
  config,
  onChange,
}: {
  config: ReportConfig;
  onChange: ConfigChange;
}) {
  const t = useT();
  const id = useId();
  return (
    <Form layout="vertical" component="div" className="studio-report-settings">
      <fieldset className="studio-fieldset">
        <legend>{t("report-name-legend")}</legend>
        {STUDIO_LANGUAGES.map((language) => (
          <Form.Item
            key={language}
            label={t("report-name-in", { language: NATIVE_LABELS[language] })}
            htmlFor={`${id}-name-${language}`}
            required={language === "en"}
            validateStatus={language === "en" && !config.name.en ? "error" : undefined}
            help={language === "en" && !config.name.en ? t("report-name-required") : undefined}
          >
            <Input
              id={`${id}-name-${language}`}
              lang={language}
              value={config.name[language] ?? ""}
              onChange={(event) =>
                onChange(
                  (current) => ({
                    ...current,
                    name: setTranslation(current.name, language, event.target.value) ?? { en: "" },
                  }),
                  `name.${language}`,
                )
              }
            />
          </Form.Item>
        ))}
      </fieldset>
      <fieldset className="studio-fieldset">
        <legend>{t("report-guide-legend")}</legend>
        {STUDIO_LANGUAGES.map((language) => (
          <Form.Item
            key={language}
            label={t("report-guide-in", { language: NATIVE_LABELS[language] })}
            htmlFor={`${id}-guide-${language}`}
          >
            <Input.TextArea
              id={`${id}-guide-${language}`}
              lang={language}
              autoSize={{ minRows: 1, maxRows: 6 }}
              value={config.guide?.[language] ?? ""}
              onChange={(event) =>
                onChange(
                  (current) =>
                    withGuide(current, setTranslation(current.guide, language, event.target.value)),
                  `guide.${language}`,
                )
              }
            />
          </Form.Item>
        ))}
      </fieldset>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 16 }}>
        <Form.Item label={t("report-category")} htmlFor={`${id}-category`}>
          <Select
            id={`${id}-category`}
            style={{ minWidth: 180 }}
            value={config.category}
            onChange={(category) => onChange((current) => ({ ...current, category }))}
            options={FORM_CATEGORIES.map((category) => ({
              value: category,
              label: t(`report-category-${category}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t("report-schedule")} htmlFor={`${id}-schedule`}>
          <Select
            id={`${id}-schedule`}
            style={{ minWidth: 160 }}
            value={config.scheduleType}
            onChange={(scheduleType) => onChange((current) => ({ ...current, scheduleType }))}
            options={SCHEDULE_TYPES.map((schedule) => ({
              value: schedule,
              label: t(`report-schedule-${schedule}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t("report-due-after")} htmlFor={`${id}-due`} extra={t("report-due-after-hint")}>
          <InputNumber
            id={`${id}-due`}
            min={0}
            max={366}
            precision={0}
            value={config.dueAfterDays}
            onChange={(value) => {
              if (typeof value === "number")
                onChange((current) => ({ ...current, dueAfterDays: value }), "dueAfterDays");
            }}
          />
        </Form.Item>
      </div>
      <fieldset className="studio-fieldset">
        <legend>{t("report-client-types")}</legend>
        <Checkbox.Group
          value={config.clientTypes}
          onChange={(values) => onChange((current) => setReportClientTypes(current, values as ClientType[]))}
          options={CLIENT_TYPES.map((type) => ({ value: type, label: type }))}
        />
        {config.clientTypes.length === 0 && (
          <div className="ant-form-item-explain-error" role="alert">
            {t("report-client-types-required")}
          </div>
        )}
      </fieldset>
    </Form>
  );
});

function withGuide(config: ReportConfig, guide: Translated | undefined): ReportConfig {
  const { guide: _old, ...rest } = config;
  return guide ? { ...rest, guide } : rest;
}
