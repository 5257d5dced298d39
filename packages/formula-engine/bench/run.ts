// Benchmark: Ledgerline's engine against HyperFormula (GPL, benchmark only) and against the floor (the same
// arithmetic hand-written over Float64Arrays), on a seeded template of 1,000 fields over 60 months.
// Run with `npm run bench` (node --expose-gc --import tsx bench/run.ts). Outputs are checked equal before any
// time is printed. Options: --seed N, --quick (fewer repetitions).
import { HyperFormula } from "hyperformula";
import { createEngine, formatMonth, parseMonth } from "../src/index";
import type { DataSource, FormulaEngine, Value } from "../src/index";
import {
  Floor,
  FULL_SIZE,
  generateTemplate,
  generateValues,
  hyperFormulaSheet,
  ledgerlineFields,
  sameNumber,
  seededRandom,
} from "./template";

const args = process.argv.slice(2);
const seedIndex = args.indexOf("--seed");
const SEED = seedIndex >= 0 ? Number(args[seedIndex + 1]) : 20240601;
const QUICK = args.includes("--quick");
const FIRST_MONTH = "2020-01";
const EDITS = 1000;
const REPEAT_OURS = QUICK ? 3 : 11;
const REPEAT_HF = QUICK ? 1 : 5;

const gc: () => void =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    throw new Error("run with node --expose-gc (npm run bench)");
  });

const template = generateTemplate(SEED, FULL_SIZE);
const months = Array.from({ length: template.months }, (_, t) => formatMonth(parseMonth(FIRST_MONTH) + t));
const dataA = template.values;
const dataB = generateValues(template.fields, template.months, seededRandom(SEED + 1));
const fields = ledgerlineFields(template);
const inputs = template.fields.slice(0, template.inputCount);

function dataSource(values: readonly Float64Array[]): DataSource {
  const byId = new Map(template.fields.map((field, i) => [field.id, values[i]!]));
  const base = parseMonth(FIRST_MONTH);
  return {
    get(fieldId, month) {
      const t = parseMonth(month) - base;
      return t >= 0 && t < template.months ? byId.get(fieldId)?.[t] : undefined;
    },
  };
}

const HF_CONFIG = { licenseKey: "gpl-v3", smartRounding: false, useColumnIndex: false } as const;
const inputRows = (values: readonly Float64Array[]) =>
  months.map((_, t) => inputs.map((_, i) => values[i]![t]!));
const inputChanges = (values: readonly Float64Array[]) =>
  inputs.flatMap((field, i) =>
    months.map((month, t) => ({ fieldId: field.id, month, value: values[i]![t]! })),
  );

// ── builders ───────────────────────────────────────────────────────────────────────────────────────────────

function buildOurs(): FormulaEngine {
  const engine = createEngine({ fields, data: dataSource(dataA) });
  engine.evaluateRange("all", months);
  return engine;
}
const sheet = hyperFormulaSheet(template);
function buildHyperFormula(): HyperFormula {
  return HyperFormula.buildFromArray(sheet, HF_CONFIG);
}
function buildFloor(): Floor {
  return new Floor(template);
}

// ── equality ───────────────────────────────────────────────────────────────────────────────────────────────

function checkEqual(phase: string, engine: FormulaEngine, hf: HyperFormula, floor: Floor): void {
  const ours = engine.evaluateRange("all", months);
  const theirs = hf.getSheetValues(0);
  let compared = 0;
  template.fields.forEach((field, i) => {
    const column: Value[] = ours[field.id]!;
    for (let t = 0; t < template.months; t++) {
      const a = column[t]!;
      const raw = theirs[t]?.[i];
      const b = raw === undefined || raw === null || raw === "" ? null : raw;
      const f = floor.columns[i]![t]!;
      const c = Number.isNaN(f) ? null : f;
      if (typeof a !== "number" && a !== null)
        throw new Error(`${phase}: ${field.id}@${months[t]} is ${String(a)} in Ledgerline`);
      if (typeof b !== "number" && b !== null)
        throw new Error(`${phase}: ${field.id}@${months[t]} is ${JSON.stringify(b)} in HyperFormula`);
      if (!sameNumber(a, b) || !sameNumber(a, c)) {
        throw new Error(
          `${phase}: ${field.id}@${months[t]} differs: Ledgerline ${a}, HyperFormula ${b}, floor ${c}`,
        );
      }
      compared++;
    }
  });
  checks.push(`${phase}: ${compared} values equal in all three`);
}

