// The `ledgerline-formula` command line, as a function of its arguments and I/O (the bin entry wires it to Node).
// The exit codes are those of USAGE; the same problem gives the same code whichever command meets it.
import { checkFormConfigs } from "../config/checkFormConfigs";
import type { ConfigProblem, FormConfigLike } from "../config/checkFormConfigs";
import { parseDataFile } from "../data/parseDataFile";
import { createEngine } from "../engine/createEngine";
import { formatExplanation } from "../engine/formatExplanation";
import type { CompiledExpression, FormulaEngine } from "../engine/types";
import { FormulaEngineError } from "../errors";
import { isMonth } from "../periods/months";
import type { ErrorCode } from "../values";
import { ErrorValue, isCompileErrorCode } from "../values";
import { InputError, UsageError } from "./CliError";
import { COMMAND_OPTIONS, parseArguments } from "./parseArguments";
import type { Arguments, Command } from "./parseArguments";
import { readJsonFile } from "./readJsonFile";

export interface CliIO {
  /** The file's bytes: the CLI decodes them itself so that invalid UTF-8 is refused, not replaced. */
  readFile(path: string): Uint8Array;
  stdout(text: string): void;
  stderr(text: string): void;
}

export const USAGE = `Usage:
  ledgerline-formula eval    --data FILE --period YYYY-MM [--form KEY] [--] "EXPR"
  ledgerline-formula explain --data FILE --period YYYY-MM [--form KEY] [--depth N] [--json] [--] "EXPR or field id"
  ledgerline-formula check   [--] FILE...
  ledgerline-formula --help

  eval     prints the value of EXPR at the period as JSON (a number, null, true/false or a string)
  explain  prints the derivation tree of EXPR (or of a field) at the period
  check    checks the formulas and validations of form config files (each a config or a list of configs)

Options:
  --data FILE       the data file (below)
  --period YYYY-MM  the month to evaluate at
  --form KEY        reads EXPR as if written in form KEY (a form of the data file's field ids)
  --depth N         explain: levels of referenced formulas to expand, a whole number (default 1)
  --json            explain: prints the tree as JSON
  --help, -h        prints this help
  An argument that starts with '-' (such as the expression -netIncome) goes after '--'.

Exit codes (eval and explain give the same code for the same expression and data):
  0  done; check found no problems
  1  check found problems in the configs (of any kind);
     eval or explain: the value is an evaluation error (#TYPE, #DATA, #DEPTH)
  2  a usage error; a file that cannot be read, is empty, is not UTF-8, is not JSON or is not a valid data file
     (check still checks the other files); eval or explain: EXPR or a formula it uses does not compile
     (#SYNTAX, #REF, #CYCLE, #COMPILE)

Files are JSON in UTF-8 (a byte-order mark is allowed). The data file of eval and explain:
  {"financialPeriods"?: [...], "fields"?: {id: {"kind"?, "formula"?}}, "values"?: {id: {"YYYY-MM": value}}}`;

const EXIT_OK = 0;
/** Problems in what was checked or evaluated: check's findings, evaluation errors. */
const EXIT_PROBLEMS = 1;
/** The CLI could not do its work: usage, input files, formulas that do not compile. */
const EXIT_REFUSED = 2;

function exitCodeOfError(code: ErrorCode): number {
  return isCompileErrorCode(code) ? EXIT_REFUSED : EXIT_PROBLEMS;
}

function stringOption(args: Arguments, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === "string" ? value : undefined;
}

function requiredOption(args: Arguments, name: string): string {
  const value = stringOption(args, name);
  if (value === undefined) throw new UsageError(`missing --${name}`);
  return value;
}

interface Loaded {
  readonly engine: FormulaEngine;
  readonly period: string;
  readonly expression: string;
  readonly options: { form?: string };
}

function formsOf(engine: FormulaEngine): Set<string> {
  const forms = new Set<string>();
  for (const id of engine.fieldIds) if (id.includes(".")) forms.add(id.slice(0, id.indexOf(".")));
  return forms;
}

function loadEngine(io: CliIO, args: Arguments): Loaded {
  const dataPath = requiredOption(args, "data");
  const period = requiredOption(args, "period");
  if (!isMonth(period))
    throw new UsageError(`--period must be a month YYYY-MM, not ${JSON.stringify(period)}`);
  if (args.positionals.length !== 1)
    throw new UsageError(`give exactly one expression (quote it), not ${args.positionals.length}`);
  const json = readJsonFile((path) => io.readFile(path), dataPath);
  let engine: FormulaEngine;
  try {
    const file = parseDataFile(json);
    engine = createEngine({
      fields: file.fields,
      data: file.data,
      ...(file.financialPeriods ? { financialPeriods: file.financialPeriods } : {}),
    });
  } catch (error) {
    if (error instanceof FormulaEngineError) throw new InputError(`${dataPath}: ${error.message}`);
    throw error;
  }
  const form = stringOption(args, "form");
  if (form !== undefined) {
    const forms = formsOf(engine);
    if (!forms.has(form)) {
      const known =
        forms.size > 0 ? `its forms: ${[...forms].join(", ")}` : "it has no form-qualified field ids";
      throw new InputError(`--form ${form}: no field of ${dataPath} belongs to that form (${known})`);
    }
  }
  return { engine, period, expression: args.positionals[0]!, options: form !== undefined ? { form } : {} };
}

