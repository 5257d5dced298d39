// What changed between two versions of a template, for the studio's review and the publication's audit.
import { compareVersions } from "../catalogue/index.js";
import type { FieldDefinition } from "../schemas/field.js";
import type { FormConfig, ReportConfig, ReportStep, StepValidation } from "../schemas/formConfig.js";

export type ConfigChangeKind = "added" | "removed" | "changed" | "moved";

export interface ConfigChange {
  readonly kind: ConfigChangeKind;
  /** e.g. "fields.totalAssets.formula", "fields.newField", "validations[1]", "name.fr", "steps[2]" */
  readonly path: string;
  readonly before?: unknown;
  readonly after?: unknown;
}

/** Properties that are bookkeeping of a version, not its content. */
const IGNORED = new Set(["_id", "version", "status", "publishedAt", "publishedBy"]);
const FORM_ORDER = [
  "key",
  "name",
  "guide",
  "context",
  "type",
  "clientTypes",
  "grid",
  "settings",
  "chartFields",
  "fields",
  "validations",
  "translations",
];
const REPORT_ORDER = [
  "key",
  "name",
  "guide",
  "category",
  "scheduleType",
  "contextTarget",
  "clientTypes",
  "dueAfterDays",
  "steps",
];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON values (key order does not matter). */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => equal(item, b[i]))
    );
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!equal(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** Keys of two objects: those of `order` first (in that order), then the others alphabetically. */
function keysOf(
  before: object,
  after: object,
  order: readonly string[],
  skip: ReadonlySet<string>,
): string[] {
  const present = new Set([...Object.keys(before), ...Object.keys(after)].filter((k) => !skip.has(k)));
  const known = order.filter((key) => present.has(key));
  const rest = [...present].filter((key) => !order.includes(key)).sort();
  return [...known, ...rest];
}

/**
 * Changes of one property: objects on both sides (translated texts, settings, context…) change key by key
 * (`name.fr`), anything else as a whole.
 */
function diffValue(path: string, before: unknown, after: unknown, out: ConfigChange[]): void {
  if (equal(before, after)) return;
  if (before === undefined) {
    out.push({ kind: "added", path, after });
  } else if (after === undefined) {
    out.push({ kind: "removed", path, before });
  } else if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of keysOf(before, after, [], new Set())) {
      const b = before[key];
      const a = after[key];
      if (equal(b, a)) continue;
      if (b === undefined) out.push({ kind: "added", path: `${path}.${key}`, after: a });
      else if (a === undefined) out.push({ kind: "removed", path: `${path}.${key}`, before: b });
      else out.push({ kind: "changed", path: `${path}.${key}`, before: b, after: a });
    }
  } else {
    out.push({ kind: "changed", path, before, after });
  }
}

/** Longest common subsequence of two lists of distinct names: the names that kept their relative order. */
function keptOrder(before: readonly string[], after: readonly string[]): Set<string> {
  const n = before.length;
  const m = after.length;
  const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i]![j] =
        before[i] === after[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      kept.add(before[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

interface Placed<T> {
  readonly item: T;
  readonly parent: string | null;
  readonly index: number;
}

/** Items of a list matched by identity: added, removed, moved (out of the kept order) and changed. */
function moves(
  beforeOrder: readonly string[],
  afterOrder: readonly string[],
  common: ReadonlySet<string>,
): Set<string> {
  const kept = keptOrder(
    beforeOrder.filter((id) => common.has(id)),
    afterOrder.filter((id) => common.has(id)),
  );
  return new Set([...common].filter((id) => !kept.has(id)));
}

function withoutChildren(field: FieldDefinition): Omit<FieldDefinition, "children"> {
  const { children: _children, ...rest } = field;
  return rest;
}

/** Fields by internalName anywhere in the tree (the first of a repeated name), in tree order. */
function placedFields(fields: unknown): Map<string, Placed<FieldDefinition>> {
  const out = new Map<string, Placed<FieldDefinition>>();
  const visit = (list: unknown, parent: string | null) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw: unknown, index) => {
      if (!isPlainObject(raw) || typeof raw.internalName !== "string") return;
      const field = raw as unknown as FieldDefinition;
      if (!out.has(field.internalName)) out.set(field.internalName, { item: field, parent, index });
      visit(field.children, field.internalName);
    });
  };
  visit(fields, null);
  return out;
}

