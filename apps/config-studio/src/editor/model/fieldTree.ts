// Tree operations on a form config's fields. Every operation is pure: it returns a new config (sharing the
// untouched branches) or a refusal, and never writes into the given one, which may be a frozen catalogue object.
import type { FieldDefinition, FormConfig } from "@ledgerline/schemas";
import { MAX_FIELD_DEPTH } from "@ledgerline/schemas";

/** Indices from the top-level list down to a field: [2, 0] is the first child of the third field. */
export type FieldPath = readonly number[];

export interface FieldLocation {
  readonly field: FieldDefinition;
  readonly path: FieldPath;
  /** 1 for a top-level field. */
  readonly depth: number;
}

/** Why an operation did not happen (the editor shows a translated sentence per reason). */
export type TreeRefusal =
  | "not-found"
  | "too-deep"
  | "not-a-container"
  | "no-previous-sibling"
  | "at-top-level"
  | "at-edge"
  | "into-itself"
  | "last-field"
  | "invalid-name"
  | "name-taken";

export type TreeResult =
  | { readonly ok: true; readonly config: FormConfig; readonly selected: string }
  | { readonly ok: false; readonly reason: TreeRefusal };

export type DropPosition = "before" | "after" | "inside";

/** The pattern of an internal name (Identifier in @ledgerline/schemas). */
export const INTERNAL_NAME_PATTERN = /^[a-z][A-Za-z0-9]*$/;

const refuse = (reason: TreeRefusal): TreeResult => ({ ok: false, reason });

function fieldsOf(config: FormConfig): readonly FieldDefinition[] {
  return Array.isArray(config.fields) ? config.fields : [];
}

/** Every field, depth first in display order, with where it is. */
export function allFields(config: FormConfig): FieldLocation[] {
  const out: FieldLocation[] = [];
  const visit = (list: readonly FieldDefinition[], path: FieldPath) => {
    list.forEach((field, index) => {
      const here = [...path, index];
      out.push({ field, path: here, depth: here.length });
      if (Array.isArray(field.children)) visit(field.children, here);
    });
  };
  visit(fieldsOf(config), []);
  return out;
}

export function findField(config: FormConfig, internalName: string): FieldLocation | undefined {
  return allFields(config).find((entry) => entry.field.internalName === internalName);
}

/** A field and its descendants' internal names (what a deletion removes). */
export function namesInSubtree(field: FieldDefinition): string[] {
  return [field.internalName, ...(field.children ?? []).flatMap(namesInSubtree)];
}

/** Levels a field occupies: 1 without children, 2 with children only, … */
export function subtreeHeight(field: FieldDefinition): number {
  const children = field.children ?? [];
  return children.length === 0 ? 1 : 1 + Math.max(...children.map(subtreeHeight));
}

/** A field may hold children when it is a fieldset, or already holds some (a subtotal). */
export function isContainer(field: FieldDefinition): boolean {
  return field.type === "fieldset" || (field.children?.length ?? 0) > 0;
}

