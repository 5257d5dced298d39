// The text formats as the schemas' `format` keyword reads them (ajv-formats, full mode), for code that checks
// a value without a schema: the form renderer's field rules (`format: email | url`).
import { fullFormats } from "ajv-formats/dist/formats.js";

const email = fullFormats.email as RegExp;
const uri = fullFormats.uri as (text: string) => boolean;

/** Whether `text` is an e-mail address (`email`) or an absolute URI (`uri`). */
export function matchesTextFormat(format: "email" | "uri", text: string): boolean {
  return format === "email" ? email.test(text) : uri(text);
}
