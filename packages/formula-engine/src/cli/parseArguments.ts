// The options of each command, parsed strictly by node:util parseArgs: an unknown option, a missing value or an
// option given twice is a usage error rather than being ignored.
import { parseArgs } from "node:util";
import { UsageError } from "./CliError";

type OptionSpec = { readonly type: "string" } | { readonly type: "boolean"; readonly short?: string };

export const COMMAND_OPTIONS = {
  eval: { data: { type: "string" }, period: { type: "string" }, form: { type: "string" } },
  explain: {
    data: { type: "string" },
    period: { type: "string" },
    form: { type: "string" },
    depth: { type: "string" },
    json: { type: "boolean" },
  },
  check: {},
} as const satisfies Record<string, Record<string, OptionSpec>>;

export type Command = keyof typeof COMMAND_OPTIONS;

export interface Arguments {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

function isNodeError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && typeof (error as { code?: unknown }).code === "string";
}

/** The message for an unknown option, naming it as typed (`-roa`, not the `-r` parseArgs stops at). */
function unknownOption(command: Command, args: readonly string[], known: Record<string, OptionSpec>): string {
  const { tokens } = parseArgs({
    args: [...args],
    options: known,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const token = tokens.find((t) => t.kind === "option" && !(t.name in known));
  const typed =
    token?.kind === "option" ? (token.rawName.startsWith("--") ? token.rawName : args[token.index]!) : "?";
  const names = Object.keys(known).map((name) => `--${name}`);
  return [
    `unknown option '${typed}' for ${command} (its options: ${names.join(", ")})`,
    ...(typed.startsWith("--")
      ? []
      : [`an argument that starts with '-' goes after '--', as in: -- ${JSON.stringify(typed)}`]),
  ].join("; ");
}

/** @throws UsageError for an unknown option, a missing or unexpected value, or an option given twice. */
export function parseArguments(command: Command, args: readonly string[]): Arguments {
  const known: Record<string, OptionSpec> = {
    ...COMMAND_OPTIONS[command],
    help: { type: "boolean", short: "h" },
  };
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: known,
      strict: true,
      allowPositionals: true,
      tokens: true,
    });
  } catch (error) {
    if (!isNodeError(error) || !error.code.startsWith("ERR_PARSE_ARGS_")) throw error;
    if (error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION")
      throw new UsageError(unknownOption(command, args, known));
    throw new UsageError(error.message);
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== "option") continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given twice`);
    seen.add(token.name);
  }
  return { values: parsed.values, positionals: parsed.positionals };
}