/** `base`, else `base2`, `base3`… — the first name no field of the form has. */
export function proposeInternalName(config: FormConfig, base = "newField"): string {
  const taken = new Set(allFields(config).map((entry) => entry.field.internalName));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** A new numeric field with an English label (the other languages fall back to it until translated). */
export function newField(internalName: string, label = "New field"): FieldDefinition {
  return { internalName, name: { en: label }, type: "numeric" };
}

// ----------------------------------------------------------------------------- path plumbing

function siblingsAt(fields: readonly FieldDefinition[], parentPath: FieldPath): readonly FieldDefinition[] {
  let list = fields;
  for (const index of parentPath) list = list[index]?.children ?? [];
  return list;
}

/** The fields with the list at `parentPath` replaced by `update(list)`; ancestors are copied, nothing mutated. */
function withSiblings(
  fields: readonly FieldDefinition[],
  parentPath: FieldPath,
  update: (list: readonly FieldDefinition[]) => FieldDefinition[],
): FieldDefinition[] {
  if (parentPath.length === 0) return update(fields);
  const [index, ...rest] = parentPath as [number, ...number[]];
  return fields.map((field, i) => {
    if (i !== index) return field;
    const children = withSiblings(field.children ?? [], rest, update);
    return withChildren(field, children);
  });
}

/** A copy of the field with these children (none → no `children` key, as the catalogue writes leaves). */
function withChildren(field: FieldDefinition, children: FieldDefinition[]): FieldDefinition {
  const { children: _old, ...rest } = field;
  return children.length > 0 ? { ...rest, children } : rest;
}

function withFields(config: FormConfig, fields: FieldDefinition[]): FormConfig {
  return { ...config, fields };
}

const parentOf = (path: FieldPath): FieldPath => path.slice(0, -1);
const lastIndex = (path: FieldPath): number => path[path.length - 1]!;

function removeAt(config: FormConfig, path: FieldPath): FieldDefinition[] {
  const index = lastIndex(path);
  return withSiblings(fieldsOf(config), parentOf(path), (list) => list.filter((_, i) => i !== index));
}

function insertAt(
  fields: readonly FieldDefinition[],
  parentPath: FieldPath,
  index: number,
  field: FieldDefinition,
): FieldDefinition[] {
  return withSiblings(fields, parentPath, (list) => [...list.slice(0, index), field, ...list.slice(index)]);
}

/** The path `path` will have once the field at `removed` is taken out of the tree. */
function pathAfterRemoval(path: FieldPath, removed: FieldPath): FieldPath {
  const parent = parentOf(removed);
  if (path.length < removed.length) return path;
  const sameParent = parent.every((index, i) => path[i] === index);
  const at = removed.length - 1;
  if (sameParent && path[at]! > removed[at]!)
    return [...path.slice(0, at), path[at]! - 1, ...path.slice(at + 1)];
  return path;
}

// ----------------------------------------------------------------------------- operations

export interface AddFieldOptions {
  /** Where: after this field (as its next sibling), or inside it (as its last child). Absent: at the end. */
  readonly relativeTo?: string;
  readonly as?: "sibling" | "child";
  readonly field?: FieldDefinition;
}

export function addField(config: FormConfig, options: AddFieldOptions = {}): TreeResult {
  const field = options.field ?? newField(proposeInternalName(config));
  if (findField(config, field.internalName)) return refuse("name-taken");
  if (!options.relativeTo) {
    return {
      ok: true,
      config: withFields(config, [...fieldsOf(config), field]),
      selected: field.internalName,
    };
  }
  const anchor = findField(config, options.relativeTo);
  if (!anchor) return refuse("not-found");
  if (options.as === "child") {
    if (!isContainer(anchor.field)) return refuse("not-a-container");
    if (anchor.depth + subtreeHeight(field) > MAX_FIELD_DEPTH) return refuse("too-deep");
    const fields = insertAt(fieldsOf(config), anchor.path, anchor.field.children?.length ?? 0, field);
    return { ok: true, config: withFields(config, fields), selected: field.internalName };
  }
  if (anchor.depth - 1 + subtreeHeight(field) > MAX_FIELD_DEPTH) return refuse("too-deep");
  const fields = insertAt(fieldsOf(config), parentOf(anchor.path), lastIndex(anchor.path) + 1, field);
  return { ok: true, config: withFields(config, fields), selected: field.internalName };
}

/** Deletes a field with its children. The selection goes to the next sibling, else the previous, else the parent. */
export function deleteField(config: FormConfig, internalName: string): TreeResult {
  const found = findField(config, internalName);
  if (!found) return refuse("not-found");
  if (found.depth === 1 && fieldsOf(config).length === 1) return refuse("last-field");
  const siblings = siblingsAt(fieldsOf(config), parentOf(found.path));
  const index = lastIndex(found.path);
  const neighbour = siblings[index + 1] ?? siblings[index - 1];
  const parent = found.depth > 1 ? findFieldAt(config, parentOf(found.path)) : undefined;
  const selected = neighbour?.internalName ?? parent?.internalName ?? "";
  return { ok: true, config: withFields(config, removeAt(config, found.path)), selected };
}

function findFieldAt(config: FormConfig, path: FieldPath): FieldDefinition | undefined {
  return siblingsAt(fieldsOf(config), parentOf(path))[lastIndex(path)];
}

/** Swaps a field with its previous (-1) or next (+1) sibling. */
export function moveField(config: FormConfig, internalName: string, direction: -1 | 1): TreeResult {
  const found = findField(config, internalName);
  if (!found) return refuse("not-found");
  const index = lastIndex(found.path);
  const siblings = siblingsAt(fieldsOf(config), parentOf(found.path));
  const target = index + direction;
  if (target < 0 || target >= siblings.length) return refuse("at-edge");
  const fields = withSiblings(fieldsOf(config), parentOf(found.path), (list) => {
    const next = [...list];
    [next[index], next[target]] = [next[target]!, next[index]!];
    return next;
  });
  return { ok: true, config: withFields(config, fields), selected: internalName };
}

/** Makes a field the last child of its previous sibling, when that sibling can hold children. */
export function indentField(config: FormConfig, internalName: string): TreeResult {
  const found = findField(config, internalName);
  if (!found) return refuse("not-found");
  const index = lastIndex(found.path);
  if (index === 0) return refuse("no-previous-sibling");
  const previous = siblingsAt(fieldsOf(config), parentOf(found.path))[index - 1]!;
  return moveFieldTo(config, internalName, previous.internalName, "inside");
}

/** Makes a field the next sibling of its parent. */
export function outdentField(config: FormConfig, internalName: string): TreeResult {
  const found = findField(config, internalName);
  if (!found) return refuse("not-found");
  if (found.depth === 1) return refuse("at-top-level");
  const parent = findFieldAt(config, parentOf(found.path))!;
  return moveFieldTo(config, internalName, parent.internalName, "after");
}

/** Drag and drop: puts a field (with its children) before, after or inside (as last child of) another. */
export function moveFieldTo(
  config: FormConfig,
  internalName: string,
  targetName: string,
  position: DropPosition,
): TreeResult {
  const found = findField(config, internalName);
  const target = findField(config, targetName);
  if (!found || !target) return refuse("not-found");
  if (namesInSubtree(found.field).includes(targetName)) return refuse("into-itself");
  const height = subtreeHeight(found.field);
  if (position === "inside") {
    if (!isContainer(target.field)) return refuse("not-a-container");
    if (target.depth + height > MAX_FIELD_DEPTH) return refuse("too-deep");
  } else if (target.depth - 1 + height > MAX_FIELD_DEPTH) return refuse("too-deep");
  const without = removeAt(config, found.path);
  const targetPath = pathAfterRemoval(target.path, found.path);
  const fields =
    position === "inside"
      ? insertAt(without, targetPath, siblingsAt(without, targetPath).length, found.field)
      : insertAt(
          without,
          parentOf(targetPath),
          lastIndex(targetPath) + (position === "after" ? 1 : 0),
          found.field,
        );
  return { ok: true, config: withFields(config, fields), selected: internalName };
}

/** Replaces a field's properties (not its children nor its internal name: see renameField). */
export function updateField(
  config: FormConfig,
  internalName: string,
  update: (field: FieldDefinition) => FieldDefinition,
): TreeResult {
  const found = findField(config, internalName);
  if (!found) return refuse("not-found");
  // The tree's shape and the name are the other operations' business: keep them whatever `update` returns.
  const { children: _children, internalName: _name, ...properties } = update(found.field);
  const next: FieldDefinition = {
    ...properties,
    internalName,
    ...(found.field.children ? { children: found.field.children } : {}),
  };
  const index = lastIndex(found.path);
  const fields = withSiblings(fieldsOf(config), parentOf(found.path), (list) =>
    list.map((field, i) => (i === index ? next : field)),
  );
  return { ok: true, config: withFields(config, fields), selected: internalName };
}

/**
 * Changes a field's internal name only. References to the old name in formulas, validations and elsewhere
 * are left as they are: the impact check reports them (see renameEverywhere for the explicit rewrite).
 */
export function renameField(config: FormConfig, internalName: string, newName: string): TreeResult {
  if (!INTERNAL_NAME_PATTERN.test(newName) || newName.length > 64) return refuse("invalid-name");
  const found = findField(config, internalName);
  if (!found) return refuse("not-found");
  if (newName === internalName) return { ok: true, config, selected: internalName };
  if (findField(config, newName)) return refuse("name-taken");
  const index = lastIndex(found.path);
  const fields = withSiblings(fieldsOf(config), parentOf(found.path), (list) =>
    list.map((field, i) => (i === index ? { ...field, internalName: newName } : field)),
  );
  return { ok: true, config: withFields(config, fields), selected: newName };
}
