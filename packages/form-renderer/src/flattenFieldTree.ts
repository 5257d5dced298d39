// The tree grid draws a form as rows; this turns the nested field tree (up to four levels) into those rows,
// in display order, with each row's depth and the rows hidden by a collapsed fieldset left out.

export interface FieldNode {
  internalName: string;
  type?: string;
  visible?: boolean;
  children?: FieldNode[];
}

export interface FieldRow<T extends FieldNode = FieldNode> {
  field: T;
  depth: number;
  hasChildren: boolean;
}

export const MAX_FIELD_DEPTH = 4;

export function flattenFieldTree<T extends FieldNode>(
  fields: readonly T[],
  collapsed: ReadonlySet<string> = new Set(),
) {
  const rows: FieldRow<T>[] = [];
  const visit = (nodes: readonly T[], depth: number) => {
    if (depth >= MAX_FIELD_DEPTH && nodes.length > 0) {
      throw new Error(`Fields nest at most ${MAX_FIELD_DEPTH} levels; "${nodes[0]?.internalName}" is deeper`);
    }
    for (const field of nodes) {
      if (field.visible === false) continue;
      const children = (field.children ?? []) as T[];
      rows.push({ field, depth, hasChildren: children.length > 0 });
      if (!collapsed.has(field.internalName)) visit(children, depth + 1);
    }
  };
  visit(fields, 0);
  return rows;
}
