// Public API of the formula editor; the studio's screens import from here only.
export { FormulaEditor } from "./FormulaEditor";
export type { FormulaEditorProps } from "./FormulaEditor";
export { diagnosticsOfProblems } from "./diagnosticsOfProblems";
export type { FormulaDiagnostic, FormulaFieldInfo } from "./types";
