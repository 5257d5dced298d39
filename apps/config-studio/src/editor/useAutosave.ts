// Autosave of the form draft: each edit is saved after a pause (DEBOUNCE_MS), one request at a time, with the
// revision the server returned last. A CONFLICT (someone else saved in between) stops saving until the author
// reloads; a failure keeps the edits and tries again on the next edit or on retry().
import type { FormConfig } from "@ledgerline/schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import { StudioApiError } from "../api/client";
import { wordingOf } from "../i18n/apiMessages";
import type { ApiWording } from "../i18n/apiMessages";
import type { FormTemplateDocument } from "./editorApi";
import { saveFormDraft } from "./editorApi";

export const DEBOUNCE_MS = 800;

export type SaveState =
  | { readonly status: "saved" }
  | { readonly status: "pending" }
  | { readonly status: "saving" }
  | { readonly status: "failed"; readonly message: ApiWording }
  | { readonly status: "conflict"; readonly message: ApiWording };

// One object per settled state: setting the state it already has (a reload when nothing was edited, a
// further edit while a save is pending) then leaves React nothing to render again.
const SAVED: SaveState = { status: "saved" };
const PENDING: SaveState = { status: "pending" };
const SAVING: SaveState = { status: "saving" };

export interface AutosaveOptions {
  readonly templateKey: string;
  readonly config: FormConfig;
  /** Counts the edits since loading: a new number is a change to save. */
  readonly editCount: number;
  /** The revision read with the template (null: a published template, the first save starts the draft). */
  readonly loadedRevision: number | null;
  /** Changes on every (re)load of the template, which resets the saved state. */
  readonly loadId: number;
  readonly onSaved: (document: FormTemplateDocument) => void;
}

export interface Autosave {
  readonly state: SaveState;
  /** The revision the next save sends. */
  readonly revision: number | null;
  readonly hasUnsavedChanges: boolean;
  retry(): void;
}

export function useAutosave(options: AutosaveOptions): Autosave {
  const { templateKey, config, editCount, loadedRevision, loadId, onSaved } = options;
  const [state, setState] = useState<SaveState>(SAVED);
  const [revision, setRevision] = useState<number | null>(loadedRevision);
  // The save loop reads the newest values through refs: a request outlives the render that started it.
  const latest = useRef({ config, editCount, templateKey, onSaved });
  latest.current = { config, editCount, templateKey, onSaved };
  const revisionRef = useRef(loadedRevision);
  const savedEdit = useRef(editCount);
  const inFlight = useRef(false);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A (re)load starts over: its edit count and revision are the saved state.
  useEffect(() => {
    revisionRef.current = loadedRevision;
    setRevision(loadedRevision);
    savedEdit.current = latest.current.editCount;
    stopped.current = false;
    setState(SAVED);
  }, [loadedRevision, templateKey, loadId]);

  const flush = useCallback(async () => {
    if (inFlight.current || stopped.current) return;
    const { config: sending, editCount: edit, templateKey: key } = latest.current;
    if (edit === savedEdit.current) {
      setState(SAVED);
      return;
    }
    inFlight.current = true;
    setState(SAVING);
    try {
      const result = await saveFormDraft(key, sending, revisionRef.current);
      if (!result.success || !result.document) {
        const error = result.error ?? { code: "UNKNOWN", message: "" };
        if (error.code === "CONFLICT") {
          stopped.current = true;
          setState({ status: "conflict", message: error });
        } else setState({ status: "failed", message: error });
        return;
      }
      revisionRef.current = result.document.revision;
      setRevision(result.document.revision);
      savedEdit.current = edit;
      latest.current.onSaved(result.document);
      if (latest.current.editCount !== edit) timer.current = setTimeout(() => void flush(), 0);
      else setState(SAVED);
    } catch (failure) {
      const message = wordingOf(failure);
      if (failure instanceof StudioApiError && failure.code === "CONFLICT") {
        stopped.current = true;
        setState({ status: "conflict", message });
      } else setState({ status: "failed", message });
    } finally {
      inFlight.current = false;
    }
  }, []);

  useEffect(() => {
    if (editCount === savedEdit.current || stopped.current) return;
    setState((current) => (current.status === "saving" ? current : PENDING));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DEBOUNCE_MS);
  }, [editCount, flush]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const retry = useCallback(() => {
    clearTimeout(timer.current);
    void flush();
  }, [flush]);

  const hasUnsavedChanges = state.status !== "saved";
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [hasUnsavedChanges]);

  return { state, revision, hasUnsavedChanges, retry };
}
