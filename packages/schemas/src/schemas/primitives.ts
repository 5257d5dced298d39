// Small reusable schema builders and scalar shapes shared by every document schema.
// Every scalar that has a format carries an `expected` annotation: the validator uses it to say, in plain
// words, what a value should look like ("a date as yyyymmdd, e.g. 20240131").
import { Type, type Static, type TSchema, type SchemaOptions } from "@sinclair/typebox";
import { CLIENT_TYPES } from "../client-types.js";
import { CLIENT_SCALES } from "../coded-values.js";

/** A string that must be one of `values`; emitted as a JSON Schema `enum` so errors list the choices. */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ type: "string", enum: [...values], ...options });
}

/** `schema` or `null`. Scalars become `type: [t, "null"]`, which gives shorter errors than `anyOf`. */
export function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type;
  if (typeof type === "string" && type !== "object" && type !== "array") {
    return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, "null"] });
  }
  return Type.Union([schema, Type.Null()]);
}

export { LANGUAGES, USER_LANGUAGES } from "../languages.js";
export { CLIENT_TYPES };
export type { Language } from "../languages.js";

/** A text in several languages; English is required and is the fallback. */
export const Translated = Type.Object(
  {
    en: Type.String({ minLength: 1 }),
    fr: Type.Optional(Type.String({ minLength: 1 })),
    es: Type.Optional(Type.String({ minLength: 1 })),
    pt: Type.Optional(Type.String({ minLength: 1 })),
    ru: Type.Optional(Type.String({ minLength: 1 })),
  },
  { additionalProperties: false, expected: "a text per language: {en, fr, es, pt, ru} with at least en" },
);
export type Translated = Static<typeof Translated>;

/** A MongoDB ObjectId in its 24-hex-digit string form. */
export const ObjectId = Type.String({
  pattern: "^[0-9a-f]{24}$",
  expected: "an id of 24 hexadecimal digits",
});

/** The first and the last date a stored date may be (yyyymmdd). */
export const FIRST_DATE_NUMBER = 19000101;
export const LAST_DATE_NUMBER = 29991231;

/** A calendar date as the number yyyymmdd (20240131). */
export const DateNumber = Type.Integer({
  minimum: FIRST_DATE_NUMBER,
  maximum: LAST_DATE_NUMBER,
  expected: "a date as the number yyyymmdd, e.g. 20240131",
});

/** A month as the number yyyymm (202401). */
export const MonthNumber = Type.Integer({
  minimum: 190001,
  maximum: 299912,
  expected: "a month as the number yyyymm, e.g. 202401",
});

/** A timestamp in ISO 8601 (`2024-01-31T10:00:00.000Z`). */
export const IsoDateTime = Type.String({
  format: "date-time",
  expected: "a timestamp in ISO 8601, e.g. 2024-01-31T10:00:00.000Z",
});

/** An amount stored as a whole number of hundredths (12.34 → 1234). */
export const Hundredths = Type.Integer({
  expected: "a whole number of hundredths (12.34 is stored as 1234)",
});

/** A template version: semantic version `major.minor.patch`. */
export const Version = Type.String({
  pattern: "^[0-9]+\\.[0-9]+\\.[0-9]+$",
  expected: "a version like 1.0.0",
});

/** A camelCase identifier: field internal names, form keys, report keys. */
export const Identifier = Type.String({
  pattern: "^[a-z][A-Za-z0-9]*$",
  maxLength: 64,
  expected: "a camelCase name of letters and digits starting with a lower-case letter, e.g. totalAssets",
});

/** A three-letter ISO 4217 currency code. */
export const CurrencyCode = Type.String({
  pattern: "^[A-Z]{3}$",
  expected: "a three-letter currency code, e.g. USD",
});

/** An e-mail address. */
export const Email = Type.String({ format: "email", maxLength: 254, expected: "an e-mail address" });

/** Client types (client-types.ts): MFI and BANK share the MFI templates; AGRO has its own. */
export const ClientType = StringEnum(CLIENT_TYPES);
export type ClientType = Static<typeof ClientType>;

/** Reporting scales of a report (spec 2 §5): values are typed in units of 1/scale. */
export const REPORT_SCALES = [1, 10, 100, 1000, 10000, 100000] as const;
export { CLIENT_SCALES };
export const ReportingScale = Type.Unsafe<number>({
  type: "integer",
  enum: [...new Set([...REPORT_SCALES, ...CLIENT_SCALES])].sort((a, b) => a - b),
  expected: "a reporting scale: 1, 10, 100, … 10000000",
});

/** A person as embedded in other documents (reportedBy, auditedBy, audit user). */
export const PersonRef = Type.Object(
  { _id: ObjectId, fullName: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);
export type PersonRef = Static<typeof PersonRef>;

/** A {min, max} range in hundredths; either bound may be open (null). */
export const Range = Type.Object(
  { min: Nullable(Hundredths), max: Nullable(Hundredths) },
  { additionalProperties: false },
);
export type Range = Static<typeof Range>;
