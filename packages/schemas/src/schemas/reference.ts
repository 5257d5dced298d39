// Reference data: regions, countries, funds, exchange rates, and the audit log.
import { Type, type Static } from "@sinclair/typebox";
import { ReportingPeriodicity } from "./investment.js";
import { CurrencyCode, DateNumber, IsoDateTime, ObjectId, PersonRef } from "./primitives.js";

export const Country = Type.Object(
  {
    _id: ObjectId,
    name: Type.String({ minLength: 1 }),
    /** ISO 3166-1 alpha-2 code. */
    code: Type.Optional(
      Type.String({ pattern: "^[A-Z]{2}$", expected: "a two-letter country code, e.g. PE" }),
    ),
    currency: Type.Optional(CurrencyCode),
  },
  { additionalProperties: false },
);
export type Country = Static<typeof Country>;

export const Region = Type.Object(
  { _id: ObjectId, region: Type.String({ minLength: 1 }), countries: Type.Array(ObjectId) },
  { additionalProperties: false },
);
export type Region = Static<typeof Region>;

export const Fund = Type.Object(
  {
    _id: ObjectId,
    importedId: Type.Optional(Type.String({ minLength: 1 })),
    name: Type.String({ minLength: 1 }),
    reportingPeriodicity: ReportingPeriodicity,
  },
  { additionalProperties: false },
);
export type Fund = Static<typeof Fund>;

/** Month-end exchange rates, quoted per 1 USD: `quotes.USDPEN = 3.75` means 1 USD = 3.75 PEN. */
export const ExchangeRate = Type.Object(
  {
    _id: ObjectId,
    numericDate: DateNumber,
    source: Type.String({ minLength: 1 }),
    quotes: Type.Record(
      Type.String({ pattern: "^USD[A-Z]{3}$" }),
      Type.Number({ exclusiveMinimum: 0, expected: "a positive rate: units of the currency per 1 USD" }),
    ),
  },
  { additionalProperties: false },
);
export type ExchangeRate = Static<typeof ExchangeRate>;

export const AuditEntry = Type.Object(
  {
    _id: ObjectId,
    user: PersonRef,
    description: Type.String({ minLength: 1 }),
    text: Type.String(),
    date: IsoDateTime,
  },
  { additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntry>;
