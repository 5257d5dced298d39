// Ctrl+Z undoes the editor's last step, Ctrl+Shift+Z and Ctrl+Y redo it (⌘ on macOS) — except while the focus is
// in a text box or a formula editor, which keep their own undo of the text being typed.
import { useEffect, useRef } from "react";

function isTextTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest("[contenteditable='true']")) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement)
    return !["checkbox", "radio", "button", "submit"].includes(target.type);
  return false;
}

export function useUndoShortcuts(undo: () => void, redo: () => void) {
  const latest = useRef({ undo, redo });
  latest.current = { undo, redo };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextTarget(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) latest.current.undo();
      else if ((key === "z" && event.shiftKey) || key === "y") latest.current.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
