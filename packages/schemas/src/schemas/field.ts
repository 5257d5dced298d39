// The field definition: one row of a form template. Fields form a tree (fieldsets and subtotals hold
// children) at most four levels deep; the JSON Schema enforces the depth, the TypeScript type is recursive.
import { Type, type Static } from "@sinclair/typebox";
import { Identifier, Nullable, StringEnum, Translated } from "./primitives.js";

/** Field types of the spec (2 §3). `fieldset` groups children; `COVENANT` shows a covenant test. */
export const FIELD_TYPES = [
  "numeric",
  "currency",
  "percentual",
  "date",
  "dropdown",
  "text",
  "textarea",
  "fieldset",
  "COVENANT",
  "boolean",
] as const;
export const FieldType = StringEnum(FIELD_TYPES);
export type FieldType = Static<typeof FieldType>;

/** Field types whose value is a number the formula engine works with. */
export const NUMBER_FIELD_TYPES = ["numeric", "currency", "percentual", "COVENANT"] as const;

/** Value types a covenant (or a covenant field) can have. */
export const COVENANT_VALUE_TYPES = ["percentual", "currency", "numeric"] as const;
export const CovenantValueType = StringEnum(COVENANT_VALUE_TYPES);
export type CovenantValueType = Static<typeof CovenantValueType>;

/** Stock: a month-end balance (the default). Flow: an amount reported financial-year-to-date. */
export const FieldKind = StringEnum(["stock", "flow"] as const);
export type FieldKind = Static<typeof FieldKind>;

/** Display units for numeric fields (ratios in times, days, counts…). */
export const NUMERIC_UNITS = [
  "count",
  "times",
  "days",
  "years",
  "tonnes",
  "hectares",
  "hours",
  "score",
] as const;

export const FieldSettings = Type.Object(
  {
    /** For COVENANT fields: the type of the tested value (mirrors the field's `fieldType`). */
    fieldType: Type.Optional(CovenantValueType),
    /** `BLOCK` renders the row as a section header spanning the grid. */
    type: Type.Optional(StringEnum(["BLOCK"] as const)),
    /** Set by the studio when a field's presentation changed in a new version. */
    updatedUI: Type.Optional(Type.Boolean()),
    /** Display unit for numeric fields. */
    unit: Type.Optional(StringEnum(NUMERIC_UNITS)),
    /** Decimals shown (values are always stored with two). */
    decimals: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  },
  { additionalProperties: false },
);
export type FieldSettings = Static<typeof FieldSettings>;

/** Generic input rules (spec 2 §5 "Generic field rules"). Bounds are in display units (5 means 5 % for percentual). */
export const FieldRules = Type.Object(
  {
    required: Type.Optional(Type.Boolean()),
    allowNegative: Type.Optional(Type.Boolean()),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    minLength: Type.Optional(Type.Integer({ minimum: 0 })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1 })),
    format: Type.Optional(StringEnum(["email", "telephone", "url", "number", "date"] as const)),
    pattern: Type.Optional(Type.String({ minLength: 1 })),
  },
  { additionalProperties: false },
);
export type FieldRules = Static<typeof FieldRules>;

export const DropdownValue = Type.Object(
  { value: Type.String({ minLength: 1 }), label: Translated },
  { additionalProperties: false },
);
export type DropdownValue = Static<typeof DropdownValue>;

/** Presentation hints for the tree grid. */
export const GridConfig = Type.Object(
  {
    bold: Type.Optional(Type.Boolean()),
    highlight: Type.Optional(Type.Boolean()),
    collapsed: Type.Optional(Type.Boolean()),
    hideComparisons: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type GridConfig = Static<typeof GridConfig>;

const fieldProperties = {
  internalName: Identifier,
  name: Translated,
  type: FieldType,
  /** For COVENANT fields: the type of the covenant value. */
  fieldType: Type.Optional(CovenantValueType),
  settings: Type.Optional(FieldSettings),
  /** A formula in the Ledgerline formula language; a field with a formula is computed, not typed. */
  formula: Type.Optional(Nullable(Type.String({ minLength: 1 }))),
  kind: Type.Optional(FieldKind),
  validations: Type.Optional(FieldRules),
  editable: Type.Optional(Type.Boolean()),
  dropdownVals: Type.Optional(Type.Array(DropdownValue, { minItems: 1 })),
  adminOnly: Type.Optional(Type.Boolean()),
  visible: Type.Optional(Type.Boolean()),
  gridConfig: Type.Optional(GridConfig),
  guide: Type.Optional(Translated),
};

/** Everything a field has except its children. */
export const FieldCore = Type.Object(fieldProperties, { additionalProperties: false });

/** Fields nest at most this many levels (a top-level field is level 1). */
export const MAX_FIELD_DEPTH = 4;

function fieldAtLevel(level: number): ReturnType<typeof Type.Object> {
  if (level >= MAX_FIELD_DEPTH) return Type.Object(fieldProperties, { additionalProperties: false });
  return Type.Object(
    { ...fieldProperties, children: Type.Optional(Type.Array(fieldAtLevel(level + 1))) },
    { additionalProperties: false },
  );
}

/** A field definition with its children (at most four levels in all). */
export type FieldDefinition = Static<typeof FieldCore> & { children?: FieldDefinition[] };
export const FieldDefinition = Type.Unsafe<FieldDefinition>(fieldAtLevel(1));
