// The one ajv instance: formats, the `expected` annotation keyword, and validators compiled once per schema.
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { Static, TSchema } from "@sinclair/typebox";
import { issuesFromAjv, type ValidationResult } from "./issues.js";

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, verbose: true, strict: true });
// ajv-formats ships its own copy of ajv's types; the instance is the same shape.
addFormats(ajv as unknown as Parameters<typeof addFormats>[0], ["email", "uri", "date-time", "date"]);
ajv.addKeyword({ keyword: "expected", schemaType: "string" });

const compiled = new WeakMap<TSchema, ValidateFunction>();

/** The compiled validator of a schema (compiled on first use, then reused). */
export function compile(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Validates `value` against any of this package's schemas. */
export function validateAgainst<S extends TSchema>(schema: S, value: unknown): ValidationResult<Static<S>> {
  const validate = compile(schema);
  if (validate(value)) return { ok: true, value: value as Static<S> };
  return { ok: false, errors: issuesFromAjv(validate.errors) };
}
