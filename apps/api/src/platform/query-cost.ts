// What a GraphQL request costs, priced from its document before anything runs, and the validation rule that
// refuses a request too big (QUERY_TOO_COMPLEX: more than MAX_QUERY_FIELDS fields) or too expensive
// (QUERY_TOO_EXPENSIVE). Counting fields cannot tell one `version` from one `wizard`; a price can: every field
// costs 1, every root field at least a database read, and the root fields that do real work weigh what they do
// (EXPENSIVE_FIELDS, below, with the reason for each weight). Lists multiply what they select by the page their
// `limit` asks for, and a few expensive fields may appear only so many times in one request, aliases counted.
//
// The price never depends on the request's variables: a variable that sets a page size or a list of periods is
// priced at the most the resolver accepts. So Mercurius validates a document once and keeps the verdict with the
// parsed document (its cache), and no choice of variables can slip an expensive document past the rule. Given
// `variables` (tests, or a hook that knows them), the same functions price them exactly.
import { GraphQLError, Kind, valueFromASTUntyped } from "graphql";
import type {
  ASTVisitor,
  ArgumentNode,
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ValueNode,
} from "graphql";
import { MAX_QUERY_FIELDS } from "./query-limits";

/** What one request may cost, in units (a field of the answer is one). */
export const MAX_QUERY_COST = 10_000;

/** The largest page any list answers (platform/input.ts `paging`): a variable or absent `limit` is priced at it. */
export const MAX_PAGE_SIZE = 100;

export const QUERY_TOO_EXPENSIVE = "QUERY_TOO_EXPENSIVE";
export const QUERY_TOO_COMPLEX = "QUERY_TOO_COMPLEX";

// The building blocks of the weights, in units. A unit is one field copied into the answer; the rest is
// scaled to the wizard, whose cost is measured (docs/api.md "Cost measured": 180 ms at 20 connections in
// memory, 5.7 s on FerretDB, about 0.3 s alone; 100–200 aliases of it held the server 35–200 s).

/** One database read: a page, a count, a document by id. The least any root field costs. */
const READ = 50;
/** The formula engine over every field of one form at one month (about a millisecond, reports/engine.ts). */
const FORM_AT_MONTH = 25;
/**
 * One client's form data over 25 months and more (reports/engine.ts `historyStart`): a range read of every form
 * the client files, decoded and handed to the engine. The start of every computed answer.
 */
const HISTORY = 4 * READ;
/** The steps of the largest report (mfiFinancialMonthly: 8 forms). */
const REPORT_STEPS = 8;
/**
 * Reads and computes every client in scope (the covenant monitor: 1 s in memory, a minute on FerretDB). Most of
 * the budget: such a field runs alone, with its selection, and never beside another one.
 */
const WHOLE_PORTFOLIO = 8_000;
/** scrypt at OWASP's N=2^17 (accounts/password.ts): 0.1–0.3 s of CPU and 128 MiB of memory per hash. */
const PASSWORD_HASH = 1_000;

export interface ExpensiveField {
  /** Units of one call, whatever it selects: the work its resolver does before answering. */
  cost: number;
  /** Calls allowed in one request (an operation), aliases counted and fragments expanded. */
  max: number;
  /**
   * Work that grows with a list argument: `units` more per item, at most `most` items (the resolver's own
   * limit; a variable counts as `most`). A field that answers a list answers one entry per item.
   */
  per?: { argument: string; units: number; most: number };
}

/**
 * The root fields that do more than read a page, by schema coordinate, with why each weighs what it does.
 * Every other root field costs READ, every other field 1. A test checks that each coordinate is in the schema.
 */
