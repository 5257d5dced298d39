// The options of a dropdown field: a stored value and a label in five languages each.
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { DropdownValue } from "@ledgerline/schemas";
import { Button, Input } from "antd";
import { useId } from "react";
import { useT } from "../i18n/I18nProvider";
import { withTranslation } from "./model/translated";
import { TranslationsGrid } from "./TranslationsGrid";

export interface DropdownOptionsProps {
  readonly options: readonly DropdownValue[];
  readonly onChange: (options: DropdownValue[], coalesceKey?: string) => void;
}

export function DropdownOptions({ options, onChange }: DropdownOptionsProps) {
  const t = useT();
  const id = useId();
  const replace = (index: number, option: DropdownValue, coalesceKey?: string) =>
    onChange(
      options.map((o, i) => (i === index ? option : o)),
      coalesceKey,
    );
  const add = () => {
    const taken = new Set(options.map((o) => o.value));
    let n = options.length + 1;
    while (taken.has(`option${n}`)) n += 1;
    onChange([...options, { value: `option${n}`, label: { en: `Option ${n}` } }]);
  };
  return (
    <fieldset className="editor-group">
      <legend>{t("editor-dropdown-options")}</legend>
      {options.map((option, index) => (
        <div key={index} className="editor-dropdown-option">
          <label htmlFor={`${id}-${index}`}>{t("editor-dropdown-value", { number: index + 1 })}</label>
          <div className="editor-inline">
            <Input
              id={`${id}-${index}`}
              value={option.value}
              onChange={(e) => replace(index, { ...option, value: e.target.value }, `option.${index}.value`)}
            />
            <Button
              icon={<DeleteOutlined />}
              aria-label={t("editor-dropdown-delete", { number: index + 1 })}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            />
          </div>
          <TranslationsGrid
            legend={t("editor-dropdown-label", { number: index + 1 })}
            value={option.label}
            onChange={(language, text) =>
              replace(
                index,
                { ...option, label: withTranslation(option.label, language, text) },
                `option.${index}.${language}`,
              )
            }
          />
        </div>
      ))}
      <Button icon={<PlusOutlined />} onClick={add}>
        {t("editor-dropdown-add")}
      </Button>
    </fieldset>
  );
}
