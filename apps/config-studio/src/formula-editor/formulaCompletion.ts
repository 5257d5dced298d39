// Completion of field references and function names. Reads the fields through a getter so the host can change
// them without the editor being re-created.
import type {
  Completion,
  CompletionContext,
  CompletionResult,
  CompletionSource,
} from "@codemirror/autocomplete";
import type { EditorView } from "@codemirror/view";
import type { FunctionInfo } from "@ledgerline/formula-engine";
import { listFunctions, tokenizeFormula } from "@ledgerline/formula-engine";
import type { FormulaFieldInfo } from "./types";

// A name being typed. The look-behind keeps the unit of an offset (`x[-1M`) and an exponent (`1e`) out.
const NAME_BEFORE_CURSOR = /(?<![\w.])[A-Za-z_]\w*$/;
// `form.` or `form.na` being typed: complete the field part among that form's fields.
const QUALIFIED_NAME_BEFORE_CURSOR = /(?<![\w.])([A-Za-z_]\w*)\.(\w*)$/;
const NAME_CHARS = /^\w*$/;

export function formulaCompletionSource(
  getFields: () => readonly FormulaFieldInfo[],
  functions: readonly FunctionInfo[] = listFunctions(),
): CompletionSource {
  const functionOptions = functions.map(functionCompletion);
  return (context: CompletionContext): CompletionResult | null => {
    const text = context.state.doc.toString();
    if (isInsideText(text, context.pos)) return null;

    const qualified = context.matchBefore(QUALIFIED_NAME_BEFORE_CURSOR);
    if (qualified) {
      const form = QUALIFIED_NAME_BEFORE_CURSOR.exec(qualified.text)?.[1] ?? "";
      const options = fieldsOfForm(getFields(), form);
      if (options.length === 0) return null;
      const from = qualified.from + form.length + 1;
      return { from, options, validFor: NAME_CHARS };
    }

    const word = context.matchBefore(NAME_BEFORE_CURSOR);
    if (!word && !context.explicit) return null;
    const options = [...getFields().map(fieldCompletion), ...functionOptions];
    return { from: word ? word.from : context.pos, options, validFor: NAME_CHARS };
  };
}

function fieldCompletion(field: FormulaFieldInfo): Completion {
  return { label: field.reference, detail: field.label, type: "variable" };
}

/** The fields of `form`, labelled by their name within it (the text after `form.`). */
function fieldsOfForm(fields: readonly FormulaFieldInfo[], form: string): Completion[] {
  const prefix = `${form}.`;
  return fields
    .filter((field) => field.reference.startsWith(prefix))
    .map((field) => ({ ...fieldCompletion(field), label: field.reference.slice(prefix.length) }));
}

function functionCompletion(fn: FunctionInfo): Completion {
  return {
    label: fn.name,
    detail: fn.signature,
    info: fn.summary,
    type: "function",
    apply: (view: EditorView, _completion: Completion, from: number, to: number) => {
      // Completing the name of an existing call (`lt|(x)`) must not add a second parenthesis.
      const hasParenthesis = view.state.sliceDoc(to, to + 1) === "(";
      const insert = hasParenthesis ? fn.name : `${fn.name}(`;
      view.dispatch({
        changes: { from, to, insert },
        selection: { anchor: from + insert.length + (hasParenthesis ? 1 : 0) },
        userEvent: "input.complete",
      });
    },
  };
}

/**
 * Whether the cursor is inside a text literal, where names are words, not references. A closed text is one
 * string token; an unclosed one is a lone `"` the lexer could not read, with everything after it in the text.
 */
function isInsideText(text: string, pos: number): boolean {
  return tokenizeFormula(text).some(
    (token) =>
      (token.type === "string" && token.from < pos && pos < token.to) ||
      (token.type === "invalid" && token.text === '"' && token.from < pos),
  );
}
