// Everything the formula editor is made of, as one CodeMirror extension list. The host's changing inputs (fields,
// check, callbacks) are read through getters, and the attributes through compartments, so the view never has to be
// re-created when they change.
import { autocompletion, completionKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import type { Compartment, Extension } from "@codemirror/state";
import { EditorState } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import { formulaCompletionSource } from "./formulaCompletion";
import { formulaHover } from "./formulaHover";
import { firstDiagnosticAnnouncement, formulaLint } from "./formulaLint";
import { formulaTheme } from "./formulaTheme";
import { tokenHighlighting } from "./tokenHighlighting";
import type { FormulaDiagnostic, FormulaFieldInfo } from "./types";

export interface FormulaEditorInputs {
  readonly getFields: () => readonly FormulaFieldInfo[];
  readonly getCheck: () => (text: string) => readonly FormulaDiagnostic[];
  /** Called for the author's edits only: a document the host sets never comes back through here. */
  readonly onEdit: (text: string) => void;
  /** Called when the screen-reader sentence about the first problem may have changed. */
  readonly onAnnouncement: (announcement: string) => void;
}

export interface FormulaEditorAttributes {
  readonly ariaLabel: string;
  readonly id?: string;
  readonly describedBy?: string;
  readonly readOnly: boolean;
}

/** The settings that follow the host's props, each in a compartment so it can be changed in place. */
export interface FormulaEditorCompartments {
  readonly attributes: Compartment;
  readonly readOnly: Compartment;
}

export function attributesExtension(attributes: FormulaEditorAttributes): Extension {
  const attrs: Record<string, string> = { "aria-label": attributes.ariaLabel };
  if (attributes.id) attrs.id = attributes.id;
  if (attributes.describedBy) attrs["aria-describedby"] = attributes.describedBy;
  if (attributes.readOnly) attrs["aria-readonly"] = "true";
  return EditorView.contentAttributes.of(attrs);
}

// Read-only keeps the content focusable and selectable (editable stays on) so it can still be read and copied.
export function readOnlyExtension(readOnly: boolean): Extension {
  return EditorState.readOnly.of(readOnly);
}

/**
 * The completion list shows this many options at most and never scrolls (formulaTheme): a scrolling list
 * could not be reached by keyboard, since the focus stays in the editor. The arrow and page keys move the
 * selection through every option, and the list shows the window of options around it.
 */
export const COMPLETION_ROWS = 10;

export function formulaEditorExtensions(
  inputs: FormulaEditorInputs,
  compartments: FormulaEditorCompartments,
  attributes: FormulaEditorAttributes,
): Extension[] {
  return [
    history(),
    // Completion's keys first so Enter and Escape act on an open list; Tab is bound nowhere, so it leaves the
    // editor as in any other form control.
    keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
    autocompletion({
      override: [formulaCompletionSource(inputs.getFields)],
      defaultKeymap: false,
      maxRenderedOptions: COMPLETION_ROWS,
    }),
    formulaLint(inputs.getCheck),
    formulaHover(inputs.getFields),
    tokenHighlighting,
    formulaTheme,
    EditorView.lineWrapping,
    compartments.attributes.of(attributesExtension(attributes)),
    compartments.readOnly.of(readOnlyExtension(attributes.readOnly)),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) inputs.onEdit(update.state.doc.toString());
      inputs.onAnnouncement(firstDiagnosticAnnouncement(update.state));
    }),
  ];
}
