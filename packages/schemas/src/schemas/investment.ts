// Investments: loans and equity stakes of the provider's funds in a client.
import { Type, type Static } from "@sinclair/typebox";
import { REPORTING_PERIODICITIES } from "../coded-values.js";
import { InvestmentCovenant } from "./covenants.js";
import {
  ClientType,
  CurrencyCode,
  DateNumber,
  Hundredths,
  MonthNumber,
  Nullable,
  ObjectId,
  StringEnum,
} from "./primitives.js";

export { REPORTING_PERIODICITIES };
export const ReportingPeriodicity = StringEnum(REPORTING_PERIODICITIES);
export type ReportingPeriodicity = Static<typeof ReportingPeriodicity>;

const NamedRef = Type.Object(
  { _id: ObjectId, name: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);

export const Investment = Type.Object(
  {
    _id: ObjectId,
    /** The id in the provider's loan system (shown as TM1 id). */
    importedId: Type.String({ minLength: 1 }),
    client: NamedRef,
    clientType: ClientType,
    fund: Type.Object(
      { _id: ObjectId, name: Type.String({ minLength: 1 }), reportingPeriodicity: ReportingPeriodicity },
      { additionalProperties: false },
    ),
    product: NamedRef,
    currency: CurrencyCode,
    /** Country name of the client. */
    country: Type.String({ minLength: 1 }),
    /** Outstanding amount in hundredths of `currency`. */
    outstandingAmount: Hundredths,
    firstDisbursementDate: DateNumber,
    finalMaturityDate: DateNumber,
    /** Set when the investment is closed. */
    endedAt: Nullable(DateNumber),
    lastReportedMonth: Nullable(MonthNumber),
    reportingPeriodicity: ReportingPeriodicity,
    investmentManagers: Type.Array(
      Type.Object(
        {
          _id: ObjectId,
          name: Type.String({ minLength: 1 }),
          startAt: DateNumber,
          endedAt: Nullable(DateNumber),
        },
        { additionalProperties: false },
      ),
    ),
    covenants: Type.Array(InvestmentCovenant),
  },
  { additionalProperties: false },
);
export type Investment = Static<typeof Investment>;
