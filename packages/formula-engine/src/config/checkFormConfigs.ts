// Checks the formulas and validations of form configs together (so cross-form references resolve): parse errors,
// unknown or ambiguous references, kinds, series misuse, cycles. Used by the CLI `check` and by the schemas tests.
import type { FieldKind, FieldSpec, FieldValueType } from "../compiler/FieldModel";
import { Engine } from "../engine/Engine";
import type { FormulaProblem, ProblemCode, SourcePosition } from "../problems";

/** A field of a form config, as far as formulas are concerned (children nest up to four levels). */
export interface FieldLike {
  readonly internalName: string;
  readonly type?: string;
  readonly formula?: string | null;
  readonly kind?: FieldKind;
  readonly children?: readonly FieldLike[];
}

export interface ValidationLike {
  readonly validationType?: string;
  readonly validationMessage?: string;
  readonly formula: string;
  readonly dependencies?: readonly string[];
}

export interface FormConfigLike {
  readonly key: string;
  readonly fields: readonly FieldLike[];
  readonly validations?: readonly ValidationLike[];
}

/**
 * One problem: the file, the field's internalName (or `validations[i]`, or `-` for the file), the message. When
 * the problem comes from a formula (a field's formula or a validation's), also the engine problem's code,
 * severity and position in that formula text.
 */
export interface ConfigProblem {
  readonly file: string;
  readonly field: string;
  readonly message: string;
  readonly code?: ProblemCode;
  readonly severity?: "error" | "warning";
  readonly position?: SourcePosition;
}

/** The code, severity and position of a formula problem, for a ConfigProblem. */
function detailsOf(problem: FormulaProblem): Pick<ConfigProblem, "code" | "severity" | "position"> {
  return {
    code: problem.code,
    severity: problem.severity,
    ...(problem.position ? { position: problem.position } : {}),
  };
}

/** Deepest nesting of fields (a top-level field is level 1). */
export const MAX_FIELD_NESTING = 4;

const TEXT_TYPES = new Set(["text", "textarea", "date", "dropdown"]);
const NUMBER_TYPES = new Set(["numeric", "currency", "percentual", "COVENANT", "number"]);

