// The composition root: builds an engine from fields, financial periods and a data source.
import { Engine } from "./Engine";
import type { EngineOptions, FormulaEngine } from "./types";

/**
 * Creates an engine: parses and compiles every formula once, orders the fields by their dependencies and
 * reports problems as data (`engine.problems()`), or throws with `strict: true`.
 *
 * @throws DuplicateFieldError, InvalidFieldError, InvalidFinancialPeriodsError on malformed options.
 * @example
 * const engine = createEngine({
 *   fields: [{ name: "netIncome", kind: "flow" }, { name: "roaMonthly", formula: "divide(netIncome, 12)" }],
 *   data: { get: (id, month) => values[id]?.[month] },
 * });
 * engine.evaluate("roaMonthly", "2024-02");
 */
export function createEngine(options: EngineOptions): FormulaEngine {
  return new Engine(options);
}
