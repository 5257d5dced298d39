// Form config (a template for one form) and report config (a bundle of forms filed together).
import { Type, type Static } from "@sinclair/typebox";
import { FieldDefinition } from "./field.js";
import {
  ClientType,
  Identifier,
  IsoDateTime,
  ObjectId,
  PersonRef,
  StringEnum,
  Translated,
  Version,
} from "./primitives.js";

export const FORM_CATEGORIES = ["organisation", "financial", "social", "statistics"] as const;
export const FormCategory = StringEnum(FORM_CATEGORIES);
export type FormCategory = Static<typeof FormCategory>;

/** The period one data point of the form covers. */
export const PERIOD_TYPES = ["month", "quarter", "year"] as const;
export const PeriodType = StringEnum(PERIOD_TYPES);
export type PeriodType = Static<typeof PeriodType>;

/** Whom the data belongs to. */
export const ContextTarget = StringEnum(["client", "investment"] as const);
export type ContextTarget = Static<typeof ContextTarget>;

/** A template's life: drafts may change; a published version never does (a change makes a new version). */
export const TemplateStatus = StringEnum(["draft", "published"] as const);
export type TemplateStatus = Static<typeof TemplateStatus>;

/** A step validation: `formula` must be true; false fires, null (missing data) does not. */
export const StepValidation = Type.Object(
  {
    /** Stable name; its translated message is `translations[validation.<key>]`. */
    key: Type.Optional(Identifier),
    validationType: StringEnum(["error", "warn"] as const),
    /** The message in English (the fallback). */
    validationMessage: Type.String({ minLength: 1 }),
    formula: Type.String({ minLength: 1 }),
    /** Fields that get the message; empty means the fields the formula references. */
    dependencies: Type.Optional(Type.Array(Identifier)),
  },
  { additionalProperties: false },
);
export type StepValidation = Static<typeof StepValidation>;

export const ChartField = Type.Object(
  { field: Identifier, chartType: StringEnum(["bar", "line"] as const) },
  { additionalProperties: false },
);
export type ChartField = Static<typeof ChartField>;

/** An extra translated string of the form (validation messages, captions). */
export const TranslationEntry = Type.Object(
  { key: Type.String({ minLength: 1 }), value: Translated },
  { additionalProperties: false },
);
export type TranslationEntry = Static<typeof TranslationEntry>;

export const FormConfig = Type.Object(
  {
    _id: Type.Optional(ObjectId),
    key: Identifier,
    version: Version,
    status: Type.Optional(TemplateStatus),
    publishedAt: Type.Optional(IsoDateTime),
    /** Who published the version (set by the studio's publishing; absent on older versions). */
    publishedBy: Type.Optional(PersonRef),
    name: Translated,
    guide: Type.Optional(Translated),
    context: Type.Object(
      { category: FormCategory, periodType: PeriodType, target: ContextTarget },
      { additionalProperties: false },
    ),
    /** `covenants` forms hold COVENANT fields and are filed with a single start button. */
    type: StringEnum(["form", "covenants"] as const),
    clientTypes: Type.Array(ClientType, { minItems: 1, uniqueItems: true }),
    grid: Type.Optional(
      Type.Object(
        {
          comparisonColumns: Type.Optional(
            Type.Array(StringEnum(["1FY", "1M", "1Y"] as const), { uniqueItems: true }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    settings: Type.Optional(
      Type.Object(
        {
          /** Currency values are typed in the report's scale (1/1000 …). */
          currencyScaled: Type.Optional(Type.Boolean()),
          /** The form is part of the Excel upload template. */
          uploadable: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
    ),
    chartFields: Type.Optional(Type.Array(ChartField)),
    fields: Type.Array(FieldDefinition, { minItems: 1 }),
    validations: Type.Optional(Type.Array(StepValidation)),
    translations: Type.Optional(Type.Array(TranslationEntry)),
  },
  { additionalProperties: false },
);
export type FormConfig = Static<typeof FormConfig>;

export const SCHEDULE_TYPES = ["monthly", "quarterly", "yearly"] as const;

export const ReportStep = Type.Object(
  {
    type: StringEnum(["form"] as const),
    required: Type.Boolean(),
    /** Only clients of these types file this step (all when absent). */
    clientTypes: Type.Optional(Type.Array(ClientType, { minItems: 1, uniqueItems: true })),
    config: Type.Object({ key: Identifier, version: Version }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type ReportStep = Static<typeof ReportStep>;

export const ReportConfig = Type.Object(
  {
    _id: Type.Optional(ObjectId),
    key: Identifier,
    version: Version,
    status: Type.Optional(TemplateStatus),
    publishedAt: Type.Optional(IsoDateTime),
    /** Who published the version (set by the studio's publishing; absent on older versions). */
    publishedBy: Type.Optional(PersonRef),
    name: Translated,
    guide: Type.Optional(Translated),
    category: FormCategory,
    scheduleType: StringEnum(SCHEDULE_TYPES),
    contextTarget: ContextTarget,
    clientTypes: Type.Array(ClientType, { minItems: 1, uniqueItems: true }),
    /** Days after the period end when the report is due. */
    dueAfterDays: Type.Integer({ minimum: 0, maximum: 366 }),
    steps: Type.Array(ReportStep, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type ReportConfig = Static<typeof ReportConfig>;
