// The formula panel (spec 2 §2 "formula card") lives above the client area's routes: the wizard opens it
// with a field's explanation; it closes on a route change unless pinned, and a pinned panel stays open
// while the user moves around the client area (it goes when the client area does). Escape or its Close button
// close it and give the focus back to the value that opened it.
import { FormulaPanel } from "@ledgerline/form-renderer";
import type { FormulaRequest } from "@ledgerline/form-renderer";
import type { ExplainNode } from "@ledgerline/formula-engine";
import { atom, useAtom, useAtomValue } from "jotai";
import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { languageAtom } from "../../state/atoms";

/** A field's explanation: the renderer's, or the API's for a covenant (none when its formula no longer compiles). */
export type ShownFormula = Omit<FormulaRequest, "explanation"> & { explanation: ExplainNode | null };

export interface FormulaPanelState {
  request: ShownFormula | null;
  /** Percent of the window. */
  height: number;
  pinned: boolean;
}

export const formulaPanelAtom = atom<FormulaPanelState>({ request: null, height: 30, pinned: false });

/** Opens the panel on a field's explanation (keeps its height and pin). */
export const showFormulaAtom = atom(null, (_get, set, request: ShownFormula) =>
  set(formulaPanelAtom, (state) => ({ ...state, request })),
);

export function FormulaPanelHost() {
  const [state, setState] = useAtom(formulaPanelAtom);
  const open = state.request !== null;
  const opener = useRef<HTMLElement | null>(null);
  // Remember what had the focus when the panel opened (the computed value), to give it back on close.
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  const close = useCallback(() => {
    setState((current) => ({ ...current, request: null }));
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, [setState]);
  // Escape closes the panel, unless it is meant for a dialog or a menu open above the page.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="menu"], [role="listbox"], .ant-dropdown')) return;
      close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);
  const language = useAtomValue(languageAtom);
  const { pathname } = useLocation();
  const pinned = useRef(state.pinned);
  pinned.current = state.pinned;
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (!pinned.current) setState((current) => ({ ...current, request: null }));
  }, [pathname, setState]);
  // Leaving the client area closes the panel, pinned or not.
  useEffect(() => () => setState((current) => ({ ...current, request: null })), [setState]);
  if (!state.request) return null;
  return (
    <FormulaPanel
      label={state.request.label}
      formula={state.request.formula}
      explanation={state.request.explanation}
      {...(state.request.scale !== undefined ? { scale: state.request.scale } : {})}
      {...(state.request.currency !== undefined ? { currency: state.request.currency } : {})}
      {...(state.request.unit !== undefined ? { unit: state.request.unit } : {})}
      height={state.height}
      onHeightChange={(height) => setState((current) => ({ ...current, height }))}
      pinned={state.pinned}
      onPinnedChange={(pinned) => setState((current) => ({ ...current, pinned }))}
      onClose={close}
      language={language}
    />
  );
}
