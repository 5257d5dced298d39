// The central covenant catalogue and the covenants applied to investments, with their waivers.
import { Type, type Static } from "@sinclair/typebox";
import { WAIVER_TYPES } from "../coded-values.js";
import { CovenantValueType } from "./field.js";
import {
  DateNumber,
  Hundredths,
  Identifier,
  Nullable,
  ObjectId,
  Range,
  StringEnum,
  Translated,
} from "./primitives.js";

export const CovenantLink = Type.Object(
  {
    uri: Type.String({ format: "uri", expected: "a web address, e.g. https://example.org/guide" }),
    name: Type.String({ minLength: 1 }),
    guide: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type CovenantLink = Static<typeof CovenantLink>;

/** A covenant of the central catalogue (`covenantConfigs`). Range and threshold are in hundredths. */
export const CovenantConfig = Type.Object(
  {
    _id: Type.Optional(ObjectId),
    internalName: Identifier,
    name: Translated,
    guide: Type.Optional(Translated),
    links: Type.Array(CovenantLink),
    fieldType: CovenantValueType,
    /** Typical limits: the value must lie within [min, max]; outside is a breach. */
    range: Range,
    /** The level at which an alert is raised before the breach (see `covenantLevel`). */
    alertThreshold: Type.Integer({ minimum: 0, expected: "a non-negative whole number of hundredths" }),
    clientType: StringEnum(["MFI", "AGRO"] as const),
    /** The tested value, a formula over template fields (form-qualified). */
    formula: Type.String({ minLength: 1 }),
    /** From this date the covenant can no longer be chosen for new investments or waivers. */
    archived: Nullable(DateNumber),
    statistics: Type.Optional(
      Type.Object({ count: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type CovenantConfig = Static<typeof CovenantConfig>;

/** A central covenant as embedded in an investment covenant or a REPLACE waiver. */
export const CovenantRef = Type.Object(
  {
    _id: ObjectId,
    internalName: Identifier,
    name: Translated,
    guide: Type.Optional(Translated),
    archived: Nullable(DateNumber),
    fieldType: CovenantValueType,
  },
  { additionalProperties: false },
);
export type CovenantRef = Static<typeof CovenantRef>;

export { WAIVER_TYPES };

/** A waiver: DISABLE switches the covenant off; REPLACE tests another covenant; ALTER changes the limits. */
export const Waiver = Type.Object(
  {
    _id: ObjectId,
    waiverType: StringEnum(WAIVER_TYPES),
    startDate: DateNumber,
    endDate: DateNumber,
    centralCovenant: Type.Optional(CovenantRef),
    range: Type.Optional(Range),
    alertThreshold: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type Waiver = Static<typeof Waiver>;

export const InvestmentCovenant = Type.Object(
  {
    _id: ObjectId,
    /** The central covenant (named as in the spec, it holds the embedded covenant, not only its id). */
    centralCovenantId: CovenantRef,
    range: Range,
    alertThreshold: Hundredths,
    waivers: Type.Array(Waiver),
  },
  { additionalProperties: false },
);
export type InvestmentCovenant = Static<typeof InvestmentCovenant>;