/** The value type of a field type of the form configs. */
export function valueTypeOfFieldType(type: string | undefined): FieldValueType {
  if (type === "fieldset") return "none";
  if (type !== undefined && TEXT_TYPES.has(type)) return "string";
  if (type === "boolean") return "boolean";
  if (type !== undefined && NUMBER_TYPES.has(type)) return "number";
  return "any";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

interface Origin {
  readonly file: string;
  readonly field: string;
}

export function checkFormConfigs(
  inputs: readonly { file: string; config: FormConfigLike }[],
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const specs: FieldSpec[] = [];
  const origins = new Map<string, Origin>();
  const forms = new Map<string, string>();
  const checked: { file: string; config: FormConfigLike }[] = [];

  for (const { file, config } of inputs) {
    const report = (field: string, message: string) => problems.push({ file, field, message });
    if (
      !isRecord(config) ||
      typeof config.key !== "string" ||
      config.key === "" ||
      config.key.includes(".")
    ) {
      report("-", "a form config needs a key: a non-empty text without dots");
      continue;
    }
    if (!Array.isArray(config.fields)) {
      report("-", `form config '${config.key}' has no fields list`);
      continue;
    }
    const seenIn = forms.get(config.key);
    if (seenIn !== undefined) {
      report("-", `the form key '${config.key}' is already used by ${seenIn}`);
      continue;
    }
    forms.set(config.key, file);
    checked.push({ file, config });
    const names = new Set<string>();
    const visit = (fields: readonly unknown[], level: number) => {
      for (const raw of fields) {
        if (
          !isRecord(raw) ||
          typeof raw.internalName !== "string" ||
          raw.internalName === "" ||
          raw.internalName.includes(".")
        ) {
          report("-", `a field at level ${level} has no valid internalName (a non-empty text without dots)`);
          continue;
        }
        const field = raw as unknown as FieldLike;
        const name = field.internalName;
        if (level > MAX_FIELD_NESTING)
          report(name, `fields nest at most ${MAX_FIELD_NESTING} levels; this one is at level ${level}`);
        if (names.has(name)) {
          report(name, `the internalName '${name}' is used twice in form '${config.key}'`);
        } else {
          names.add(name);
          const valueType = valueTypeOfFieldType(field.type);
          const hasFormula = typeof field.formula === "string" && field.formula.trim() !== "";
          if (field.formula !== undefined && field.formula !== null && typeof field.formula !== "string") {
            report(name, "the formula must be a text");
          }
          if (valueType === "none" && hasFormula)
            report(name, "a fieldset is a container and cannot have a formula");
          let kind = field.kind;
          if (kind !== undefined && kind !== "stock" && kind !== "flow") {
            report(name, `kind must be "stock" or "flow", not ${JSON.stringify(kind)}`);
            kind = undefined;
          }
          specs.push({
            name,
            form: config.key,
            ...(kind ? { kind } : {}),
            ...(hasFormula && valueType !== "none" ? { formula: field.formula as string } : {}),
            valueType,
          });
          origins.set(`${config.key}.${name}`, { file, field: name });
        }
        if (Array.isArray(field.children)) visit(field.children, level + 1);
        else if (field.children !== undefined) report(name, "children must be a list of fields");
      }
    };
    visit(config.fields, 1);
  }

  const engine = new Engine({ fields: specs, data: { get: () => null } });
  for (const problem of engine.problems()) {
    const origin = problem.fieldId !== undefined ? origins.get(problem.fieldId) : undefined;
    if (origin) {
      problems.push({
        file: origin.file,
        field: origin.field,
        message: problem.message,
        ...detailsOf(problem),
      });
    }
  }

  for (const { file, config } of checked) {
    const validations: unknown = config.validations ?? [];
    if (!Array.isArray(validations)) {
      problems.push({ file, field: "-", message: "validations must be a list" });
      continue;
    }
    validations.forEach((raw: unknown, i) => {
      const field = `validations[${i}]`;
      const report = (message: string, problem?: FormulaProblem) =>
        problems.push({ file, field, message, ...(problem ? detailsOf(problem) : {}) });
      if (!isRecord(raw) || typeof raw.formula !== "string") {
        report("a validation needs a formula (a text)");
        return;
      }
      if (
        raw.validationType !== undefined &&
        raw.validationType !== "error" &&
        raw.validationType !== "warn"
      ) {
        report(`validationType must be "error" or "warn", not ${JSON.stringify(raw.validationType)}`);
      }
      const expression = engine.compileExpression(raw.formula, { form: config.key });
      for (const problem of expression.problems) report(problem.message, problem);
      if (
        expression.problems.length === 0 &&
        expression.resultType !== "boolean" &&
        expression.resultType !== "any"
      ) {
        report(
          `a validation formula must give true or false; this one gives ${expression.resultType === "null" ? "null" : `a ${expression.resultType}`}`,
        );
      }
      const dependencies: unknown = raw.dependencies ?? [];
      if (!Array.isArray(dependencies)) {
        report("dependencies must be a list of field names");
        return;
      }
      for (const dependency of dependencies) {
        if (typeof dependency !== "string") {
          report("dependencies must be a list of field names");
          continue;
        }
        const [form, name] = dependency.includes(".") ? dependency.split(".", 2) : [undefined, dependency];
        const resolution = engine.model.resolve(name ?? dependency, form, config.key);
        if (!resolution.ok) {
          const hint =
            resolution.reason === "unknown" && resolution.suggestion
              ? `; did you mean '${resolution.suggestion}'?`
              : "";
          report(
            `dependency '${dependency}' is ${resolution.reason === "ambiguous" ? "ambiguous" : "not a known field"}${hint}`,
          );
        }
      }
    });
  }
  return problems;
}
