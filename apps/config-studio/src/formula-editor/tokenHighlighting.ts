// Syntax colouring from the engine's own lexer (tokenizeFormula), so the colours never disagree with the parser.
// Formulas are a line or two, so the whole document is re-tokenized on every change instead of incrementally.
import { tokenizeFormula } from "@ledgerline/formula-engine";
import type { FormulaTokenType } from "@ledgerline/formula-engine";
import type { DecorationSet, EditorView, ViewUpdate } from "@codemirror/view";
import { Decoration, ViewPlugin } from "@codemirror/view";

/** The CSS class a token of this type gets, e.g. `cm-formula-field`. */
export function tokenClass(type: FormulaTokenType): string {
  return `cm-formula-${type}`;
}

const marks = new Map<FormulaTokenType, Decoration>();
function markOf(type: FormulaTokenType): Decoration {
  let mark = marks.get(type);
  if (!mark) {
    mark = Decoration.mark({ class: tokenClass(type) });
    marks.set(type, mark);
  }
  return mark;
}

export function tokenDecorations(text: string): DecorationSet {
  const ranges = tokenizeFormula(text)
    .filter((token) => token.to > token.from)
    .map((token) => markOf(token.type).range(token.from, token.to));
  // `true`: let CodeMirror sort; lexer error tokens are appended by position but may sit between others.
  return Decoration.set(ranges, true);
}

export const tokenHighlighting = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = tokenDecorations(view.state.doc.toString());
    }
    update(update: ViewUpdate) {
      if (update.docChanged) this.decorations = tokenDecorations(update.state.doc.toString());
    }
  },
  { decorations: (plugin) => plugin.decorations },
);
