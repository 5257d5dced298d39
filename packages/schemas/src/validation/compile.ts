// Validation by the precompiled validators: no schema is compiled at run time, in Node or in the browser
// (whose Content Security Policy forbids evaluating strings as code).
import type { Static, TSchema } from "@sinclair/typebox";
import { DOCUMENT_NAMES, DOCUMENT_SCHEMAS } from "./documents.js";
import { issuesFromAjv, type ValidationResult } from "./issues.js";
import { PRECOMPILED } from "./precompiled.js";
import type { StandaloneValidate } from "./standaloneRuntime.js";

/** Runs a precompiled validator and words its errors as issues. */
export function validateWith<T>(validate: StandaloneValidate, value: unknown): ValidationResult<T> {
  if (validate(value)) return { ok: true, value: value as T };
  return { ok: false, errors: issuesFromAjv(validate.errors) };
}

// Built on first use, so that a bundle that never calls `validateAgainst` leaves out the validators it does not use.
let bySchema: Map<TSchema, StandaloneValidate> | undefined;

/** The precompiled validator of one of the package's document schemas (see `documents.ts`). */
export function precompiledFor(schema: TSchema): StandaloneValidate {
  bySchema ??= new Map(DOCUMENT_NAMES.map((name) => [DOCUMENT_SCHEMAS[name] as TSchema, PRECOMPILED[name]]));
  const validate = bySchema.get(schema);
  if (!validate)
    throw new Error(
      "this schema has no precompiled validator: add it to DOCUMENT_SCHEMAS (packages/schemas/src/validation/documents.ts)",
    );
  return validate;
}

/** Validates `value` against one of this package's document schemas. */
export function validateAgainst<S extends TSchema>(schema: S, value: unknown): ValidationResult<Static<S>> {
  return validateWith<Static<S>>(precompiledFor(schema), value);
}
