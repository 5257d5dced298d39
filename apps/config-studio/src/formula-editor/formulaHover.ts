// Hover explanations: what a field reference names (its label, and the formula of a computed field) and what a
// function does (its signature and summary).
import type { Tooltip } from "@codemirror/view";
import { hoverTooltip } from "@codemirror/view";
import type { FormulaToken, FunctionInfo } from "@ledgerline/formula-engine";
import { listFunctions, tokenizeFormula } from "@ledgerline/formula-engine";
import type { FormulaFieldInfo } from "./types";

export interface HoverExplanation {
  readonly from: number;
  readonly to: number;
  /** The reference or signature, shown as code. */
  readonly code: string;
  /** The field's label or the function's summary. */
  readonly title: string;
  /** A computed field's formula. */
  readonly formula?: string;
}

/** What to explain for the token at `pos` (`side` as CodeMirror's hover gives it), or null. */
export function explainAt(
  text: string,
  pos: number,
  side: -1 | 1,
  fields: readonly FormulaFieldInfo[],
  functions: readonly FunctionInfo[],
): HoverExplanation | null {
  const tokens = tokenizeFormula(text);
  const index = tokens.findIndex(
    (token) =>
      (side < 0 ? token.from < pos : token.from <= pos) && (side < 0 ? pos <= token.to : pos < token.to),
  );
  const token = tokens[index];
  if (!token) return null;
  if (token.type === "function") {
    const fn = functions.find((candidate) => candidate.name === token.text);
    return fn ? { from: token.from, to: token.to, code: fn.signature, title: fn.summary } : null;
  }
  if (token.type !== "field") return null;
  const reference = referenceAround(tokens, index);
  const field = findField(fields, reference.text);
  if (!field) return null;
  return {
    from: reference.from,
    to: reference.to,
    code: field.reference,
    title: field.label,
    ...(field.formula ? { formula: field.formula } : {}),
  };
}

/** The whole reference a name token belongs to: `form.name` when it is either half of one. */
function referenceAround(
  tokens: readonly FormulaToken[],
  index: number,
): { from: number; to: number; text: string } {
  const isDotAt = (i: number) => tokens[i]?.type === "punctuation" && tokens[i]?.text === ".";
  const isFieldAt = (i: number) => tokens[i]?.type === "field";
  let first = index;
  let last = index;
  if (isDotAt(index - 1) && isFieldAt(index - 2)) first = index - 2;
  else if (isDotAt(index + 1) && isFieldAt(index + 2)) last = index + 2;
  const from = tokens[first]!.from;
  const to = tokens[last]!.to;
  const text = tokens
    .slice(first, last + 1)
    .map((token) => token.text)
    .join("");
  return { from, to, text };
}

/**
 * The field a reference names. A plain name that is not a field of the edited form may still be the only field of
 * that name in another form; the engine accepts it then, so the hover explains it too.
 */
function findField(fields: readonly FormulaFieldInfo[], reference: string): FormulaFieldInfo | undefined {
  const exact = fields.find((field) => field.reference === reference);
  if (exact || reference.includes(".")) return exact;
  const elsewhere = fields.filter((field) => field.reference.endsWith(`.${reference}`));
  return elsewhere.length === 1 ? elsewhere[0] : undefined;
}

function explanationElement(explanation: HoverExplanation): HTMLElement {
  const dom = document.createElement("div");
  dom.className = "cm-formula-hover";
  const code = dom.appendChild(document.createElement("div"));
  code.className = "cm-formula-hover-code";
  code.textContent = explanation.code;
  const title = dom.appendChild(document.createElement("div"));
  title.className = "cm-formula-hover-title";
  title.textContent = explanation.title;
  if (explanation.formula) {
    const formula = dom.appendChild(document.createElement("div"));
    formula.className = "cm-formula-hover-code";
    formula.textContent = `= ${explanation.formula}`;
  }
  return dom;
}

export function formulaHover(
  getFields: () => readonly FormulaFieldInfo[],
  functions: readonly FunctionInfo[] = listFunctions(),
) {
  return hoverTooltip((view, pos, side): Tooltip | null => {
    const explanation = explainAt(view.state.doc.toString(), pos, side, getFields(), functions);
    if (!explanation) return null;
    return {
      pos: explanation.from,
      end: explanation.to,
      above: true,
      create: () => ({ dom: explanationElement(explanation) }),
    };
  });
}
