// The form's step validations: each a yes/no formula that must hold, an error or a warning, a message in five
// languages and the fields that get the message.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { FormConfig, StepValidation } from "@ledgerline/schemas";
import { Button, Card, Select, Typography } from "antd";
import { useId } from "react";
import type { FormulaDiagnostic, FormulaFieldInfo } from "../formula-editor";
import { diagnosticsOfProblems } from "../formula-editor";
import { useT } from "../i18n/I18nProvider";
import { allFields } from "./model/fieldTree";
import {
  addValidation,
  deleteValidation,
  moveValidation,
  setValidationMessage,
  updateValidation,
  validationMessages,
} from "./model/stepValidations";
import { FormulaField } from "./FormulaField";
import { TranslationsGrid } from "./TranslationsGrid";
import type { DraftEngine } from "./useDraftEngine";

export interface ValidationsEditorProps {
  readonly config: FormConfig;
  readonly onEdit: (config: FormConfig, coalesceKey?: string) => void;
  readonly engine: DraftEngine;
  readonly formulaFields: readonly FormulaFieldInfo[];
}

export function ValidationsEditor({ config, onEdit, engine, formulaFields }: ValidationsEditorProps) {
  const t = useT();
  const validations = config.validations ?? [];
  const fieldOptions = allFields(config)
    .filter((entry) => entry.field.type !== "fieldset")
    .map((entry) => ({ value: entry.field.internalName, label: entry.field.internalName }));
  return (
    <section aria-label={t("editor-tab-validations")}>
      <Typography.Paragraph type="secondary">{t("editor-validations-help")}</Typography.Paragraph>
      {validations.length === 0 && (
        <Typography.Paragraph>{t("editor-validations-empty")}</Typography.Paragraph>
      )}
      {validations.map((validation, index) => (
        <ValidationCard
          key={index}
          index={index}
          count={validations.length}
          validation={validation}
          config={config}
          onEdit={onEdit}
          engine={engine}
          formulaFields={formulaFields}
          fieldOptions={fieldOptions}
        />
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onEdit(addValidation(config))}>
        {t("editor-validations-add")}
      </Button>
    </section>
  );
}

function ValidationCard(
  props: ValidationsEditorProps & {
    index: number;
    count: number;
    validation: StepValidation;
    fieldOptions: { value: string; label: string }[];
  },
) {
  const { config, onEdit, engine, formulaFields, index, count, validation, fieldOptions } = props;
  const t = useT();
  const id = useId();
  const number = index + 1;
  const problems = engine.validationProblems(validation.formula);
  return (
    <Card
      size="small"
      className="editor-validation"
      title={
        <h3 className="editor-card-title">
          {t("editor-validation-title", { number, key: validation.key ?? "" })}
        </h3>
      }
      extra={
        <span className="editor-inline">
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t("editor-validation-up", { number })}
            disabled={index === 0}
            onClick={() => onEdit(moveValidation(config, index, -1))}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t("editor-validation-down", { number })}
            disabled={index === count - 1}
            onClick={() => onEdit(moveValidation(config, index, 1))}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t("editor-validation-delete", { number })}
            onClick={() => onEdit(deleteValidation(config, index))}
          />
        </span>
      }
    >
      <div className="editor-property">
        <label htmlFor={`${id}-type`}>{t("editor-validation-type")}</label>
        <Select
          id={`${id}-type`}
          value={validation.validationType}
          options={[
            { value: "error", label: t("editor-validation-error") },
            { value: "warn", label: t("editor-validation-warn") },
          ]}
          onChange={(validationType: "error" | "warn") =>
            onEdit(updateValidation(config, index, { validationType }))
          }
        />
      </div>
      <FormulaField
        label={t("editor-validation-formula", { number })}
        help={t("editor-validation-formula-help")}
        value={validation.formula}
        onChange={(formula) =>
          onEdit(updateValidation(config, index, { formula }), `validation:${index}:formula`)
        }
        fields={formulaFields}
        check={(text) => validationDiagnostics(engine, text)}
        problems={problems}
      />
      <TranslationsGrid
        legend={t("editor-validation-message", { number })}
        value={validationMessages(config, index)}
        onChange={(language, text) =>
          onEdit(
            setValidationMessage(config, index, language, text),
            `validation:${index}:message.${language}`,
          )
        }
      />
      <div className="editor-property">
        <label htmlFor={`${id}-deps`}>{t("editor-validation-dependencies")}</label>
        <Select
          id={`${id}-deps`}
          mode="multiple"
          allowClear
          value={validation.dependencies ?? []}
          options={fieldOptions}
          placeholder={t("editor-validation-dependencies-empty")}
          onChange={(dependencies: string[]) => onEdit(updateValidation(config, index, { dependencies }))}
        />
      </div>
    </Card>
  );
}

/** The validation's problems as editor diagnostics; the "not yes/no" one covers the whole text. */
function validationDiagnostics(engine: DraftEngine, text: string): FormulaDiagnostic[] {
  return engine
    .validationProblems(text)
    .flatMap((p) =>
      p.problem
        ? diagnosticsOfProblems([p.problem], text)
        : [{ from: 0, to: text.length, severity: p.severity, message: p.message }],
    );
}
