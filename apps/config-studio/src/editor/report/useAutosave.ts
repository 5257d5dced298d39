// Saves the draft a moment after the author stops changing it, one save at a time, each with the revision the
// previous save returned. A conflict (someone else saved in between) stops autosaving until the author
// decides; any other failure waits for the next change or a retry. Local edits are never dropped here.
import { useCallback, useEffect, useRef, useState } from "react";
import { StudioApiError } from "../../api/client";
import { wordingOf } from "../../i18n/apiMessages";
import type { ApiWording } from "../../i18n/apiMessages";

export type SaveStatus = "saved" | "unsaved" | "saving" | "error" | "conflict";

/** What a save reports: the new revision, or why not. */
export type SaveAnswer = { ok: true; revision: number } | { ok: false; code: string; message: ApiWording };

export interface Autosave {
  status: SaveStatus;
  /** The server's words for the last failure (for a conflict: who saved and when). */
  problem: ApiWording | null;
  /** The revision the next save sends (the last one read or returned; null starts a draft). */
  revision: number | null;
  retry(): void;
  /** Starts over from a document just read: nothing unsaved, its revision, no failure. */
  restart(config: unknown, revision: number | null): void;
}

export function useAutosave<T>({
  config,
  save,
  delay,
  initialRevision,
}: {
  config: T | null;
  /** The revision of the document the config was read from (null: no draft yet). */
  initialRevision: number | null;
  save: (config: T, revision: number | null) => Promise<SaveAnswer>;
  delay: number;
}): Autosave {
  const saved = useRef<unknown>(config);
  const failed = useRef<unknown>(undefined);
  const inFlight = useRef(false);
  const [revision, setRevision] = useState<number | null>(initialRevision);
  const revisionRef = useRef<number | null>(initialRevision);
  const [state, setState] = useState<{
    status: Exclude<SaveStatus, "unsaved" | "saved"> | null;
    problem: ApiWording | null;
  }>({
    status: null,
    problem: null,
  });
  // Bumped when a save ends, so that changes made during it are saved next.
  const [round, setRound] = useState(0);
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    if (config === null || config === saved.current || config === failed.current) return;
    if (state.status === "conflict" || inFlight.current) return;
    const timer = setTimeout(() => {
      inFlight.current = true;
      setState({ status: "saving", problem: null });
      void saveRef
        .current(config, revisionRef.current)
        .catch((failure: unknown): SaveAnswer => ({
          ok: false,
          code: failure instanceof StudioApiError ? failure.code : "ERROR",
          message: wordingOf(failure),
        }))
        .then((answer) => {
          inFlight.current = false;
          if (answer.ok) {
            saved.current = config;
            failed.current = undefined;
            revisionRef.current = answer.revision;
            setRevision(answer.revision);
            setState({ status: null, problem: null });
          } else {
            failed.current = config;
            setState({ status: answer.code === "CONFLICT" ? "conflict" : "error", problem: answer.message });
          }
          setRound((current) => current + 1);
        });
    }, delay);
    return () => clearTimeout(timer);
  }, [config, delay, round, state.status]);

  const retry = useCallback(() => {
    failed.current = undefined;
    setState({ status: null, problem: null });
    setRound((current) => current + 1);
  }, []);
  const restart = useCallback((next: unknown, nextRevision: number | null) => {
    saved.current = next;
    failed.current = undefined;
    revisionRef.current = nextRevision;
    setRevision(nextRevision);
    setState({ status: null, problem: null });
  }, []);

  const status: SaveStatus =
    state.status === "saving" || state.status === "conflict"
      ? state.status
      : state.status === "error" && config === failed.current
        ? "error"
        : config !== null && config !== saved.current
          ? "unsaved"
          : "saved";
  return { status, problem: state.problem, revision, retry, restart };
}
