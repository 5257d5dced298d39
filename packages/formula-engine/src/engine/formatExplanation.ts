// An explanation as indented text (the CLI's `explain`): one line per node, `label @month = value`.
import type { ExplainNode, ExplainValue } from "../compiler/types";
import { NOT_AVAILABLE } from "../values";

function isSeries(value: ExplainValue): value is readonly ExplainValue[] {
  return Array.isArray(value);
}

export function formatExplainValue(value: ExplainValue): string {
  if (value === null) return NOT_AVAILABLE;
  if (isSeries(value)) return `[${value.map(formatExplainValue).join(", ")}]`;
  if (typeof value === "object") return `${value.error} ${value.message}`;
  if (typeof value === "string") return JSON.stringify(value);
  return String(value);
}

/** The tree drawn with ├─ └─ connectors; the first line also shows the expression when it differs from the label. */
export function formatExplanation(root: ExplainNode): string {
  const lines: string[] = [];
  const line = (node: ExplainNode) => {
    const expression = node.expression !== node.label ? `  [${node.expression}]` : "";
    return `${node.label} @${node.month} = ${formatExplainValue(node.value)}${expression}`;
  };
  const walk = (node: ExplainNode, prefix: string) => {
    node.children.forEach((child, i) => {
      const last = i === node.children.length - 1;
      lines.push(`${prefix}${last ? "└─ " : "├─ "}${line(child)}`);
      walk(child, `${prefix}${last ? "   " : "│  "}`);
    });
  };
  lines.push(line(root));
  walk(root, "");
  return lines.join("\n");
}
