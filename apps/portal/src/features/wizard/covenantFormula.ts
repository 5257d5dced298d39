// The ƒx of a covenant row. The covenants form's formulas read the financial forms, which the wizard does not
// carry, so its engine cannot explain them; the API explains a covenant at the report's period over every
// form of the client (covenantExplanation, as the covenant monitor does), for an investment that tests it.
// Every other field is explained by the renderer's own engine.
import type { FormulaRequest } from "@ledgerline/form-renderer";
import { useAtomValue, useSetAtom } from "jotai";
import { useCallback } from "react";
import type { Wizard } from "../../api/types";
import { useNotify } from "../../ui/notify";
import { languageAtom } from "../../state/atoms";
import type { CovenantAt } from "../covenant-monitor/queries";
import { useExplain } from "../covenant-monitor/queries";
import type { CovenantCheck } from "./covenantLimits";
import { useCovenantChecks } from "./covenantLimits";
import { showFormulaAtom } from "./FormulaPanelHost";

type ExplainedCovenant = Omit<CovenantAt, "period">;

/**
 * Per covenant field, an investment covenant that tests the field's own formula. A check under a REPLACE
 * waiver tests the replacement covenant instead, so it cannot explain the field's value.
 */
export function explainedCovenants(
  checks: readonly Pick<
    CovenantCheck,
    "investmentId" | "covenantId" | "covenantInternalName" | "internalName"
  >[],
): Record<string, ExplainedCovenant> {
  const out: Record<string, ExplainedCovenant> = {};
  for (const check of checks) {
    if (check.internalName !== check.covenantInternalName || check.covenantInternalName in out) continue;
    out[check.covenantInternalName] = { investmentId: check.investmentId, covenantId: check.covenantId };
  }
  return out;
}

/** The wizard's answer to a ƒx: the API's explanation for a covenant field, the renderer's for the others. */
export function useShowFormula(wizard: Wizard): (request: FormulaRequest) => void {
  const language = useAtomValue(languageAtom);
  const showFormula = useSetAtom(showFormulaAtom);
  const notify = useNotify();
  const explain = useExplain(language);
  const covenants = useCovenantChecks(wizard, explainedCovenants).data;
  const period = wizard.context.numeric;
  return useCallback(
    (request: FormulaRequest) => {
      const covenant = covenants?.[request.field];
      if (!covenant) {
        showFormula(request);
        return;
      }
      explain({ ...covenant, period })
        .then(({ formula, explanation }) => showFormula({ ...request, formula, explanation }))
        .catch((error: unknown) => notify.apiError(error));
    },
    [covenants, explain, notify, period, showFormula],
  );
}