/** The compiled expression, or undefined after printing its compile errors. */
function compileOrReport(io: CliIO, loaded: Loaded): CompiledExpression | undefined {
  const compiled = loaded.engine.compileExpression(loaded.expression, loaded.options);
  const errors = compiled.problems.filter((problem) => problem.severity === "error");
  for (const problem of errors) io.stderr(`${problem.message}\n`);
  return errors.length > 0 ? undefined : compiled;
}

function evaluateCommand(io: CliIO, args: Arguments): number {
  const loaded = loadEngine(io, args);
  const compiled = compileOrReport(io, loaded);
  if (compiled === undefined) return EXIT_REFUSED;
  const value = compiled.evaluate(loaded.period);
  if (value instanceof ErrorValue) {
    io.stderr(`${value.code} ${value.message}\n`);
    return exitCodeOfError(value.code);
  }
  io.stdout(`${JSON.stringify(value)}\n`);
  return EXIT_OK;
}

function parseDepth(args: Arguments): number {
  const text = stringOption(args, "depth");
  if (text === undefined) return 1;
  if (!/^\d+$/.test(text))
    throw new UsageError(`--depth must be a whole number ≥ 0, not ${JSON.stringify(text)}`);
  return Number(text);
}

function explainCommand(io: CliIO, args: Arguments): number {
  const depth = parseDepth(args);
  const loaded = loadEngine(io, args);
  const { engine, expression, period } = loaded;
  if (!engine.fieldIds.includes(expression) && compileOrReport(io, loaded) === undefined) return EXIT_REFUSED;
  const tree = engine.explain(expression, period, { depth, ...loaded.options });
  io.stdout(
    args.values.json === true ? `${JSON.stringify(tree, null, 2)}\n` : `${formatExplanation(tree)}\n`,
  );
  // The tree is printed either way (it shows where the error comes from); the exit code is eval's.
  const value = tree.value;
  if (typeof value === "object" && value !== null && !Array.isArray(value) && "error" in value) {
    io.stderr(`${value.error} ${value.message}\n`);
    return exitCodeOfError(value.error);
  }
  return EXIT_OK;
}

function checkCommand(io: CliIO, args: Arguments): number {
  if (args.positionals.length === 0) throw new UsageError("give at least one form config file");
  const inputs: { file: string; config: FormConfigLike }[] = [];
  const unusable: string[] = [];
  // A file named twice (overlapping shell globs) is checked once, not reported as reusing its own form keys.
  const files = [...new Set(args.positionals)];
  for (const file of files) {
    let json: unknown;
    try {
      json = readJsonFile((path) => io.readFile(path), file);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      unusable.push(error.message);
      continue;
    }
    const configs: unknown[] = Array.isArray(json) ? json : [json];
    if (configs.length === 0) unusable.push(`${file}: the list is empty; it must hold form configs`);
    for (const config of configs) inputs.push({ file, config: config as FormConfigLike });
  }
  const problems: ConfigProblem[] = checkFormConfigs(inputs);
  // In the order the files were given (stable: within a file, in the order found).
  const rank = (file: string) => files.indexOf(file);
  problems.sort((a, b) => rank(a.file) - rank(b.file));
  for (const problem of problems) {
    // A warning leaves the formula computable: say so, the line would read like an error otherwise.
    const label = problem.severity === "warning" ? "warning: " : "";
    io.stdout(`${problem.file}: ${problem.field}: ${label}${problem.message}\n`);
  }
  for (const message of unusable) io.stderr(`${message}\n`);
  if (unusable.length > 0) return EXIT_REFUSED;
  if (problems.length > 0) return EXIT_PROBLEMS;
  io.stderr(`no problems in ${inputs.length} form config${inputs.length === 1 ? "" : "s"}\n`);
  return EXIT_OK;
}

const COMMANDS: Record<Command, (io: CliIO, args: Arguments) => number> = {
  eval: evaluateCommand,
  explain: explainCommand,
  check: checkCommand,
};

function isCommand(name: string): name is Command {
  return Object.hasOwn(COMMAND_OPTIONS, name);
}

/** Runs the CLI; returns the exit code. */
export function runCli(args: readonly string[], io: CliIO): number {
  const [command, ...rest] = args;
  try {
    if (command === "help" || command === "--help" || command === "-h") {
      io.stdout(`${USAGE}\n`);
      return EXIT_OK;
    }
    if (command === undefined) throw new UsageError("give a command: eval, explain or check");
    if (!isCommand(command)) throw new UsageError(`unknown command '${command}'`);
    const parsed = parseArguments(command, rest);
    if (parsed.values.help === true) {
      io.stdout(`${USAGE}\n`);
      return EXIT_OK;
    }
    return COMMANDS[command](io, parsed);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n\n${USAGE}\n`);
      return EXIT_REFUSED;
    }
    if (error instanceof InputError || error instanceof FormulaEngineError) {
      io.stderr(`${error.message}\n`);
      return EXIT_REFUSED;
    }
    throw error;
  }
}