export const EXPENSIVE_FIELDS = {
  // The wizard: the client's history, the report, its notes and the open reports before it, then every
  // formula of every step at four scopes (current, -1M, -1Y, -1FY): 4 × 8 forms through the engine.
  "Query.wizard": { cost: HISTORY + 3 * READ + 4 * REPORT_STEPS * FORM_AT_MONTH, max: 3 },
  // The history from 25 months before the first period, the reports and the month's rates, then one form per
  // period, every field (flows of calendar years as twelve-month windows): at most 36 periods (the resolver's).
  "Query.financeQuery": {
    cost: HISTORY + 2 * READ,
    max: 3,
    per: { argument: "range", units: 2 * FORM_AT_MONTH, most: 36 },
  },
  // The history, then one engine evaluation per field asked (the resolver keeps the first 500).
  "Query.fieldScope": { cost: HISTORY + 2 * READ, max: 3, per: { argument: "fields", units: 1, most: 500 } },
  // The history, the report's currency and rates, and one form at one month.
  "Query.formsOfKey": { cost: HISTORY + 2 * READ + FORM_AT_MONTH, max: 3 },
  "Query.formData": { cost: HISTORY + 2 * READ + FORM_AT_MONTH, max: 3 },
  // The newest period, 37 months of history, 12 months of rates, then each chart field at 12 months and the
  // four summaries (about 150 evaluations of one field: six forms' worth).
  "Query.dashboard": { cost: HISTORY + 3 * READ + 6 * FORM_AT_MONTH, max: 2 },
  // The client's investments, their formulas and the history, then each covenant at the report's period.
  "Query.covenantChecks": { cost: HISTORY + 3 * READ + FORM_AT_MONTH, max: 3 },
  // The investment, the client, the formulas, the report and the history, then one formula explained.
  "Query.covenantExplanation": { cost: HISTORY + 4 * READ + FORM_AT_MONTH, max: 3 },
  // Every open investment in scope with its client's 36 months of data, each covenant at 13 periods.
  "Query.covenantMonitor": { cost: WHOLE_PORTFOLIO, max: 1 },
  // The report lists: a page and a count of reportInstances filtered by scope, status and text, plus the
  // clients in scope (a full scan on FerretDB, docs/operations.md).
  "Query.reports": { cost: 3 * READ, max: 3 },
  "Query.adminReports": { cost: 3 * READ, max: 3 },
  // A page, its count and its clients: 3 reads whatever its size (docs/api.md), plus the regional scope.
  "Query.investmentsPaged": { cost: 4 * READ, max: 3 },
  // Studio. A check compiles every formula of every published form with the candidate in place (an engine
  // compile: tens of milliseconds) and looks for dangling references in the reports and the covenants.
  "Query.checkTemplate": { cost: 2 * READ + 40 * FORM_AT_MONTH, max: 2 },
  // Recomputes up to 200 clients' last approved reports twice (published form, then draft): a portfolio.
  "Query.templateImpact": { cost: WHOLE_PORTFOLIO, max: 1 },
  // The client and 24 months of its form data, every value returned.
  "Query.studioPreviewData": { cost: READ + HISTORY, max: 2 },
  // Every published template of a kind, whole (hundreds of kilobytes of JSON to write out).
  "Query.publishedTemplates": { cost: HISTORY, max: 2 },
  // Every formula, validation, covenant and Excel mapping of the published catalogue searched for the field.
  // The studio asks one field per request, several requests at once (docs/api.md, work in flight).
  "Query.templateFieldUsages": { cost: 2 * READ, max: 5 },

  // Saves a step: the history, the report, the write, then the step recomputed and its validations.
  "Mutation.wizardSaveChanges": { cost: HISTORY + 3 * READ + REPORT_STEPS * FORM_AT_MONTH, max: 3 },
  // Every step's validations on the history, then the covenant tests of the audit entry (another history).
  "Mutation.wizardSubmit": { cost: 2 * HISTORY + 4 * READ + (REPORT_STEPS + 1) * FORM_AT_MONTH, max: 1 },
  // The covenant tests of the audit entry.
  "Mutation.wizardApprove": { cost: HISTORY + 4 * READ + FORM_AT_MONTH, max: 1 },
  "Mutation.wizardReject": { cost: HISTORY + 4 * READ + FORM_AT_MONTH, max: 1 },
  // The checks of checkTemplate, then the version written.
  "Mutation.publishTemplate": { cost: 4 * READ + 40 * FORM_AT_MONTH, max: 1 },
  // Exports read every client in scope and write a workbook before answering. The factsheet computes every
  // client's forms at every period asked (clients × periods up to a sheet's 16,384 columns): a portfolio. The
  // others read rows of every client in scope (thousands on the demo portfolio) and write one sheet of them:
  // forty reads' worth.
  "Mutation.createExport": { cost: WHOLE_PORTFOLIO, max: 1 },
  "Mutation.createReportsExport": { cost: 40 * READ, max: 1 },
  "Mutation.createExportInvestments": { cost: 40 * READ, max: 1 },
  "Mutation.createExportCovenants": { cost: 40 * READ, max: 1 },
  // Every month's rates read, one workbook written.
  "Mutation.createExportExchange": { cost: 10 * READ, max: 1 },
  // The report's stored data and history, then an Excel workbook built with a sheet per step (ExcelJS: styled
  // cells, data validations, formulas; about what computing the step costs again).
  "Mutation.exportTemplate": { cost: HISTORY + 4 * REPORT_STEPS * FORM_AT_MONTH, max: 1 },
  // A rates file (CSV or Excel, up to the 1 MiB body) read and checked; the upload also writes the month.
  "Mutation.previewExchangeRates": { cost: 10 * READ, max: 1 },
  "Mutation.uploadExchangeRates": { cost: 12 * READ, max: 1 },
  // A password hashed (the reset code and registration flows also have rate limits).
  "Mutation.updateUserPassword": { cost: PASSWORD_HASH, max: 1 },
  "Mutation.updateUserFromRegistration": { cost: PASSWORD_HASH, max: 1 },
} satisfies Record<string, ExpensiveField>;

