// Limits on the shape of a GraphQL request, checked before anything runs: Mercurius' `queryDepth` bounds
// nesting, and this validation rule bounds the number of fields selected once fragments are expanded (a
// document that asks for the same expensive field under a thousand aliases costs a thousand).
import { GraphQLError, Kind } from "graphql";
import type { FragmentDefinitionNode, SelectionSetNode, ValidationContext, ASTVisitor } from "graphql";

export const MAX_QUERY_DEPTH = 12;
export const MAX_QUERY_FIELDS = 1500;

export function fieldCountRule(limit: number = MAX_QUERY_FIELDS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const count = (selectionSet: SelectionSetNode, visiting: Set<string>, budget: { left: number }): void => {
      for (const selection of selectionSet.selections) {
        if (budget.left < 0) return;
        if (selection.kind === Kind.FIELD) {
          budget.left -= 1;
          if (selection.selectionSet) count(selection.selectionSet, visiting, budget);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          count(selection.selectionSet, visiting, budget);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || visiting.has(name)) continue; // unknown or cyclic: the standard rules report it
          visiting.add(name);
          count(fragment.selectionSet, visiting, budget);
          visiting.delete(name);
        }
      }
    };
    return {
      OperationDefinition(operation) {
        const budget = { left: limit };
        count(operation.selectionSet, new Set(), budget);
        if (budget.left < 0) {
          context.reportError(
            new GraphQLError(`The query selects more than ${limit} fields; ask for less at a time`, {
              nodes: [operation],
              extensions: { code: "QUERY_TOO_COMPLEX" },
            }),
          );
        }
      },
    };
  };
}
