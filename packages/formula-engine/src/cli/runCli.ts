// The `ledgerline-formula` command line, as a function of its arguments and I/O (the bin entry wires it to Node).
//   eval    --data FILE --period YYYY-MM [--form KEY] "EXPR"        → the value as JSON
//   explain --data FILE --period YYYY-MM [--form KEY] [--depth N] [--json] "EXPR or field id"
//   check   FILE...                                                 → file: field: message per problem
// Exit codes: 0 success; 1 problems found by check, or an evaluation error (#TYPE, #DATA, #DEPTH);
// 2 usage errors, unreadable data, and parse or compile errors.
import { checkFormConfigs } from "../config/checkFormConfigs";
import type { FormConfigLike } from "../config/checkFormConfigs";
import { parseDataFile } from "../data/parseDataFile";
import { createEngine } from "../engine/createEngine";
import { formatExplanation } from "../engine/formatExplanation";
import type { FormulaEngine } from "../engine/types";
import { FormulaEngineError } from "../errors";
import { isMonth } from "../periods/months";
import { ErrorValue, isCompileErrorCode } from "../values";

export interface CliIO {
  readFile(path: string): string;
  stdout(text: string): void;
  stderr(text: string): void;
}

export const USAGE = `Usage:
  ledgerline-formula eval    --data FILE --period YYYY-MM [--form KEY] "EXPR"
  ledgerline-formula explain --data FILE --period YYYY-MM [--form KEY] [--depth N] [--json] "EXPR or field id"
  ledgerline-formula check   FILE...

  eval     prints the value of EXPR at the period as JSON (a number, null, true/false or a string)
  explain  prints the derivation tree of EXPR (or of a field) at the period
  check    checks the formulas and validations of form config JSON files
Exit codes: 0 ok; 1 check found problems or evaluation failed; 2 usage, data, parse or compile errors.
The data file: {"financialPeriods"?: [...], "fields"?: {id: {"kind"?, "formula"?}}, "values"?: {id: {"YYYY-MM": value}}}`;

class UsageError extends Error {}

interface Parsed {
  readonly options: Map<string, string | true>;
  readonly positional: string[];
}

const FLAGS = new Set(["json", "help"]);

function parseArguments(args: readonly string[]): Parsed {
  const options = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--") {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      const name = arg.slice(2, eq < 0 ? undefined : eq);
      if (FLAGS.has(name)) {
        options.set(name, true);
      } else if (eq >= 0) {
        options.set(name, arg.slice(eq + 1));
      } else {
        const value = args[++i];
        if (value === undefined) throw new UsageError(`--${name} needs a value`);
        options.set(name, value);
      }
    } else {
      positional.push(arg);
    }
  }
  return { options, positional };
}

function option(parsed: Parsed, name: string): string | undefined {
  const value = parsed.options.get(name);
  return typeof value === "string" ? value : undefined;
}

function required(parsed: Parsed, name: string): string {
  const value = option(parsed, name);
  if (value === undefined) throw new UsageError(`missing --${name}`);
  return value;
}

function readJson(io: CliIO, path: string): unknown {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (error) {
    throw new UsageError(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(
      `${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function loadEngine(
  io: CliIO,
  parsed: Parsed,
): { engine: FormulaEngine; period: string; expression: string; form?: string } {
  const dataPath = required(parsed, "data");
  const period = required(parsed, "period");
  if (!isMonth(period))
    throw new UsageError(`--period must be a month YYYY-MM, not ${JSON.stringify(period)}`);
  if (parsed.positional.length !== 1) throw new UsageError("give exactly one expression (quote it)");
  const file = parseDataFile(readJson(io, dataPath));
  const engine = createEngine({
    fields: file.fields,
    data: file.data,
    ...(file.financialPeriods ? { financialPeriods: file.financialPeriods } : {}),
  });
  const form = option(parsed, "form");
  return { engine, period, expression: parsed.positional[0]!, ...(form !== undefined ? { form } : {}) };
}

function evaluateCommand(io: CliIO, parsed: Parsed): number {
  const { engine, period, expression, form } = loadEngine(io, parsed);
  const compiled = engine.compileExpression(expression, form !== undefined ? { form } : {});
  const errors = compiled.problems.filter((problem) => problem.severity === "error");
  if (errors.length > 0) {
    for (const problem of errors) io.stderr(`${problem.message}\n`);
    return 2;
  }
  const value = compiled.evaluate(period);
  if (value instanceof ErrorValue) {
    io.stderr(`${value.code} ${value.message}\n`);
    return isCompileErrorCode(value.code) ? 2 : 1;
  }
  io.stdout(`${JSON.stringify(value)}\n`);
  return 0;
}

function explainCommand(io: CliIO, parsed: Parsed): number {
  const { engine, period, expression, form } = loadEngine(io, parsed);
  const isField = engine.fieldIds.includes(expression);
  if (!isField) {
    const compiled = engine.compileExpression(expression, form !== undefined ? { form } : {});
    const errors = compiled.problems.filter((problem) => problem.severity === "error");
    if (errors.length > 0) {
      for (const problem of errors) io.stderr(`${problem.message}\n`);
      return 2;
    }
  }
  const depthText = option(parsed, "depth");
  const depth = depthText === undefined ? 1 : Number(depthText);
  if (!Number.isInteger(depth) || depth < 0) throw new UsageError("--depth must be a whole number ≥ 0");
  const tree = engine.explain(expression, period, { depth, ...(form !== undefined ? { form } : {}) });
  io.stdout(
    parsed.options.has("json") ? `${JSON.stringify(tree, null, 2)}\n` : `${formatExplanation(tree)}\n`,
  );
  return 0;
}

function checkCommand(io: CliIO, parsed: Parsed): number {
  if (parsed.positional.length === 0) throw new UsageError("give at least one form config file");
  const inputs: { file: string; config: FormConfigLike }[] = [];
  const problems: { file: string; field: string; message: string }[] = [];
  for (const file of parsed.positional) {
    let json: unknown;
    try {
      json = readJson(io, file);
    } catch (error) {
      problems.push({ file, field: "-", message: error instanceof Error ? error.message : String(error) });
      continue;
    }
    for (const config of Array.isArray(json) ? json : [json])
      inputs.push({ file, config: config as FormConfigLike });
  }
  problems.push(...checkFormConfigs(inputs));
  // In the order the files were given (stable: within a file, in the order found).
  const rank = (file: string) => parsed.positional.indexOf(file);
  problems.sort((a, b) => rank(a.file) - rank(b.file));
  for (const problem of problems) io.stdout(`${problem.file}: ${problem.field}: ${problem.message}\n`);
  if (problems.length === 0)
    io.stderr(`no problems in ${inputs.length} form config${inputs.length === 1 ? "" : "s"}\n`);
  return problems.length > 0 ? 1 : 0;
}

/** Runs the CLI; returns the exit code. */
export function runCli(args: readonly string[], io: CliIO): number {
  const [command, ...rest] = args;
  try {
    const parsed = parseArguments(rest);
    if (
      command === undefined ||
      command === "help" ||
      command === "--help" ||
      command === "-h" ||
      parsed.options.has("help")
    ) {
      io.stdout(`${USAGE}\n`);
      return command === undefined ? 2 : 0;
    }
    switch (command) {
      case "eval":
        return evaluateCommand(io, parsed);
      case "explain":
        return explainCommand(io, parsed);
      case "check":
        return checkCommand(io, parsed);
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof FormulaEngineError) {
      io.stderr(`${error.message}\n${error instanceof UsageError ? `\n${USAGE}\n` : ""}`);
      return 2;
    }
    throw error;
  }
}