const expensive: Readonly<Record<string, ExpensiveField | undefined>> = EXPENSIVE_FIELDS;

/** The price of one operation: its cost, its fields (fragments expanded), how often it calls each expensive field. */
export interface OperationPrice {
  cost: number;
  fields: number;
  calls: Map<string, number>;
}

const nothing = (): OperationPrice => ({ cost: 0, fields: 0, calls: new Map() });

export interface PricingOptions {
  /** The request's variables; without them a variable is priced at the worst the resolver accepts. */
  variables?: Readonly<Record<string, unknown>>;
}

// The schema is read by shape and by name, never with graphql's `isObjectType`-style predicates: those are
// `instanceof` checks, and Mercurius may build the schema with graphql's CommonJS build while this module gets
// its ES build (Vitest does), whose classes are other classes.

/** What the pricer reads of a field: its type (printed as `[Row!]!`) and its arguments. */
interface FieldShape {
  type: unknown;
  args: ReadonlyArray<{ name: string; defaultValue?: unknown }>;
}

/** The introspection fields of the query root, which no type lists. */
const META_FIELDS: Readonly<Record<string, FieldShape>> = {
  __schema: { type: "__Schema!", args: [] },
  __type: { type: "__Type", args: [{ name: "name" }] },
};

/** `[Row!]!` and `[Row]` are lists; `Row!` and `Row` are not. */
function isListType(type: unknown): boolean {
  const printed = String(type);
  return (printed.endsWith("!") ? printed.slice(0, -1) : printed).startsWith("[");
}

const namedTypeName = (type: unknown) => String(type).replace(/[[\]!]/g, "");

// Sums are capped so that a document built to overflow (fragments spread within fragments) stays a number.
const add = (a: number, b: number) => Math.min(Number.MAX_SAFE_INTEGER, a + b);
const times = (a: number, b: number) => Math.min(Number.MAX_SAFE_INTEGER, a * b);

/** Adds `from`, whose cost and calls count `factor` times (a list's rows); its fields count once. */
function merge(into: OperationPrice, from: OperationPrice, factor = 1): void {
  into.cost = add(into.cost, times(from.cost, factor));
  into.fields = add(into.fields, from.fields);
  for (const [coordinate, count] of from.calls)
    into.calls.set(coordinate, add(into.calls.get(coordinate) ?? 0, times(count, factor)));
}

