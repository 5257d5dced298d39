// Clients (the institutions that report), their address, contacts and financial periods.
import { Type, type Static } from "@sinclair/typebox";
import { CLIENT_STATUSES, INSTITUTIONAL_FORMS, PROFIT_PROFILES } from "../coded-values.js";
import {
  CLIENT_SCALES,
  ClientType,
  CurrencyCode,
  DateNumber,
  Email,
  MonthNumber,
  ObjectId,
  StringEnum,
} from "./primitives.js";

export const Address = Type.Object(
  {
    /** Country id. */
    country: ObjectId,
    countryName: Type.String({ minLength: 1 }),
    state: Type.Optional(Type.String()),
    city: Type.String({ minLength: 1 }),
    postalcode: Type.String({ minLength: 1 }),
    street: Type.String({ minLength: 1 }),
    nr: Type.String({ minLength: 1 }),
    box: Type.Optional(Type.String()),
    additional: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type Address = Static<typeof Address>;

export const Contact = Type.Object(
  { name: Type.String({ minLength: 1 }), role: Type.String({ minLength: 1 }), email: Email },
  { additionalProperties: false },
);
export type Contact = Static<typeof Contact>;

/** One financial year of a client. A transition year simply has fewer (or more) than 12 months. */
export const FinancialPeriod = Type.Object(
  {
    /** The calendar year in which the financial year ends. */
    financialYear: Type.Integer({ minimum: 1900, maximum: 2999 }),
    /** `financialYear` followed by 00 (202400). */
    financialYearId: Type.Integer({ minimum: 190000, maximum: 299900, multipleOf: 100 }),
    start: DateNumber,
    end: DateNumber,
    months: Type.Integer({ minimum: 1, maximum: 24 }),
  },
  { additionalProperties: false },
);
export type FinancialPeriod = Static<typeof FinancialPeriod>;

export { INSTITUTIONAL_FORMS, PROFIT_PROFILES };
export { CLIENT_STATUSES };

/** The reporting scales a client may be configured with (spec 3 §3): not 10, which only a report offers. */
const ClientReportingScale = Type.Unsafe<number>({
  type: "integer",
  enum: [...CLIENT_SCALES],
  expected: "a client's reporting scale: 1, 100, 1000, … 10000000",
});

export const ClientSettings = Type.Object(
  {
    financialPeriodEnd: Type.Object(
      { day: Type.Integer({ minimum: 1, maximum: 31 }), month: Type.Integer({ minimum: 1, maximum: 12 }) },
      { additionalProperties: false },
    ),
    currency: CurrencyCode,
    reportingScale: ClientReportingScale,
  },
  { additionalProperties: false },
);
export type ClientSettings = Static<typeof ClientSettings>;

export const Client = Type.Object(
  {
    _id: ObjectId,
    importedId: Type.Optional(Type.String({ minLength: 1 })),
    key: Type.String({
      pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
      expected: "a lower-case key with dashes, e.g. andes-microcredito",
    }),
    name: Type.String({ minLength: 1 }),
    officialName: Type.String({ minLength: 1 }),
    clientType: ClientType,
    /** The template family: MFI for MFI and BANK clients, AGRO for AGRO clients. */
    clientConfigType: StringEnum(["MFI", "AGRO"] as const),
    institutionalForm: StringEnum(INSTITUTIONAL_FORMS),
    profitProfile: StringEnum(PROFIT_PROFILES),
    status: StringEnum(CLIENT_STATUSES),
    /** Region id. */
    worldRegion: ObjectId,
    yearOfOperationalStart: Type.Integer({ minimum: 1800, maximum: 2999 }),
    address: Address,
    settings: ClientSettings,
    contacts: Type.Array(Contact),
    bottomDate: Type.Optional(MonthNumber),
    topDate: Type.Optional(MonthNumber),
    financialPeriods: Type.Array(FinancialPeriod),
  },
  { additionalProperties: false },
);
export type Client = Static<typeof Client>;