// ── measurement helpers ────────────────────────────────────────────────────────────────────────────────────

const checks: string[] = [];
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const percentile = (xs: readonly number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)]!;

function time<T>(run: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = run();
  return { ms: performance.now() - start, result };
}

/**
 * What a heap measurement keeps alive. Only `keep` and `drop` touch it: a value held in a local of a frame that
 * is still running can stay reachable after the variable is cleared, and would spoil the next measurement.
 */
let retained: unknown;
function keep(build: () => unknown): void {
  retained = build();
}
function drop(release: (kept: never) => void): void {
  release(retained as never);
  retained = undefined;
}

/** Heap retained by what `build` returns: the median of three measurements, each after full collections. */
function retainedHeap<T>(build: () => T, release: (kept: T) => void = () => {}): number {
  const samples: number[] = [];
  for (let i = 0; i < 3; i++) {
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    keep(build);
    gc();
    gc();
    samples.push(process.memoryUsage().heapUsed - before);
    drop(release);
  }
  return median(samples);
}

// ── run ────────────────────────────────────────────────────────────────────────────────────────────────────

const started = performance.now();
console.log(
  `template: seed ${SEED}, ${template.fields.length} fields (${template.inputCount} inputs), ${template.months} months`,
);

// Warm-up (parser construction, JIT), not measured.
buildOurs();
buildHyperFormula().destroy();
buildFloor();

// Retained heap, one engine at a time (each kept alive while measured, then dropped).
const heapFloorBytes = retainedHeap(buildFloor);
const heapOursBytes = retainedHeap(buildOurs);
const heapHfBytes = retainedHeap(buildHyperFormula, (hf) => hf.destroy());

// Build.
const buildTimes = { ours: [] as number[], hf: [] as number[], floor: [] as number[] };
let engine!: FormulaEngine;
let hf!: HyperFormula;
let floor!: Floor;
for (let i = 0; i < REPEAT_OURS; i++) {
  const run = time(buildOurs);
  buildTimes.ours.push(run.ms);
  engine = run.result;
}
for (let i = 0; i < REPEAT_HF; i++) {
  hf?.destroy();
  const run = time(buildHyperFormula);
  buildTimes.hf.push(run.ms);
  hf = run.result;
}
for (let i = 0; i < REPEAT_OURS; i++) {
  const run = time(buildFloor);
  buildTimes.floor.push(run.ms);
  floor = run.result;
}
checkEqual("after build", engine, hf, floor);

// Full recompute: every input changed, alternating between two data sets (an even count ends on data set A).
const recomputeTimes = { ours: [] as number[], hf: [] as number[], floor: [] as number[] };
const changes = [inputChanges(dataB), inputChanges(dataA)];
const rows = [inputRows(dataB), inputRows(dataA)];
const sets = [dataB, dataA];
for (let i = 0; i < 2 * REPEAT_OURS; i++)
  recomputeTimes.ours.push(time(() => engine.setInputs(changes[i % 2]!)).ms);
checkEqual("after Ledgerline's full recomputes", engine, hf, floor);
for (let i = 0; i < 2 * REPEAT_HF; i++) {
  recomputeTimes.hf.push(
    time(() => hf.batch(() => hf.setCellContents({ sheet: 0, col: 0, row: 0 }, rows[i % 2]!))).ms,
  );
}
for (let i = 0; i < 2 * REPEAT_OURS; i++)
  recomputeTimes.floor.push(time(() => floor.setInputs(sets[i % 2]!)).ms);
checkEqual("after full recomputes", engine, hf, floor);

