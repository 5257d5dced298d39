// The formula engine's explanation units (ExplainNode.unit) of the renderer's value types.
import type { ValueUnit } from "@ledgerline/formula-engine";

/** The explanation unit of a value type; undefined for the types that are not numbers. */
export function unitOfValueType(type: string): ValueUnit | undefined {
  switch (type) {
    case "currency":
      return "currency";
    case "percentual":
      return "percent";
    case "numeric":
      return "number";
    default:
      return undefined;
  }
}
