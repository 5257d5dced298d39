// What the generated validators (`generated/*.gen.ts`) import at run time: the two ajv helpers standalone code
// would otherwise `require`, which neither the browser nor an ES module has.
import type { ErrorObject } from "ajv";
import * as ucs2lengthModule from "ajv/dist/runtime/ucs2length.js";

export { fullFormats } from "ajv-formats/dist/formats.js";

type Ucs2length = (text: string) => number;
// A CommonJS module with `exports.default`: bundlers hand the function as `default`, Node the module object.
const exported = (ucs2lengthModule as unknown as { default: Ucs2length | { default: Ucs2length } }).default;
/** Length in code points, as ajv's minLength/maxLength count. */
export const ucs2length: Ucs2length = typeof exported === "function" ? exported : exported.default;

/** A precompiled validator: true when valid, else false with `errors` set (ajv's verbose errors). */
export interface StandaloneValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
