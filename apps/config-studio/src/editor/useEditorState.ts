// The edited config with its undo history, the selected field, and an edit counter (every change, undo and
// redo included, bumps it: autosave keys on it instead of comparing configs).
import type { FormConfig } from "@ledgerline/schemas";
import { useCallback, useMemo, useReducer } from "react";
import type { History } from "./model/history";
import { canRedo, canUndo, createHistory, recordEdit, redo, undo } from "./model/history";

interface EditorState {
  readonly history: History<FormConfig> | null;
  readonly selected: string | null;
  readonly editCount: number;
}

type Action =
  | { type: "load"; config: FormConfig }
  | { type: "edit"; config: FormConfig; coalesceKey?: string; selected?: string }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "select"; selected: string | null };

function reducer(state: EditorState, action: Action): EditorState {
  switch (action.type) {
    case "load":
      return {
        history: createHistory(action.config),
        selected: state.selected ?? action.config.fields?.[0]?.internalName ?? null,
        editCount: state.editCount,
      };
    case "edit": {
      if (!state.history || action.config === state.history.present) return state;
      return {
        history: recordEdit(state.history, action.config, { coalesceKey: action.coalesceKey }),
        selected: action.selected ?? state.selected,
        editCount: state.editCount + 1,
      };
    }
    case "undo":
    case "redo": {
      if (!state.history) return state;
      const next = action.type === "undo" ? undo(state.history) : redo(state.history);
      if (next === state.history) return state;
      return { ...state, history: next, editCount: state.editCount + 1 };
    }
    case "select":
      return { ...state, selected: action.selected };
  }
}

export interface EditorControls {
  readonly config: FormConfig | null;
  readonly selected: string | null;
  readonly editCount: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  load(config: FormConfig): void;
  /** A change of the config; edits with the same coalesceKey within a second are one undo step. */
  edit(config: FormConfig, options?: { coalesceKey?: string; selected?: string }): void;
  undo(): void;
  redo(): void;
  select(internalName: string | null): void;
}

export function useEditorState(): EditorControls {
  const [state, dispatch] = useReducer(reducer, { history: null, selected: null, editCount: 0 });
  const load = useCallback((config: FormConfig) => dispatch({ type: "load", config }), []);
  const edit = useCallback(
    (config: FormConfig, options: { coalesceKey?: string; selected?: string } = {}) =>
      dispatch({ type: "edit", config, ...options }),
    [],
  );
  const undoEdit = useCallback(() => dispatch({ type: "undo" }), []);
  const redoEdit = useCallback(() => dispatch({ type: "redo" }), []);
  const select = useCallback((selected: string | null) => dispatch({ type: "select", selected }), []);
  return useMemo(
    () => ({
      config: state.history?.present ?? null,
      selected: state.selected,
      editCount: state.editCount,
      canUndo: state.history ? canUndo(state.history) : false,
      canRedo: state.history ? canRedo(state.history) : false,
      load,
      edit,
      undo: undoEdit,
      redo: redoEdit,
      select,
    }),
    [state, load, edit, undoEdit, redoEdit, select],
  );
}
