// The formula editor of the config studio: a controlled CodeMirror 6 view with the formula language's colours,
// completion, hover help and the engine's diagnostics, plus a live region that reads the first problem aloud.
import { Compartment, EditorSelection, EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import type { JSX } from "react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { FormulaEditorCompartments, FormulaEditorInputs } from "./formulaExtensions";
import { attributesExtension, formulaEditorExtensions, readOnlyExtension } from "./formulaExtensions";
import { recheckFormula } from "./formulaLint";
import type { FormulaDiagnostic, FormulaFieldInfo } from "./types";

export interface FormulaEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Names offered by completion and explained on hover. */
  readonly fields: readonly FormulaFieldInfo[];
  /** The engine's check of a formula text, run as the author types (debounced by the lint extension). */
  readonly check: (text: string) => readonly FormulaDiagnostic[];
  /** Accessible name of the editor (it is a textbox for screen readers). */
  readonly ariaLabel: string;
  readonly id?: string;
  readonly readOnly?: boolean;
  /** Shown under the editor: translated texts come from the host. */
  readonly describedBy?: string;
  /**
   * The first problem is read out by a live region under the editor; it is also shown there unless the host
   * lists the problems itself (false), so that sighted authors do not read it twice.
   */
  readonly showFirstProblem?: boolean;
}

export function FormulaEditor(props: FormulaEditorProps): JSX.Element {
  const { value, check, ariaLabel, id, describedBy } = props;
  const readOnly = props.readOnly ?? false;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // The view lives across renders; it reads the newest props through this ref instead of being re-created.
  const latestProps = useRef(props);
  useLayoutEffect(() => {
    latestProps.current = props;
  });
  const compartments = useRef<FormulaEditorCompartments>({
    attributes: new Compartment(),
    readOnly: new Compartment(),
  });

  // The state for a document, with the extensions configured from the newest props.
  const createState = useRef((doc: string, cursor: number) => {
    const current = latestProps.current;
    const inputs: FormulaEditorInputs = {
      getFields: () => latestProps.current.fields,
      getCheck: () => latestProps.current.check,
      onEdit: (text) => latestProps.current.onChange(text),
      onAnnouncement: setAnnouncement,
    };
    const attributes = {
      ariaLabel: current.ariaLabel,
      id: current.id,
      describedBy: current.describedBy,
      readOnly: current.readOnly ?? false,
    };
    return EditorState.create({
      doc,
      selection: EditorSelection.cursor(Math.min(cursor, doc.length)),
      extensions: formulaEditorExtensions(inputs, compartments.current, attributes),
    });
  }).current;

  useEffect(() => {
    const doc = latestProps.current.value;
    const view = new EditorView({ parent: hostRef.current!, state: createState(doc, doc.length) });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [createState]);

  // A value set by the host (its undo, another field loaded) replaces the document without calling onChange.
  // It gets a fresh state rather than a change: the editor's undo history belongs to the text it was typed in.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.setState(createState(value, view.state.selection.main.head));
    setAnnouncement("");
  }, [value, createState]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: [
        compartments.current.attributes.reconfigure(
          attributesExtension({ ariaLabel, id, describedBy, readOnly }),
        ),
        compartments.current.readOnly.reconfigure(readOnlyExtension(readOnly)),
      ],
    });
  }, [ariaLabel, id, describedBy, readOnly]);

  // A new check (other fields known, another form) may judge the same text differently: re-check now.
  useEffect(() => {
    if (viewRef.current) recheckFormula(viewRef.current);
  }, [check]);

  return (
    <div className="formula-editor">
      <div ref={hostRef} />
      <div
        role="status"
        aria-live="polite"
        // sr-only (the studio's styles.css): read by screen readers, not drawn.
        className={`formula-editor-announcement${props.showFirstProblem === false ? " sr-only" : ""}`}
        data-announcer
        style={props.showFirstProblem === false ? undefined : { color: "#b3001b", minHeight: "1.5em" }}
      >
        {announcement}
      </div>
    </div>
  );
}
