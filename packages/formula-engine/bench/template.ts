// The benchmark template: a seeded set of fields (inputs and formulas), written three ways from one description:
// as Ledgerline formulas, as HyperFormula formulas (months are rows, fields columns) and as the floor, the same
// arithmetic hand-written over Float64Arrays. Calendar financial years; month 0 is a January.
import type { FieldSpec } from "../src/index";

export type Definition =
  | { readonly type: "input" }
  | { readonly type: "sum"; readonly args: readonly number[] }
  | { readonly type: "ratio"; readonly a: number; readonly b: number }
  | {
      readonly type: "shift";
      readonly x: number;
      readonly unit: "M" | "Y" | "FY";
      readonly op: "subtract" | "divide";
    }
  | { readonly type: "ltm"; readonly x: number }
  | { readonly type: "periodAverage"; readonly x: number };

export interface TemplateField {
  readonly id: string;
  readonly kind: "stock" | "flow";
  readonly definition: Definition;
}

export interface Template {
  readonly fields: readonly TemplateField[];
  readonly inputCount: number;
  readonly months: number;
  /** Input values: `values[field][t]` (formula fields have none). */
  readonly values: readonly Float64Array[];
}

export interface TemplateSize {
  readonly inputs: number;
  readonly formulas: number;
  readonly months: number;
}

export const FULL_SIZE: TemplateSize = { inputs: 600, formulas: 400, months: 60 };

/** mulberry32: a small seeded generator, so every run builds the same template. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cents = (x: number) => Math.round(x * 100) / 100;

/** Input values for one data set: stocks as positive random walks, flows as year-to-date sums of monthly amounts. */
export function generateValues(
  fields: readonly TemplateField[],
  months: number,
  random: () => number,
): Float64Array[] {
  return fields.map((field) => {
    const column = new Float64Array(months);
    if (field.definition.type !== "input") return column;
    if (field.kind === "stock") {
      let level = 1000 + random() * 99_000;
      for (let t = 0; t < months; t++) {
        level *= 1 + (random() - 0.45) * 0.06;
        column[t] = cents(level);
      }
    } else {
      const scale = 10 + random() * 990;
      let ytd = 0;
      for (let t = 0; t < months; t++) {
        if (t % 12 === 0) ytd = 0;
        ytd = cents(ytd + scale * (0.5 + random()));
        column[t] = ytd;
      }
    }
    return column;
  });
}

/** 40 % subtotal sums, 30 % ratios, 15 % shifted references, 15 % ltm / periodAverage. */
export function generateTemplate(seed: number, size: TemplateSize = FULL_SIZE): Template {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const fields: TemplateField[] = [];
  for (let i = 0; i < size.inputs; i++) {
    fields.push({ id: `in${i}`, kind: i % 2 === 0 ? "flow" : "stock", definition: { type: "input" } });
  }
  const sums = Math.round(size.formulas * 0.4);
  const ratios = Math.round(size.formulas * 0.3);
  const shifts = Math.round(size.formulas * 0.15);
  const periodFunctions = size.formulas - sums - ratios - shifts;
  const byKind = { flow: [] as number[], stock: [] as number[] };
  fields.forEach((field, i) => byKind[field.kind].push(i));
  for (let i = 0; i < sums; i++) {
    const kind = i % 2 === 0 ? "flow" : "stock";
    // Mostly inputs, sometimes earlier subtotals, so that subtotals build chains.
    const count = 2 + Math.floor(random() * 5);
    const args = new Set<number>();
    while (args.size < count) {
      const pool = byKind[kind];
      const subtotals = pool.filter((index) => index >= size.inputs);
      args.add(
        subtotals.length > 0 && random() < 0.25
          ? pick(subtotals)
          : pick(pool.filter((index) => index < size.inputs)),
      );
    }
    const index = fields.length;
    fields.push({ id: `sub${i}`, kind, definition: { type: "sum", args: [...args] } });
    byKind[kind].push(index);
  }
  const operands = fields.map((_, i) => i);
  for (let i = 0; i < ratios; i++) {
    const a = pick(operands);
    let b = pick(operands);
    while (b === a) b = pick(operands);
    fields.push({ id: `ratio${i}`, kind: "stock", definition: { type: "ratio", a, b } });
  }
  const units = ["M", "Y", "FY"] as const;
  for (let i = 0; i < shifts; i++) {
    fields.push({
      id: `shift${i}`,
      kind: "stock",
      definition: {
        type: "shift",
        x: pick(operands),
        unit: units[i % 3]!,
        op: i % 2 === 0 ? "subtract" : "divide",
      },
    });
  }
  for (let i = 0; i < periodFunctions; i++) {
    fields.push(
      i % 2 === 0
        ? { id: `ltm${i}`, kind: "stock", definition: { type: "ltm", x: pick(byKind.flow) } }
        : { id: `avg${i}`, kind: "stock", definition: { type: "periodAverage", x: pick(byKind.stock) } },
    );
  }
  return {
    fields,
    inputCount: size.inputs,
    months: size.months,
    values: generateValues(fields, size.months, random),
  };
}

