// The form renderer's formula panel over the monitor: how a covenant's value is computed (the API's
// covenantExplanation, the engine's explain() tree). A chunk of its own, loaded the first time a value is
// opened. Escape and Close close it and give the focus back to the value that opened it.
import { FormulaPanel } from "@ledgerline/form-renderer";
import { unitOfFieldType } from "@ledgerline/formula-engine";
import type { Language } from "@ledgerline/schemas";
import { useEffect, useState } from "react";
import type { CovenantExplanation } from "./api";

export interface ExplanationPanelProps {
  explanation: CovenantExplanation;
  /** The tested covenant's value type (percentual, currency, numeric): the value's first line reads so. */
  fieldType?: string;
  language: Language;
  /** A pinned panel stays open when the filters change. */
  pinned: boolean;
  onPinnedChange: (pinned: boolean) => void;
  onClose: () => void;
}

export function ExplanationPanel({
  explanation,
  fieldType,
  language,
  pinned,
  onPinnedChange,
  onClose,
}: ExplanationPanelProps) {
  const [height, setHeight] = useState(35);
  const unit = unitOfFieldType(fieldType);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      // A select or menu open above the page takes its own Escape.
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="menu"], [role="listbox"], [role="combobox"]')) return;
      onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);
  return (
    <FormulaPanel
      label={explanation.label}
      formula={explanation.formula}
      explanation={explanation.explanation}
      // The monitor writes money in full units: scale 1, so only percentages change (5.00 %, not 0.05).
      scale={1}
      {...(unit ? { unit } : {})}
      height={height}
      onHeightChange={setHeight}
      pinned={pinned}
      onPinnedChange={onPinnedChange}
      onClose={onClose}
      language={language}
    />
  );
}
