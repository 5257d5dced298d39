// Explanations: the tree of sub-expressions of a field or an expression with their months and values, for the
// portal's formula panel and the CLI. Built from the compiled closures, so it shows exactly what was computed.
import type { CompiledFormula } from "../compiler/compileFormula";
import type { Field, ValueUnit } from "../compiler/FieldModel";
import type { CompiledNode, ExplainContext, ExplainNode, ExplainValue } from "../compiler/types";
import { AstNodeType } from "../parser/Ast";
import type { Ast } from "../parser/Ast";
import { printFormula } from "../parser/printFormula";
import { unitOfLine } from "./explainUnits";
import { formatMonth } from "../periods/months";
import { ErrorValue } from "../values";
import type { Value } from "../values";

/** What explanations read from the engine. */
export interface ExplainSource {
  read(field: Field, p: number): Value;
  formula(field: Field): CompiledFormula | undefined;
}

export function toExplainValue(value: Value | readonly Value[]): ExplainValue {
  if (Array.isArray(value)) return value.map((v: Value) => toExplainValue(v));
  if (value instanceof ErrorValue) return value.toJSON();
  return value as Exclude<Value, ErrorValue>;
}

function labelOf(ast: Ast): string {
  switch (ast.type) {
    case AstNodeType.Call:
      return ast.name;
    case AstNodeType.Binary:
    case AstNodeType.Unary:
      return ast.operator;
    default:
      return printFormula(ast);
  }
}

/** The line with its unit; without the key when the unit is unknown, so the JSON stays as it was. */
function withUnit(node: ExplainNode, unit: ValueUnit | undefined): ExplainNode {
  return unit === undefined ? node : { ...node, unit };
}

function createContext(source: ExplainSource, depth: number): ExplainContext {
  let remaining = depth;
  const context: ExplainContext = {
    month: formatMonth,
    make: (ast, p, value, children, label) =>
      withUnit(
        {
          label: label ?? labelOf(ast),
          expression: printFormula(ast),
          value: toExplainValue(value),
          month: formatMonth(p),
          children,
        },
        unitOfLine(ast, children),
      ),
    node: (node: CompiledNode, p: number): ExplainNode => {
      if (node.explain) return node.explain(p, context);
      if (node.shape === "offset") return context.make(node.ast, p, null, []);
      const children = node.children
        .filter((child) => child.shape !== "offset")
        .map((child) => context.node(child, p));
      return context.make(node.ast, p, node.fn(p), children);
    },
    field: (field, q, label, expression) => {
      const value = source.read(field, q);
      const formula = source.formula(field);
      const children: ExplainNode[] = [];
      if (formula?.root && !formula.error && remaining > 0) {
        remaining--;
        try {
          children.push(context.node(formula.root, q));
        } finally {
          remaining++;
        }
      }
      return withUnit(
        { label, expression, value: toExplainValue(value), month: formatMonth(q), children },
        field.unit,
      );
    },
  };
  return context;
}

/** A field at month P: its value, and its formula's tree (referenced formula fields expanded `depth` levels). */
export function explainField(source: ExplainSource, field: Field, p: number, depth: number): ExplainNode {
  const formula = source.formula(field);
  return createContext(source, depth + 1).field(field, p, field.id, formula ? formula.text : field.id);
}

/** An expression at month P. */
export function explainCompiled(
  source: ExplainSource,
  compiled: CompiledFormula,
  p: number,
  depth: number,
): ExplainNode {
  if (!compiled.root || compiled.error) {
    return {
      label: compiled.text,
      expression: compiled.text,
      value: toExplainValue(compiled.fn(p)),
      month: formatMonth(p),
      children: [],
    };
  }
  return createContext(source, depth).node(compiled.root, p);
}