// ── Ledgerline ─────────────────────────────────────────────────────────────────────────────────────────────

export function ledgerlineFormula(template: Template, definition: Definition): string | undefined {
  const id = (i: number) => template.fields[i]!.id;
  switch (definition.type) {
    case "input":
      return undefined;
    case "sum":
      // add (not sum): a subtotal before the first month of data is null, as an empty cell is for HyperFormula.
      return `add(${definition.args.map(id).join(", ")})`;
    case "ratio":
      return `divide(${id(definition.a)}, ${id(definition.b)})`;
    case "shift":
      return `${definition.op}(${id(definition.x)}, ${id(definition.x)}[-1${definition.unit}])`;
    case "ltm":
      return `ltm(${id(definition.x)})`;
    case "periodAverage":
      return `periodAverage(${id(definition.x)})`;
  }
}

export function ledgerlineFields(template: Template): FieldSpec[] {
  return template.fields.map((field) => {
    const formula = ledgerlineFormula(template, field.definition);
    return { name: field.id, kind: field.kind, ...(formula ? { formula } : {}) };
  });
}

// ── HyperFormula ───────────────────────────────────────────────────────────────────────────────────────────

export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The month a shift reads from month t, or -1 before the data. */
function shiftedMonth(unit: "M" | "Y" | "FY", t: number): number {
  if (unit === "M") return t - 1;
  if (unit === "Y") return t - 12;
  return t - (t % 12) - 1;
}

/** The HyperFormula cell of a field at month t (row t): a formula, or null where Ledgerline gives null. */
export function hyperFormulaCell(definition: Definition, t: number): string | null {
  const cell = (field: number, month: number) => `${columnName(field)}${month + 1}`;
  switch (definition.type) {
    case "input":
      return null;
    case "sum":
      return `=SUM(${definition.args.map((field) => cell(field, t)).join(",")})`;
    case "ratio":
      return `=${cell(definition.a, t)}/${cell(definition.b, t)}`;
    case "shift": {
      const q = shiftedMonth(definition.unit, t);
      if (q < 0) return null;
      return `=${cell(definition.x, t)}${definition.op === "subtract" ? "-" : "/"}${cell(definition.x, q)}`;
    }
    case "ltm": {
      if (t % 12 === 11) return `=${cell(definition.x, t)}`;
      if (t < 12) return null;
      return `=${cell(definition.x, t)}+${cell(definition.x, t - (t % 12) - 1)}-${cell(definition.x, t - 12)}`;
    }
    case "periodAverage": {
      const from = Math.max(t - (t % 12) - 1, 0);
      return `=AVERAGE(${cell(definition.x, from)}:${cell(definition.x, t)})`;
    }
  }
}