function diffFields(before: unknown, after: unknown, out: ConfigChange[]): void {
  const old = placedFields(before);
  const now = placedFields(after);
  // Fields that stayed under the same parent: moved when they left the order of their siblings.
  const childrenOf = (placed: Map<string, Placed<FieldDefinition>>) => {
    const byParent = new Map<string | null, string[]>();
    for (const [name, { parent }] of placed) {
      const list = byParent.get(parent);
      if (list) list.push(name);
      else byParent.set(parent, [name]);
    }
    return byParent;
  };
  const oldChildren = childrenOf(old);
  const nowChildren = childrenOf(now);
  const moved = new Set<string>();
  for (const [name, placed] of now) {
    const previous = old.get(name);
    if (previous && previous.parent !== placed.parent) moved.add(name);
  }
  for (const [parent, names] of nowChildren) {
    const previousNames = oldChildren.get(parent) ?? [];
    const common = new Set(names.filter((name) => old.get(name)?.parent === parent));
    for (const name of moves(previousNames, names, common)) moved.add(name);
  }

  // Removed fields are reported after the nearest field before them (in the old tree) that is still there.
  const removedAfter = new Map<string | null, string[]>();
  let anchor: string | null = null;
  for (const name of old.keys()) {
    if (now.has(name)) {
      anchor = name;
      continue;
    }
    const list = removedAfter.get(anchor);
    if (list) list.push(name);
    else removedAfter.set(anchor, [name]);
  }
  const emitRemoved = (at: string | null) => {
    for (const name of removedAfter.get(at) ?? []) {
      out.push({ kind: "removed", path: `fields.${name}`, before: withoutChildren(old.get(name)!.item) });
    }
  };

  emitRemoved(null);
  for (const [name, placed] of now) {
    const path = `fields.${name}`;
    const previous = old.get(name);
    if (!previous) {
      out.push({ kind: "added", path, after: withoutChildren(placed.item) });
    } else {
      if (moved.has(name)) {
        out.push({
          kind: "moved",
          path,
          before: { parent: previous.parent, index: previous.index },
          after: { parent: placed.parent, index: placed.index },
        });
      }
      const b = withoutChildren(previous.item) as Record<string, unknown>;
      const a = withoutChildren(placed.item) as Record<string, unknown>;
      for (const key of keysOf(b, a, [], new Set(["internalName"])))
        diffValue(`${path}.${key}`, b[key], a[key], out);
    }
    emitRemoved(name);
  }
}

/** Items of an array matched by an identity: added, removed, moved and changed property by property. */
function diffList<T extends object>(
  name: string,
  before: readonly T[],
  after: readonly T[],
  identity: (item: T, index: number) => string,
  out: ConfigChange[],
): void {
  const ids = (list: readonly T[]) => {
    const map = new Map<string, number>();
    list.forEach((item, i) => {
      const id = identity(item, i);
      if (!map.has(id)) map.set(id, i);
    });
    return map;
  };
  const old = ids(before);
  const now = ids(after);
  const common = new Set([...now.keys()].filter((id) => old.has(id)));
  const moved = moves([...old.keys()], [...now.keys()], common);
  const removedAfter = new Map<string | null, string[]>();
  let anchor: string | null = null;
  for (const id of old.keys()) {
    if (now.has(id)) {
      anchor = id;
      continue;
    }
    const list = removedAfter.get(anchor);
    if (list) list.push(id);
    else removedAfter.set(anchor, [id]);
  }
  const emitRemoved = (at: string | null) => {
    for (const id of removedAfter.get(at) ?? []) {
      const index = old.get(id)!;
      out.push({ kind: "removed", path: `${name}[${index}]`, before: before[index] });
    }
  };
  emitRemoved(null);
  for (const [id, index] of now) {
    const path = `${name}[${index}]`;
    const previousIndex = old.get(id);
    const item = after[index]!;
    if (previousIndex === undefined) {
      out.push({ kind: "added", path, after: item });
    } else {
      if (moved.has(id)) out.push({ kind: "moved", path, before: previousIndex, after: index });
      const b = before[previousIndex] as Record<string, unknown>;
      const a = item as Record<string, unknown>;
      for (const key of keysOf(b, a, [], new Set())) diffValue(`${path}.${key}`, b[key], a[key], out);
    }
    emitRemoved(id);
  }
}

function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** What changed from `before` to `after`: fields matched by internalName anywhere in the tree (added, removed, moved to another parent or position, each changed property as its own change), validations by key when present else by index, and top-level properties (name/guide per language, context, clientTypes, settings, grid, translations...). Ignores _id, version, status, publishedAt, publishedBy. Stable order: tree order. */
export function diffFormConfigs(before: FormConfig, after: FormConfig): ConfigChange[] {
  const out: ConfigChange[] = [];
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  for (const key of keysOf(b, a, FORM_ORDER, IGNORED)) {
    if (key === "fields") diffFields(b.fields, a.fields, out);
    else if (key === "validations") {
      diffList(
        "validations",
        listOf<StepValidation>(b.validations),
        listOf<StepValidation>(a.validations),
        (validation, i) => (typeof validation.key === "string" ? `key:${validation.key}` : `index:${i}`),
        out,
      );
    } else diffValue(key, b[key], a[key], out);
  }
  return out;
}

/** What changed from one report config to another: top-level properties, and steps matched by their form key. */
export function diffReportConfigs(before: ReportConfig, after: ReportConfig): ConfigChange[] {
  const out: ConfigChange[] = [];
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  for (const key of keysOf(b, a, REPORT_ORDER, IGNORED)) {
    if (key === "steps") {
      diffList(
        "steps",
        listOf<ReportStep>(b.steps),
        listOf<ReportStep>(a.steps),
        (step, i) => (typeof step.config?.key === "string" ? `form:${step.config.key}` : `index:${i}`),
        out,
      );
    } else diffValue(key, b[key], a[key], out);
  }
  return out;
}

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/** The version a new publication gets: the highest of `published` with its minor part raised ("1.0.0","1.2.0" → "1.3.0"); "1.0.0" when none. */
export function nextVersion(published: readonly string[]): string {
  const versions = published.filter((version) => typeof version === "string" && VERSION.test(version));
  if (versions.length === 0) return "1.0.0";
  const highest = versions.reduce((max, version) => (compareVersions(version, max) > 0 ? version : max));
  const [, major, minor] = VERSION.exec(highest)!;
  return `${Number(major)}.${Number(minor) + 1}.0`;
}
