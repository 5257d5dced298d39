// The report's steps: the ordered forms a client files. Add a published form, remove a step, move it with the
// buttons or Alt+↑/Alt+↓ anywhere within it (the focus stays on the moved step), mark it required, and narrow
// the client types that file it within the report's.
import type { ClientType, FormConfig, ReportConfig } from "@ledgerline/schemas";
import { Button, Checkbox, Empty, Select, Typography } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from "@ant-design/icons";
import { memo, useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { useStudioLanguage, useT } from "../../i18n/I18nProvider";
import { addStep, moveStep, removeStep, setStepClientTypes, updateStep } from "./reportConfig";
import type { ConfigChange } from "./ReportSettingsForm";

/** Which control should have the focus after a move re-renders the list. */
interface FocusRequest {
  key: string;
  control: "up" | "down" | "item";
}

/** Memoized: the editor re-renders for each autosave step while the config and the forms stay as they were. */
export const ReportStepsEditor = memo(function ReportStepsEditor({
  config,
  forms,
  onChange,
}: {
  config: ReportConfig;
  forms: readonly FormConfig[];
  onChange: ConfigChange;
}) {
  const t = useT();
  const { language } = useStudioLanguage();
  const ids = { heading: useId(), add: useId() };
  const [chosen, setChosen] = useState<string | undefined>();
  const list = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const formsByKey = new Map(forms.map((form) => [form.key, form]));
  const nameOf = (key: string) => {
    const form = formsByKey.get(key);
    return form ? (form.name[language] ?? form.name.en) : key;
  };
  const addable = forms.filter((form) => !config.steps.some((step) => step.config.key === form.key));

  useEffect(() => {
    if (!focus || !list.current) return;
    const item = list.current.querySelector<HTMLElement>(`[data-step="${CSS.escape(focus.key)}"]`);
    // A move button disabled by the move (top or bottom reached) hands the focus to the other one.
    const other = focus.control === "up" ? "down" : "up";
    const buttons = [focus.control, other].map((control) =>
      item?.querySelector<HTMLButtonElement>(`[data-move="${control}"]`),
    );
    const button =
      focus.control === "item" ? undefined : buttons.find((candidate) => candidate && !candidate.disabled);
    (button ?? item)?.focus();
    setFocus(null);
  }, [focus]);

  const move = (index: number, offset: -1 | 1, control: FocusRequest["control"]) => {
    const step = config.steps[index];
    const target = index + offset;
    if (!step || target < 0 || target >= config.steps.length) return;
    onChange((current) => moveStep(current, index, offset));
    setFocus({ key: step.config.key, control });
  };
  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    const control = event.target === event.currentTarget ? "item" : event.key === "ArrowUp" ? "up" : "down";
    move(index, event.key === "ArrowUp" ? -1 : 1, control);
  };

  return (
    <section aria-labelledby={ids.heading}>
      <Typography.Title level={2} id={ids.heading} style={{ fontSize: 17 }}>
        {t("report-steps-title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("report-steps-hint")}</Typography.Paragraph>
      {config.steps.length === 0 ? (
        <Empty description={t("report-steps-empty")} />
      ) : (
        <ol ref={list} className="studio-report-steps" aria-labelledby={ids.heading}>
          {config.steps.map((step, index) => {
            const key = step.config.key;
            const name = nameOf(key);
            const published = formsByKey.get(key);
            const known = published !== undefined;
            return (
              <li
                key={key}
                data-step={key}
                tabIndex={-1}
                onKeyDown={(event) => onItemKeyDown(event, index)}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                className="studio-report-step"
              >
                <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 }}>
                  <Typography.Text strong>{name}</Typography.Text>
                  <Typography.Text type="secondary">
                    <code>{key}</code>
                    {/* A report is created with the form's latest published version, whatever the step
                    stored when the form was added (publishing the report sets it to the latest too). */}
                    {published && <> {t("report-step-new-version", { version: published.version })}</>}
                  </Typography.Text>
                  {!known && <Typography.Text type="danger">{t("report-step-unknown-form")}</Typography.Text>}
                  <span style={{ flex: 1 }} />
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    data-move="up"
                    disabled={index === 0}
                    aria-label={t("report-step-move-up", { name })}
                    onClick={() => move(index, -1, "up")}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    data-move="down"
                    disabled={index === config.steps.length - 1}
                    aria-label={t("report-step-move-down", { name })}
                    onClick={() => move(index, 1, "down")}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t("report-step-remove", { name })}
                    onClick={() => {
                      onChange((current) => removeStep(current, index));
                      // The focus goes to the list's neighbour rather than to the page's start.
                      const neighbour = config.steps[index + 1] ?? config.steps[index - 1];
                      if (neighbour) setFocus({ key: neighbour.config.key, control: "item" });
                    }}
                  />
                </div>
                <div
                  style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 16, marginTop: 4 }}
                >
                  <Checkbox
                    checked={step.required}
                    onChange={(event) =>
                      onChange((current) => updateStep(current, index, { required: event.target.checked }))
                    }
                  >
                    {t("report-step-required")}
                    {/* Every step has one: the form's name tells them apart for screen readers. */}
                    <span className="sr-only"> ({name})</span>
                  </Checkbox>
                  <div role="group" aria-label={t("report-step-client-types", { name })}>
                    <Typography.Text type="secondary" aria-hidden="true" style={{ marginRight: 8 }}>
                      {t("report-step-filed-by")}
                    </Typography.Text>
                    <Checkbox.Group
                      value={step.clientTypes ?? config.clientTypes}
                      onChange={(values) =>
                        onChange((current) => setStepClientTypes(current, index, values as ClientType[]))
                      }
                      options={config.clientTypes.map((type) => ({ value: type, label: type }))}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div style={{ display: "flex", flexWrap: "wrap", alignItems: "end", gap: 8, marginTop: 12 }}>
        <div>
          <label htmlFor={ids.add} style={{ display: "block" }}>
            {t("report-add-form")}
          </label>
          <Select
            id={ids.add}
            style={{ minWidth: 280 }}
            value={chosen}
            onChange={setChosen}
            placeholder={t("report-add-form-placeholder")}
            showSearch={{ optionFilterProp: "label" }}
            notFoundContent={t("report-add-form-none")}
            options={addable.map((form) => ({
              value: form.key,
              label: `${form.name[language] ?? form.name.en} (${form.key})`,
            }))}
          />
        </div>
        <Button
          disabled={!chosen}
          onClick={() => {
            const form = chosen ? formsByKey.get(chosen) : undefined;
            if (!form) return;
            onChange((current) => addStep(current, form));
            setChosen(undefined);
          }}
        >
          {t("report-add-step")}
        </Button>
      </div>
    </section>
  );
});
