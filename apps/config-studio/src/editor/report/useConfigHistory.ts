// A simple bounded undo/redo history of whole configs. Consecutive edits of one text (same coalesce key) make
// one step, so undo takes back a typed word rather than a letter.
import { useCallback, useState } from "react";

export const HISTORY_LIMIT = 100;

interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The coalesce key of the last change, if any. */
  lastKey: string | null;
}

export interface ConfigHistory<T> {
  config: T;
  change(update: (current: T) => T, coalesceKey?: string): void;
  undo(): void;
  redo(): void;
  reset(config: T): void;
  canUndo: boolean;
  canRedo: boolean;
}

export function useConfigHistory<T>(initial: T, limit = HISTORY_LIMIT): ConfigHistory<T> {
  const [history, setHistory] = useState<History<T>>({
    past: [],
    present: initial,
    future: [],
    lastKey: null,
  });
  const change = useCallback(
    (update: (current: T) => T, coalesceKey?: string) =>
      setHistory((current) => {
        const next = update(current.present);
        if (Object.is(next, current.present)) return current;
        const coalesce = coalesceKey !== undefined && coalesceKey === current.lastKey;
        const past = coalesce ? current.past : [...current.past, current.present].slice(-limit);
        return { past, present: next, future: [], lastKey: coalesceKey ?? null };
      }),
    [limit],
  );
  const undo = useCallback(
    () =>
      setHistory((current) => {
        const previous = current.past.at(-1);
        if (current.past.length === 0) return current;
        return {
          past: current.past.slice(0, -1),
          present: previous as T,
          future: [current.present, ...current.future],
          lastKey: null,
        };
      }),
    [],
  );
  const redo = useCallback(
    () =>
      setHistory((current) => {
        if (current.future.length === 0) return current;
        const [next, ...future] = current.future;
        return {
          past: [...current.past, current.present].slice(-limit),
          present: next as T,
          future,
          lastKey: null,
        };
      }),
    [limit],
  );
  const reset = useCallback(
    (config: T) => setHistory({ past: [], present: config, future: [], lastKey: null }),
    [],
  );
  return {
    config: history.present,
    change,
    undo,
    redo,
    reset,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
