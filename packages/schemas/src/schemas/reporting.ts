// Report instances (one client × report config × period) and form data (one client × form × period).
import { Type, type Static } from "@sinclair/typebox";
import { REPORT_STATUSES } from "../coded-values.js";
import { FormCategory, PeriodType } from "./formConfig.js";
import {
  CurrencyCode,
  DateNumber,
  Identifier,
  IsoDateTime,
  Nullable,
  ObjectId,
  PersonRef,
  ReportingScale,
  StringEnum,
  Translated,
  Version,
} from "./primitives.js";

export { REPORT_STATUSES };
export const ReportStatus = StringEnum(REPORT_STATUSES);
export type ReportStatus = Static<typeof ReportStatus>;

export const ReportSettings = Type.Object(
  { currency: CurrencyCode, reportingScale: ReportingScale },
  { additionalProperties: false },
);
export type ReportSettings = Static<typeof ReportSettings>;

export const PeriodInfo = Type.Object(
  {
    month: Type.Integer({ minimum: 1, maximum: 12 }),
    quarter: Type.Integer({ minimum: 1, maximum: 4 }),
    year: Type.Integer({ minimum: 1900, maximum: 2999 }),
    /** The financial year, named by the calendar year in which it ends. */
    financialYear: Type.Integer({ minimum: 1900, maximum: 2999 }),
    /** The month's position in its financial year (1 = first month). */
    financialYearPeriod: Type.Integer({ minimum: 1, maximum: 24 }),
  },
  { additionalProperties: false },
);
export type PeriodInfo = Static<typeof PeriodInfo>;

export const ReportInstance = Type.Object(
  {
    _id: ObjectId,
    configId: ObjectId,
    config: Type.Object(
      { _id: ObjectId, key: Identifier, name: Translated, version: Version },
      { additionalProperties: false },
    ),
    /** The form versions this report is filed on (form key → version); it keeps rendering with them. */
    versions: Type.Record(Identifier, Version),
    client: Type.Object(
      {
        _id: ObjectId,
        key: Type.String({ minLength: 1 }),
        officialName: Type.String({ minLength: 1 }),
        name: Type.String({ minLength: 1 }),
      },
      { additionalProperties: false },
    ),
    schedule: Type.Object({ due: DateNumber }, { additionalProperties: false }),
    settings: ReportSettings,
    context: Type.Object(
      {
        category: FormCategory,
        text: Type.String({ minLength: 1 }),
        numeric: DateNumber,
        period: PeriodInfo,
      },
      { additionalProperties: false },
    ),
    status: ReportStatus,
    /** True when the report is still `created` after its due date. */
    overdue: Type.Boolean(),
    created: IsoDateTime,
    lastUpdated: IsoDateTime,
    reportedBy: Nullable(PersonRef),
    auditedBy: Nullable(PersonRef),
  },
  { additionalProperties: false },
);
export type ReportInstance = Static<typeof ReportInstance>;

/**
 * A stored value. Numeric and currency values are whole hundredths, percentual values hundredths of a
 * percent, dates yyyymmdd numbers, dropdowns their value string, booleans booleans.
 */
export const StoredValue = Type.Unsafe<number | string | boolean | null>({
  type: ["number", "string", "boolean", "null"],
  expected: "a stored value: a whole number of hundredths, a text, true/false or null",
});
export type StoredValue = number | string | boolean | null;

export const CovenantState = Type.Object(
  {
    breached: Type.Boolean(),
    alerted: Type.Boolean(),
    /** Reasons, action plan and timeframe to cure; required when breached. */
    breachMotivation: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type CovenantState = Static<typeof CovenantState>;

export const FormData = Type.Object(
  {
    /** Stored under its natural key `clientId:configKey:numeric` (the API's `formDataId`). */
    _id: Type.String({ minLength: 1 }),
    clientId: ObjectId,
    /** The form config (one version of it) the values were filed with. */
    configId: ObjectId,
    configKey: Identifier,
    version: Version,
    reportId: Type.Optional(ObjectId),
    context: Type.Object(
      {
        numeric: DateNumber,
        /** Financial year id: the year the financial year ends in, followed by 00 (202400). */
        financialId: Type.Integer({ minimum: 190000, maximum: 299900, multipleOf: 100 }),
        text: Type.Optional(Type.String()),
        periodType: PeriodType,
      },
      { additionalProperties: false },
    ),
    /** Typed values by field internal name (computed fields are not stored: the engine derives them). */
    values: Type.Record(Identifier, StoredValue),
    /** Currency values as typed, in hundredths of the report's scale (value / reportingScale). */
    reportedValues: Type.Optional(Type.Record(Identifier, Nullable(Type.Integer()))),
    covenantStatus: Type.Optional(Type.Record(Identifier, CovenantState)),
    lastUpdated: IsoDateTime,
  },
  { additionalProperties: false },
);
export type FormData = Static<typeof FormData>;
