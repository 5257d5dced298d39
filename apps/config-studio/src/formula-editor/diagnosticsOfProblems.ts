// Engine problems → editor diagnostics. The engine's positions come from the text it checked; the editor may
// hold a newer text by the time they arrive, so every range is clamped into the current one.
import type { FormulaProblem } from "@ledgerline/formula-engine";
import type { FormulaDiagnostic } from "./types";

/** The engine prefixes positioned messages with "line L, column C: "; the editor shows the place itself. */
const POSITION_PREFIX = /^line \d+, column \d+: /i;

export function messageWithoutPosition(message: string): string {
  return message.replace(POSITION_PREFIX, "");
}

/** FormulaProblem[] (from the engine) → diagnostics, clamping positions into the text; problems without a position cover the whole text. */
export function diagnosticsOfProblems(
  problems: readonly FormulaProblem[],
  text: string,
): FormulaDiagnostic[] {
  return problems.map((problem) => {
    const { position } = problem;
    const from = position ? clamp(position.offset, 0, text.length) : 0;
    const to = position
      ? clamp(position.offset + Math.max(position.length, 0), from, text.length)
      : text.length;
    return { from, to, severity: problem.severity, message: messageWithoutPosition(problem.message) };
  });
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, min), max) : min;
}
