// Generates the standalone validator modules (build time, Node only; not part of the package's entries).
// One ajv configuration for every rule set: formats, the `expected` annotation keyword and verbose errors,
// which `issuesFromAjv` reads (`parentSchema.expected`, `data`, the branches of a union).
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone/index.js";
import { DOCUMENT_SCHEMAS, type DocumentName } from "./documents.js";

/** Where the generated modules live, relative to this file. */
export const GENERATED_DIR = "generated";

export function generatedFileName(name: DocumentName): string {
  return `${name}.gen.ts`;
}

function createAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    allowUnionTypes: true,
    verbose: true,
    strict: true,
    code: { source: true, esm: true },
  });
  // ajv-formats ships its own copy of ajv's types; the instance is the same shape.
  addFormats(ajv as unknown as Parameters<typeof addFormats>[0], ["email", "uri", "date-time", "date"]);
  ajv.addKeyword({ keyword: "expected", schemaType: "string" });
  return ajv;
}

// The `require`s of ajv's standalone output and the names `standaloneRuntime.ts` gives them.
const RUNTIME_REQUIRES: ReadonlyArray<[string, string]> = [
  ['require("ajv/dist/runtime/ucs2length").default', "ucs2length"],
  ['require("ajv-formats/dist/formats").fullFormats', "fullFormats"],
];

const generate = (standaloneCode as unknown as { default?: typeof standaloneCode }).default ?? standaloneCode;

/** The source of `generated/<name>.gen.ts`: the schema's validator as code, exported as `validate`. */
export function generateValidatorModule(name: DocumentName): string {
  const ajv = createAjv();
  ajv.addSchema(DOCUMENT_SCHEMAS[name], name);
  let code = generate(ajv, { validate: name });
  for (const [required, local] of RUNTIME_REQUIRES) code = code.split(required).join(local);
  if (code.includes("require("))
    throw new Error(`the validator of ${name} needs a runtime helper standaloneRuntime.ts does not provide`);
  const exportLine = "export const validate = ";
  if (code.split(exportLine).length !== 2) throw new Error(`unexpected standalone output for ${name}`);
  code = code
    .replace(/^"use strict";/, "")
    .replace(exportLine, "export const validate: StandaloneValidate = ");
  return [
    "// @ts-nocheck",
    "/* eslint-disable */",
    `// Generated from the ${name} schema by packages/schemas/scripts/generate-validators.ts: do not edit.`,
    'import { fullFormats, ucs2length, type StandaloneValidate } from "../standaloneRuntime.js";',
    code,
    "",
  ].join("\n");
}