/** The sheet: months as rows, fields as columns (inputs first). */
export function hyperFormulaSheet(template: Template): (number | string | null)[][] {
  const rows: (number | string | null)[][] = [];
  for (let t = 0; t < template.months; t++) {
    rows.push(
      template.fields.map((field, i) =>
        field.definition.type === "input" ? template.values[i]![t]! : hyperFormulaCell(field.definition, t),
      ),
    );
  }
  return rows;
}

// ── The floor ──────────────────────────────────────────────────────────────────────────────────────────────

/** Computes one formula field over all months into `out` (NaN stands for null). */
export function floorCompute(
  columns: readonly Float64Array[],
  definition: Definition,
  out: Float64Array,
): void {
  const months = out.length;
  switch (definition.type) {
    case "input":
      return;
    case "sum": {
      const args = definition.args.map((i) => columns[i]!);
      for (let t = 0; t < months; t++) {
        let total = 0;
        for (const column of args) total += column[t]!;
        out[t] = total;
      }
      return;
    }
    case "ratio": {
      const a = columns[definition.a]!;
      const b = columns[definition.b]!;
      for (let t = 0; t < months; t++) out[t] = b[t] === 0 ? NaN : a[t]! / b[t]!;
      return;
    }
    case "shift": {
      const x = columns[definition.x]!;
      for (let t = 0; t < months; t++) {
        const q = shiftedMonth(definition.unit, t);
        out[t] =
          q < 0 ? NaN : definition.op === "subtract" ? x[t]! - x[q]! : x[q] === 0 ? NaN : x[t]! / x[q]!;
      }
      return;
    }
    case "ltm": {
      const x = columns[definition.x]!;
      for (let t = 0; t < months; t++) {
        out[t] = t % 12 === 11 ? x[t]! : t < 12 ? NaN : x[t]! + x[t - (t % 12) - 1]! - x[t - 12]!;
      }
      return;
    }
    case "periodAverage": {
      const x = columns[definition.x]!;
      for (let t = 0; t < months; t++) {
        let total = 0;
        let count = 0;
        for (let q = Math.max(t - (t % 12) - 1, 0); q <= t; q++) {
          total += x[q]!;
          count++;
        }
        out[t] = total / count;
      }
      return;
    }
  }
}

/** The floor: one Float64Array per field and the formula fields computed in order. */
export class Floor {
  readonly columns: Float64Array[];
  /** For each input, the formula fields that depend on it (directly or not), in order. */
  private readonly dependents: number[][];

  constructor(private readonly template: Template) {
    this.columns = template.fields.map((_, i) => Float64Array.from(template.values[i]!));
    const direct: number[][] = template.fields.map(() => []);
    template.fields.forEach((field, i) => {
      for (const dependency of dependenciesOf(field.definition)) direct[dependency]!.push(i);
    });
    this.dependents = template.fields.map((_, i) => {
      const seen = new Set<number>();
      const stack = [...direct[i]!];
      while (stack.length > 0) {
        const j = stack.pop()!;
        if (seen.has(j)) continue;
        seen.add(j);
        stack.push(...direct[j]!);
      }
      return [...seen].sort((a, b) => a - b);
    });
    this.computeAll();
  }

  computeAll(): void {
    for (let i = this.template.inputCount; i < this.template.fields.length; i++) {
      floorCompute(this.columns, this.template.fields[i]!.definition, this.columns[i]!);
    }
  }

  setInputs(values: readonly Float64Array[]): void {
    for (let i = 0; i < this.template.inputCount; i++) this.columns[i]!.set(values[i]!);
    this.computeAll();
  }

  setInput(field: number, t: number, value: number): void {
    this.columns[field]![t] = value;
    for (const j of this.dependents[field]!)
      floorCompute(this.columns, this.template.fields[j]!.definition, this.columns[j]!);
  }
}

export function dependenciesOf(definition: Definition): number[] {
  switch (definition.type) {
    case "input":
      return [];
    case "sum":
      return [...definition.args];
    case "ratio":
      return [definition.a, definition.b];
    default:
      return [definition.x];
  }
}

/** Equal within a relative 1e-9 (both engines add in the same order, so differences are rounding at most). */
export function sameNumber(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}
