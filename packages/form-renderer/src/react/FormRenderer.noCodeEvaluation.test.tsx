// The portal runs under a Content Security Policy that forbids evaluating strings as code. Here `Function`
// and `eval` throw as the browser would, and the form still flags what its rules refuse.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormRenderer } from "./FormRenderer";
import type { FormRendererHandle } from "./FormRenderer";
import { widgetsForm } from "../fixtures/widgetsForm";
import { buildFieldModel } from "../core/fieldModel";
import { toJsonSchema } from "../core/toJsonSchema";
import { rendererValidator } from "./rjsfValidator";

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

describe("FormRenderer without evaluating code", () => {
  it("flags a negative amount on the field as it is typed, and the empty required fields on submit", async () => {
    const user = userEvent.setup();
    const ref = createRef<FormRendererHandle>();
    render(<FormRenderer ref={ref} form={widgetsForm} month="2025-09" currency="USD" />);
    const par = screen.getByRole("textbox", { name: "Portfolio at risk > 30 days, September 2025" });
    await user.type(par, "-5");
    expect(par).toHaveAttribute("aria-invalid", "true");
    expect(par).toHaveAccessibleDescription("USD The value may not be negative.");
    const email = screen.getByRole("textbox", { name: "Reporting contact email, September 2025" });
    await user.type(email, "finance@");
    const report = ref.current!.submit();
    expect(report.valid).toBe(false);
    expect(report.problems.filter((p) => p.source === "rule").map((p) => [p.field, p.messageId])).toEqual([
      ["grossLoanPortfolio", "error-required"],
      ["par30", "error-negative"],
      ["contactEmail", "error-email"],
    ]);
  });

  it("gives RJSF a validator that answers without compiling the form's schema", () => {
    const { schema } = toJsonSchema(buildFieldModel(widgetsForm));
    expect(rendererValidator.rawValidation(schema, { par30: -5 })).toEqual({ errors: [] });
    expect(rendererValidator.validateFormData({ par30: -5 }, schema)).toEqual({
      errors: [],
      errorSchema: {},
    });
    expect(rendererValidator.isValid(schema, {}, schema)).toBe(true);
  });
});
