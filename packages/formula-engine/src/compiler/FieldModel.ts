// The fields a formula can name: identity `form.name` (or `name` without a form), kind, value type, formula,
// and the resolution rules for references.
import { DuplicateFieldError, InvalidFieldError } from "../errors";
import { closestName } from "./closest";

export type FieldKind = "stock" | "flow";
/** What a field holds: numbers, text, conditions, anything (unknown), or nothing (a container such as a fieldset). */
export type FieldValueType = "number" | "string" | "boolean" | "any" | "none";
/** How a number is shown to people: money, a percentage (held as a fraction: 0.05 is 5 %), a plain number. */
export type ValueUnit = "currency" | "percent" | "number";

/** A field as the engine sees it. */
export interface FieldSpec {
  readonly name: string;
  readonly form?: string;
  /** Stock (month-end balance, the default) or flow (year-to-date within the financial year). */
  readonly kind?: FieldKind;
  /** A formula computes the field; without one the field is an input read from the data source. */
  readonly formula?: string;
  /** Optional value type for compile-time checks; default "any". */
  readonly valueType?: FieldValueType;
  /**
   * The form config's field type (currency, percentual, numeric, …). Only gives explanations their units
   * (see `ExplainNode.unit`); other types are accepted and mean no unit.
   */
  readonly type?: string;
}

export interface Field {
  readonly index: number;
  readonly id: string;
  readonly name: string;
  readonly form: string | undefined;
  readonly kind: FieldKind;
  readonly formula: string | undefined;
  readonly valueType: FieldValueType;
  /** The unit of the field's numbers, from its config type; undefined when not one of the number types. */
  readonly unit: ValueUnit | undefined;
}

export type Resolution =
  | { readonly ok: true; readonly field: Field }
  | { readonly ok: false; readonly reason: "unknown"; readonly suggestion?: string }
  | { readonly ok: false; readonly reason: "ambiguous"; readonly candidates: readonly string[] };

const KINDS: readonly FieldKind[] = ["stock", "flow"];
const VALUE_TYPES: readonly FieldValueType[] = ["number", "string", "boolean", "any", "none"];

const UNITS_OF_FIELD_TYPES: Readonly<Record<string, ValueUnit>> = {
  currency: "currency",
  percentual: "percent",
  numeric: "number",
};

/** The unit of a form config's field type (a COVENANT's depends on its covenant, which the spec does not say). */
export function unitOfFieldType(type: string | undefined): ValueUnit | undefined {
  return typeof type === "string" && Object.hasOwn(UNITS_OF_FIELD_TYPES, type)
    ? UNITS_OF_FIELD_TYPES[type]
    : undefined;
}

/** `form.name`, or `name` when there is no form. */
export function fieldIdOf(spec: { readonly name: string; readonly form?: string | undefined }): string {
  return spec.form ? `${spec.form}.${spec.name}` : spec.name;
}

export class FieldModel {
  readonly fields: readonly Field[];
  private readonly byId = new Map<string, Field>();
  private readonly byName = new Map<string, Field[]>();

  constructor(specs: readonly FieldSpec[]) {
    const fields: Field[] = [];
    for (const spec of specs) {
      if (!spec || typeof spec.name !== "string" || spec.name === "" || spec.name.includes(".")) {
        throw new InvalidFieldError(
          `invalid field name ${JSON.stringify(spec?.name)}: a name is a non-empty text without dots`,
        );
      }
      if (
        spec.form !== undefined &&
        (typeof spec.form !== "string" || spec.form === "" || spec.form.includes("."))
      ) {
        throw new InvalidFieldError(`invalid form ${JSON.stringify(spec.form)} of field '${spec.name}'`);
      }
      if (spec.kind !== undefined && !KINDS.includes(spec.kind)) {
        throw new InvalidFieldError(
          `field '${fieldIdOf(spec)}': kind must be "stock" or "flow", not ${JSON.stringify(spec.kind)}`,
        );
      }
      if (spec.valueType !== undefined && !VALUE_TYPES.includes(spec.valueType)) {
        throw new InvalidFieldError(
          `field '${fieldIdOf(spec)}': unknown value type ${JSON.stringify(spec.valueType)}`,
        );
      }
      if (spec.formula !== undefined && spec.formula !== null && typeof spec.formula !== "string") {
        throw new InvalidFieldError(`field '${fieldIdOf(spec)}': the formula must be a text`);
      }
      const id = fieldIdOf(spec);
      if (this.byId.has(id)) throw new DuplicateFieldError(id);
      const field: Field = {
        index: fields.length,
        id,
        name: spec.name,
        form: spec.form,
        kind: spec.kind ?? "stock",
        formula: typeof spec.formula === "string" && spec.formula.trim() !== "" ? spec.formula : undefined,
        valueType: spec.valueType ?? "any",
        unit: unitOfFieldType(spec.type),
      };
      fields.push(field);
      this.byId.set(id, field);
      const sameName = this.byName.get(spec.name);
      if (sameName) sameName.push(field);
      else this.byName.set(spec.name, [field]);
    }
    this.fields = fields;
  }

  get(id: string): Field | undefined {
    return this.byId.get(id);
  }

  /** The known id closest to an unknown one. */
  suggest(id: string): string | undefined {
    return closestName(id, this.byId.keys());
  }

  /**
   * Resolves a reference written in a formula of form `contextForm`: `form.name` is exact; a plain `name` is the
   * field of the same form when there is one, otherwise the only field with that name in any form.
   */
  resolve(name: string, form: string | undefined, contextForm: string | undefined): Resolution {
    if (form !== undefined) {
      const field = this.byId.get(`${form}.${name}`);
      if (field) return { ok: true, field };
      const suggestion = closestName(`${form}.${name}`, this.byId.keys());
      return suggestion ? { ok: false, reason: "unknown", suggestion } : { ok: false, reason: "unknown" };
    }
    const local = contextForm !== undefined ? this.byId.get(`${contextForm}.${name}`) : this.byId.get(name);
    if (local) return { ok: true, field: local };
    const sameName = this.byName.get(name) ?? [];
    if (sameName.length === 1) return { ok: true, field: sameName[0]! };
    if (sameName.length > 1) return { ok: false, reason: "ambiguous", candidates: sameName.map((f) => f.id) };
    const names = new Set<string>();
    for (const field of this.fields) {
      names.add(field.form === contextForm ? field.name : field.id);
      if ((this.byName.get(field.name)?.length ?? 0) === 1) names.add(field.name);
    }
    const suggestion = closestName(name, names);
    return suggestion ? { ok: false, reason: "unknown", suggestion } : { ok: false, reason: "unknown" };
  }
}