// One input: the same random field-month edits in each engine.
const random = seededRandom(SEED + 2);
const edits = Array.from({ length: EDITS }, () => {
  const field = Math.floor(random() * template.inputCount);
  const t = Math.floor(random() * template.months);
  return { field, t, value: Math.round(dataA[field]![t]! * (0.95 + random() * 0.1) * 100) / 100 };
});
const editTimes = { ours: [] as number[], hf: [] as number[], floor: [] as number[] };
let changedCells = 0;
for (const edit of edits) {
  const run = time(() => engine.setInput(template.fields[edit.field]!.id, months[edit.t]!, edit.value));
  editTimes.ours.push(run.ms);
  changedCells += run.result.length;
}
for (const edit of edits) {
  editTimes.hf.push(
    time(() => hf.setCellContents({ sheet: 0, col: edit.field, row: edit.t }, [[edit.value]])).ms,
  );
}
for (const edit of edits) editTimes.floor.push(time(() => floor.setInput(edit.field, edit.t, edit.value)).ms);
checkEqual("after one-input edits", engine, hf, floor);

// ── report ─────────────────────────────────────────────────────────────────────────────────────────────────

for (const line of checks) console.log(`check: ${line}`);
const rowsOut: [string, number, number, number, string][] = [
  ["build (ms, median)", median(buildTimes.ours), median(buildTimes.hf), median(buildTimes.floor), "ms"],
  [
    "full recompute (ms, median)",
    median(recomputeTimes.ours),
    median(recomputeTimes.hf),
    median(recomputeTimes.floor),
    "ms",
  ],
  ["one input, median (ms)", median(editTimes.ours), median(editTimes.hf), median(editTimes.floor), "ms"],
  [
    "one input, p95 (ms)",
    percentile(editTimes.ours, 0.95),
    percentile(editTimes.hf, 0.95),
    percentile(editTimes.floor, 0.95),
    "ms",
  ],
  ["retained heap (MB)", heapOursBytes / 2 ** 20, heapHfBytes / 2 ** 20, heapFloorBytes / 2 ** 20, "MB"],
];
const pad = (text: string, width: number) => text.padStart(width);
const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toFixed(4));
console.log("");
console.log(
  `${"phase".padEnd(30)}${pad("Ledgerline", 12)}${pad("HyperFormula", 14)}${pad("floor", 10)}${pad("HF/ours", 10)}${pad("ours/floor", 12)}`,
);
for (const [label, ours, theirs, flo] of rowsOut) {
  console.log(
    `${label.padEnd(30)}${pad(fmt(ours), 12)}${pad(fmt(theirs), 14)}${pad(fmt(flo), 10)}${pad(`${(theirs / ours).toFixed(1)}×`, 10)}${pad(`${(ours / flo).toFixed(1)}×`, 12)}`,
  );
}
console.log(
  `(one-input edits changed ${changedCells} cells in all, ${(changedCells / EDITS).toFixed(1)} per edit)`,
);
console.log("");
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
const recomputeRatio = median(recomputeTimes.hf) / median(recomputeTimes.ours);
const buildRatio = median(buildTimes.hf) / median(buildTimes.ours);
console.log(
  `target full recompute ≥ 2× faster than HyperFormula (stretch 10×): ${recomputeRatio.toFixed(1)}× — ${verdict(recomputeRatio >= 2)}${recomputeRatio >= 10 ? " (stretch met)" : ""}`,
);
console.log(
  `target build ≥ 5× faster than HyperFormula: ${buildRatio.toFixed(1)}× — ${verdict(buildRatio >= 5)}`,
);
console.log(
  `target one input < 0.2 ms median: ${median(editTimes.ours).toFixed(4)} ms — ${verdict(median(editTimes.ours) < 0.2)}`,
);
console.log(
  `target heap ≤ half of HyperFormula's: ${(heapOursBytes / heapHfBytes).toFixed(2)} of it — ${verdict(heapOursBytes <= heapHfBytes / 2)}`,
);
console.log(`total bench time ${((performance.now() - started) / 1000).toFixed(1)} s`);
hf.destroy();
