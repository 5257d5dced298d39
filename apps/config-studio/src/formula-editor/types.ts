// The data the formula editor exchanges with its host (the config studio's screens).

export interface FormulaFieldInfo {
  /** How a formula names it: "name" for fields of the form being edited, "form.name" for others. */
  readonly reference: string;
  /** In the interface language. */
  readonly label: string;
  /** Computed fields. */
  readonly formula?: string;
  /** Field type (numeric, currency, percentual, COVENANT, text...). */
  readonly type?: string;
}

/** A problem of the formula text, as offsets into that text (`to` exclusive). */
export interface FormulaDiagnostic {
  readonly from: number;
  readonly to: number;
  readonly severity: "error" | "warning";
  readonly message: string;
}