/** Prices the operations of one document; a fragment once per page size it is spread under in an operation. */
class Pricer {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly priced = new Map<string, OperationPrice>();
  private readonly visiting = new Set<string>();
  private readonly roots: ReadonlySet<GraphQLNamedType>;
  private variableDefaults = new Map<string, unknown>();

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly options: PricingOptions,
  ) {
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(definition.name.value, definition);
    this.roots = new Set(
      [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
        (type): type is NonNullable<typeof type> => Boolean(type),
      ),
    );
  }

  operation(operation: OperationDefinitionNode): OperationPrice {
    const root = this.schema.getRootType(operation.operation);
    // A fragment's price may depend on the operation's variable defaults: priced afresh for each operation.
    this.priced.clear();
    this.variableDefaults = new Map(
      (operation.variableDefinitions ?? []).flatMap((definition) =>
        definition.defaultValue
          ? [[definition.variable.name.value, valueFromASTUntyped(definition.defaultValue)]]
          : [],
      ),
    );
    const price = nothing();
    if (root) merge(price, this.selections(operation.selectionSet, root, null));
    return price;
  }

  /** `pageSize`: the `limit` of the field that holds this selection, which its lists (`results`) answer. */
  private selections(
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType,
    pageSize: number | null,
  ): OperationPrice {
    const price = nothing();
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        merge(price, this.field(selection, parent, pageSize));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? this.schema.getType(selection.typeCondition.name.value)
          : parent;
        if (type) merge(price, this.selections(selection.selectionSet, type, pageSize));
      } else {
        merge(price, this.fragment(selection.name.value, pageSize));
      }
    }
    return price;
  }

  private fragment(name: string, pageSize: number | null): OperationPrice {
    const key = `${name}\u0000${pageSize}`;
    const known = this.priced.get(key);
    if (known) return known;
    const fragment = this.fragments.get(name);
    const type = fragment && this.schema.getType(fragment.typeCondition.name.value);
    // Unknown or cyclic: the standard rules report it.
    if (!fragment || !type || this.visiting.has(name)) return nothing();
    this.visiting.add(name);
    const price = this.selections(fragment.selectionSet, type, pageSize);
    this.visiting.delete(name);
    this.priced.set(key, price);
    return price;
  }

  private field(node: FieldNode, parent: GraphQLNamedType, pageSize: number | null): OperationPrice {
    const name = node.name.value;
    if (name === "__typename") return { cost: 1, fields: 1, calls: new Map() };
    const definition = this.definitionOf(parent, name);
    if (!definition) return nothing(); // unknown: the standard rules report it
    const coordinate = `${parent.name}.${name}`;
    const weight = expensive[coordinate];
    const isRoot = this.roots.has(parent) && !name.startsWith("__");

    // How many entries the field answers or works through, when an argument says so.
    let size: number | null = null;
    if (weight?.per) size = this.listLength(node, definition, weight.per.argument, weight.per.most);
    else if (definition.args.some((argument) => argument.name === "limit"))
      size = this.pageSize(node, definition);

    const own = weight ? add(weight.cost, times(weight.per?.units ?? 0, size ?? 0)) : isRoot ? READ : 1;
    const price: OperationPrice = { cost: own, fields: 1, calls: new Map(weight ? [[coordinate, 1]] : []) };
    if (!node.selectionSet) return price;

    const type = this.schema.getType(namedTypeName(definition.type));
    if (!type) return price;
    const isList = isListType(definition.type);
    // A list answers `size` entries (its own argument) or the page of the field holding it; an object with a
    // page size (ReportPage) hands it to its lists.
    const factor = isList ? (size ?? pageSize ?? 1) : 1;
    const handedDown = isList ? null : size;
    merge(price, this.selections(node.selectionSet, type, handedDown), factor);
    return price;
  }

  private definitionOf(parent: GraphQLNamedType, name: string): FieldShape | undefined {
    if (parent === this.schema.getQueryType() && META_FIELDS[name]) return META_FIELDS[name];
    // Objects and interfaces have fields; unions only `__typename`.
    const fields = (parent as { getFields?: () => Record<string, FieldShape | undefined> }).getFields?.();
    return fields?.[name];
  }

  /** The argument's value: a literal, a known variable, or `unknown` (a variable without its value). */
  private argumentValue(argument: ArgumentNode | undefined): unknown {
    if (!argument) return undefined;
    return this.value(argument.value);
  }

  private value(node: ValueNode): unknown {
    if (node.kind !== Kind.VARIABLE) {
      if (node.kind === Kind.LIST) return node.values.map((value) => this.value(value));
      return valueFromASTUntyped(node);
    }
    const name = node.name.value;
    const { variables } = this.options;
    if (!variables) return UNKNOWN;
    return name in variables ? variables[name] : this.variableDefaults.get(name);
  }

  private listLength(node: FieldNode, definition: FieldShape, argumentName: string, most: number): number {
    const value = this.argumentValue(
      node.arguments?.find((argument) => argument.name.value === argumentName),
    );
    if (value === UNKNOWN) return most;
    if (value === undefined || value === null) {
      const fallback = definition.args.find((argument) => argument.name === argumentName)?.defaultValue;
      return Array.isArray(fallback) ? Math.min(most, fallback.length) : 0;
    }
    // GraphQL takes a single value for a list argument as a list of one.
    return Math.min(most, Array.isArray(value) ? value.length : 1);
  }

  private pageSize(node: FieldNode, definition: FieldShape): number {
    const value = this.argumentValue(node.arguments?.find((argument) => argument.name.value === "limit"));
    const fallback = definition.args.find((argument) => argument.name === "limit")?.defaultValue;
    const asked =
      value === UNKNOWN
        ? MAX_PAGE_SIZE
        : typeof value === "number"
          ? value
          : typeof fallback === "number"
            ? fallback
            : MAX_PAGE_SIZE;
    return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(asked)));
  }
}

