// The portal and the studio run under a Content Security Policy that forbids evaluating strings as code; here
// `Function` and `eval` throw as the browser would, and validation must still work.
import { Type } from "@sinclair/typebox";
import { Ajv } from "ajv";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FormConfig } from "../schemas/formConfig.js";
import { validate, validateFormConfig, validateUser } from "./validators.js";

const realFunction = globalThis.Function;
const realEval = globalThis.eval;

function refuse(): never {
  throw new EvalError("Evaluating a string as JavaScript violates the Content Security Policy");
}

beforeEach(() => {
  globalThis.Function = new Proxy(realFunction, { apply: refuse, construct: refuse });
  globalThis.eval = refuse;
});

afterEach(() => {
  globalThis.Function = realFunction;
  globalThis.eval = realEval;
});

const form: FormConfig = {
  key: "miniBalance",
  version: "1.0.0",
  name: { en: "Mini balance" },
  context: { category: "financial", periodType: "month", target: "client" },
  type: "form",
  clientTypes: ["MFI"],
  fields: [{ internalName: "cash", name: { en: "Cash" }, type: "currency" }],
};

describe("validation without evaluating code", () => {
  it("is what the stubs refuse: ajv compiling a schema at run time", () => {
    expect(() => new Ajv({ logger: false }).compile({ type: "string" })).toThrow(/Content Security Policy/);
  });

  it("validates a form config and words its problems", () => {
    expect(validateFormConfig(form)).toEqual({ ok: true, value: form });
    const broken = { ...form, fields: [{ ...form.fields[0], type: "nmeric" }] };
    const result = validateFormConfig(broken);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toMatchObject({
      path: "fields[0].type",
      message: expect.stringMatching(/^expected one of numeric, currency, .*got the text "nmeric"$/),
    });
  });

  it("checks formats (an e-mail address) without compiling", () => {
    const result = validateUser({ email: "not an address" });
    expect(!result.ok && result.errors.some((issue) => issue.path === "email")).toBe(true);
  });
});

describe("validate(schema, value)", () => {
  it("validates against a document schema's precompiled validator, and refuses a schema it has none for", () => {
    expect(validate(FormConfig, form)).toEqual({ ok: true, value: form });
    expect(validate(FormConfig, { ...form, key: "Not a key" }).ok).toBe(false);
    expect(() => validate(Type.String(), "text")).toThrow(
      /no precompiled validator: add it to DOCUMENT_SCHEMAS/,
    );
  });
});
