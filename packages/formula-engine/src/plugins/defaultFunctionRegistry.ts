// The functions of the language: every plugin, registered once.
import { AggregationPlugin } from "./AggregationPlugin";
import { ArithmeticPlugin } from "./ArithmeticPlugin";
import type { FunctionPluginClass } from "./FunctionPlugin";
import { FunctionRegistry } from "./FunctionRegistry";
import { LogicalPlugin } from "./LogicalPlugin";
import { PeriodPlugin } from "./PeriodPlugin";

export const FUNCTION_PLUGINS: readonly FunctionPluginClass[] = [
  ArithmeticPlugin,
  AggregationPlugin,
  LogicalPlugin,
  PeriodPlugin,
];

let registry: FunctionRegistry | undefined;

export function defaultFunctionRegistry(): FunctionRegistry {
  registry ??= new FunctionRegistry(FUNCTION_PLUGINS);
  return registry;
}
