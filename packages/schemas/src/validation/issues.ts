// Validation results and the translation of ajv errors into plain words that point at a path.
import type { ErrorObject } from "ajv";

/** One problem: where it is and what was expected, in plain words. */
export interface ValidationIssue {
  /** Readable location, e.g. `fields[3].children[0].type` (`(root)` for the whole value). */
  path: string;
  /** JSON Pointer of the same location, e.g. `/fields/3/children/0/type`. */
  pointer: string;
  /** What is wrong, e.g. `expected one of numeric, currency, …, got the text "nmeric"`. */
  message: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationIssue[] };

/** Thrown by `assertValid` helpers: carries the issues. */
export class SchemaValidationError extends Error {
  readonly issues: ValidationIssue[];
  constructor(what: string, issues: ValidationIssue[]) {
    super(`Invalid ${what}:\n${formatIssues(issues)}`);
    this.name = "SchemaValidationError";
    this.issues = issues;
  }
}

/** One issue per line: `path: message`. */
export function formatIssues(issues: readonly ValidationIssue[]): string {
  return issues.map((i) => `${i.path}: ${i.message}`).join("\n");
}

function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

function escapePointerToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** `/fields/3/type` → `fields[3].type`. */
export function pointerToPath(pointer: string): string {
  if (pointer === "") return "(root)";
  let out = "";
  for (const raw of pointer.split("/").slice(1)) {
    const token = unescapePointerToken(raw);
    if (/^[0-9]+$/.test(token)) out += `[${token}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(token)) out += out === "" ? token : `.${token}`;
    else out += `[${JSON.stringify(token)}]`;
  }
  return out;
}

/** Builds an issue from path segments. */
export function issueAt(segments: ReadonlyArray<string | number>, message: string): ValidationIssue {
  const pointer = segments.map((s) => `/${escapePointerToken(String(s))}`).join("");
  return { pointer, path: pointerToPath(pointer), message };
}

/** Describes a value for a message: `the number 3`, `the text "abc"`, `null`, `a list`. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  switch (typeof value) {
    case "string": {
      const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
      return value === "" ? "an empty text" : `the text ${JSON.stringify(shown)}`;
    }
    case "number":
      return `the number ${value}`;
    case "boolean":
      return String(value);
    case "object":
      return "an object";
    default:
      return typeof value;
  }
}

const TYPE_WORDS: Record<string, string> = {
  string: "a text",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  null: "null",
};

function typePhrase(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(" or ");
}

function expectedOf(error: ErrorObject): string | undefined {
  const parent = error.parentSchema as { expected?: unknown } | undefined;
  return typeof parent?.expected === "string" ? parent.expected : undefined;
}

function listChoices(values: readonly unknown[]): string {
  const shown = values.slice(0, 12).map((v) => (typeof v === "string" ? v : JSON.stringify(v)));
  return shown.join(", ") + (values.length > 12 ? ", …" : "");
}

function messageFor(error: ErrorObject): { pointer: string; message: string } {
  const got = describeValue(error.data);
  const expected = expectedOf(error);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return {
        pointer: `${error.instancePath}/${escapePointerToken(String(params.missingProperty))}`,
        message: "is required but missing",
      };
    case "additionalProperties": {
      const property = String(params.additionalProperty);
      const pointer = `${error.instancePath}/${escapePointerToken(property)}`;
      if (property === "children") {
        return {
          pointer,
          message:
            "fields can be nested at most four levels deep: a field on the fourth level cannot have children",
        };
      }
      const allowed = Object.keys(
        (error.parentSchema as { properties?: object } | undefined)?.properties ?? {},
      );
      return { pointer, message: `is not an allowed property here (allowed: ${listChoices(allowed)})` };
    }
    case "type":
      return {
        pointer: error.instancePath,
        message: `expected ${expected ?? typePhrase(params.type)}, got ${got}`,
      };
    case "enum":
      return {
        pointer: error.instancePath,
        message: `expected one of ${listChoices(params.allowedValues as unknown[])}, got ${got}`,
      };
    case "const":
      return {
        pointer: error.instancePath,
        message: `expected ${JSON.stringify(params.allowedValue)}, got ${got}`,
      };
    case "minLength":
      return {
        pointer: error.instancePath,
        message:
          params.limit === 1
            ? "must not be empty"
            : `must be at least ${String(params.limit)} characters long`,
      };
    case "maxLength":
      return {
        pointer: error.instancePath,
        message: `must be at most ${String(params.limit)} characters long`,
      };
    case "minItems":
      return {
        pointer: error.instancePath,
        message:
          params.limit === 1
            ? "must have at least one entry"
            : `must have at least ${String(params.limit)} entries`,
      };
    case "maxItems":
      return { pointer: error.instancePath, message: `must have at most ${String(params.limit)} entries` };
    case "uniqueItems":
      return {
        pointer: error.instancePath,
        message: `must not repeat entries (entries ${String(params.j)} and ${String(params.i)} are the same)`,
      };
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum": {
      const words = {
        minimum: "at least",
        maximum: "at most",
        exclusiveMinimum: "more than",
        exclusiveMaximum: "less than",
      }[error.keyword];
      const bound = `${words} ${String(params.limit)}`;
      return {
        pointer: error.instancePath,
        message: expected ? `expected ${expected} (${bound}), got ${got}` : `must be ${bound}, got ${got}`,
      };
    }
    case "multipleOf":
      return {
        pointer: error.instancePath,
        message: `expected ${expected ?? `a multiple of ${String(params.multipleOf)}`}, got ${got}`,
      };
    case "pattern":
      return {
        pointer: error.instancePath,
        message: `expected ${expected ?? `text matching ${String(params.pattern)}`}, got ${got}`,
      };
    case "format":
      return {
        pointer: error.instancePath,
        message: `expected ${expected ?? `a valid ${String(params.format)}`}, got ${got}`,
      };
    case "propertyNames":
      return {
        pointer: error.instancePath,
        message: `has a property name that is not allowed (${String(params.propertyName)})`,
      };
    default:
      return { pointer: error.instancePath, message: error.message ?? `fails the ${error.keyword} rule` };
  }
}

/**
 * Turns ajv's errors into issues. Unions (`anyOf`) are reduced: when one branch got further (its errors
 * lie deeper in the value), only those errors are kept; otherwise one issue lists what each branch expects.
 */
export function issuesFromAjv(errors: readonly ErrorObject[] | null | undefined): ValidationIssue[] {
  if (!errors || errors.length === 0) return [];
  const anyOfs = errors.filter((e) => e.keyword === "anyOf" || e.keyword === "oneOf");
  const dropped = new Set<ErrorObject>();
  const extra: Array<{ pointer: string; message: string }> = [];
  for (const union of anyOfs) {
    dropped.add(union);
    const branchErrors = errors.filter((e) => e !== union && e.schemaPath.startsWith(`${union.schemaPath}/`));
    const deeper = branchErrors.filter(
      (e) => e.instancePath.length > union.instancePath.length || e.keyword === "required",
    );
    for (const e of branchErrors) if (!deeper.includes(e)) dropped.add(e);
    if (deeper.length === 0) {
      const branches = ((union.schema as unknown[]) ?? []).map((b) => {
        const s = b as { expected?: string; type?: unknown };
        return s.expected ?? typePhrase(s.type);
      });
      extra.push({
        pointer: union.instancePath,
        message: `expected ${branches.join(" or ")}, got ${describeValue(union.data)}`,
      });
    }
  }
  const seen = new Set<string>();
  const out: ValidationIssue[] = [];
  for (const item of [...errors.filter((e) => !dropped.has(e)).map(messageFor), ...extra]) {
    const key = `${item.pointer}\u0000${item.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ pointer: item.pointer, path: pointerToPath(item.pointer), message: item.message });
  }
  return out;
}
