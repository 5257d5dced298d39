// The validator RJSF's <Form> is given. The renderer never lets RJSF validate: the store checks the field rules
// on the field model (core/fieldRules), and the form is never submitted through RJSF. A compiling validator
// such as @rjsf/validator-ajv8 would evaluate generated code, which the portal's Content Security Policy
// forbids; this one compiles nothing.
import type { ValidatorType } from "@rjsf/utils";

export const rendererValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  // RJSF asks only to choose among anyOf/oneOf branches and if/then/else, which toJsonSchema never writes.
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
