// Undo/redo of the editor: a bounded list of past states. Typing in one text box makes one step, not one per
// keystroke: an edit with the same coalescing key as the previous one within COALESCE_MS replaces it.

export const HISTORY_LIMIT = 200;
export const COALESCE_MS = 1000;

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** The coalescing key and time of the newest step, while it may still absorb the next edit. */
  readonly lastEdit: { readonly key: string; readonly at: number } | null;
}

export interface EditOptions {
  /** Edits with the same key within COALESCE_MS of each other are one step (e.g. "field:assets:name.en"). */
  readonly coalesceKey?: string;
  /** The time of the edit in ms (Date.now() by default; tests pass their own). */
  readonly now?: number;
}

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastEdit: null };
}

/** A new present; the redo list is cleared. */
export function recordEdit<T>(history: History<T>, next: T, options: EditOptions = {}): History<T> {
  if (next === history.present) return history;
  const now = options.now ?? Date.now();
  const key = options.coalesceKey;
  const coalesce =
    key !== undefined &&
    history.lastEdit !== null &&
    history.lastEdit.key === key &&
    now - history.lastEdit.at < COALESCE_MS &&
    history.future.length === 0;
  const past = coalesce ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastEdit: key === undefined ? null : { key, at: now } };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  if (!canUndo(history)) return history;
  const previous = history.past[history.past.length - 1]!;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastEdit: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  if (!canRedo(history)) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present], present: next!, future, lastEdit: null };
}

/** Starts over from a state that is not an edit (loaded from the server, reloaded after a conflict). */
export function resetHistory<T>(present: T): History<T> {
  return createHistory(present);
}