const UNKNOWN = Symbol("a variable whose value is not known");

/** The price of each operation of a document, by operation name (`""` for an anonymous one). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: PricingOptions = {},
): Map<string, OperationPrice> {
  const pricer = new Pricer(schema, document, options);
  const prices = new Map<string, OperationPrice>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION)
      prices.set(definition.name?.value ?? "", pricer.operation(definition));
  return prices;
}

const units = (value: number) => value.toLocaleString("en-US");

export interface Refusal {
  message: string;
  extensions: {
    code: typeof QUERY_TOO_EXPENSIVE | typeof QUERY_TOO_COMPLEX;
    cost?: number;
    limit?: number;
    /** The expensive fields asked more often than one request may ask them. */
    fields?: Array<{ field: string; count: number; max: number }>;
  };
}

export interface Limits {
  /** Fields one operation may select, fragments expanded and aliases counted. */
  fields: number;
  /** Units one operation may cost. */
  cost: number;
}

/**
 * Why an operation is refused, or null, said in one error (Mercurius answers a lone validation error with HTTP
 * 400, several with 200): too many fields; else over the budget, or an expensive field asked too often, or both.
 */
export function refusalOf(
  price: OperationPrice,
  limits: Limits = { fields: MAX_QUERY_FIELDS, cost: MAX_QUERY_COST },
): Refusal | null {
  if (price.fields > limits.fields)
    return {
      message: `The query selects more than ${limits.fields} fields; ask for less at a time`,
      extensions: { code: QUERY_TOO_COMPLEX },
    };
  const fields = [...price.calls].flatMap(([coordinate, count]) => {
    const max = expensive[coordinate]?.max;
    return max !== undefined && count > max
      ? [{ field: coordinate.slice(coordinate.indexOf(".") + 1), count, max }]
      : [];
  });
  const overBudget = price.cost > limits.cost;
  if (!overBudget && fields.length === 0) return null;
  const asked = fields
    .map(({ field, count, max }) => `${field} ${units(count)} times (at most ${max} in one request)`)
    .join(" and ");
  const message = overBudget
    ? `This request costs ${units(price.cost)}, more than the ${units(limits.cost)} one request may cost` +
      (asked ? `, and asks for ${asked}` : "") +
      ": ask for less at a time (fewer fields or aliases, smaller pages, fewer periods)"
    : `This request asks for ${asked}: ask for less at a time (the others in further requests)`;
  return {
    message,
    extensions: {
      code: QUERY_TOO_EXPENSIVE,
      cost: price.cost,
      limit: limits.cost,
      ...(fields.length > 0 ? { fields } : {}),
    },
  };
}

/**
 * The validation rule: refuses each operation selecting more than `fields` fields (QUERY_TOO_COMPLEX), costing
 * more than `cost`, or asking an expensive field more often than it may be (QUERY_TOO_EXPENSIVE), with one error
 * (HTTP 400 from Mercurius). Nothing has run yet.
 */
export function queryCostRule(options: PricingOptions & Partial<Limits> = {}) {
  const limits: Limits = { fields: options.fields ?? MAX_QUERY_FIELDS, cost: options.cost ?? MAX_QUERY_COST };
  return (context: ValidationContext): ASTVisitor => {
    let pricer: Pricer | null = null;
    return {
      OperationDefinition(operation) {
        pricer ??= new Pricer(context.getSchema(), context.getDocument(), options);
        const refusal = refusalOf(pricer.operation(operation), limits);
        if (refusal)
          context.reportError(
            new GraphQLError(refusal.message, { nodes: [operation], extensions: { ...refusal.extensions } }),
          );
      },
    };
  };
}
