// Function families are plugin classes. Each declares a static `implementedFunctions` table (name → method and
// arity); the method, a key of the plugin checked by the type system, compiles a call into a closure.
import type { CallAst } from "../parser/Ast";
import type { FormulaCompilation } from "../compiler/FormulaCompilation";
import type { CompiledNode } from "../compiler/types";

/** Compiles one call of a function: the arguments are ASTs so that period functions can see references. */
export type FunctionCompiler = (call: CallAst, compilation: FormulaCompilation) => CompiledNode;

/** The keys of P whose values are function compilers. */
export type MethodKeys<P> = { [K in keyof P]-?: P[K] extends FunctionCompiler ? K : never }[keyof P] & string;

export interface FunctionMetadata<M extends string = string> {
  /** The plugin method that compiles the function. */
  readonly method: M;
  readonly minArgs: number;
  /** Infinity for variadic functions. */
  readonly maxArgs: number;
  /** How the call is written, for messages and the docs: `round(x, digits?)`. */
  readonly signature: string;
  readonly summary: string;
}

/** The metadata table of a plugin class P: every method named in it must be a function compiler of P. */
export type FunctionTable<P> = Readonly<Record<string, FunctionMetadata<MethodKeys<P>>>>;

export abstract class FunctionPlugin {
  static readonly implementedFunctions: Readonly<Record<string, FunctionMetadata>> = {};
}

/**
 * A plugin class as the registry sees it. Each plugin types its own table with
 * `satisfies FunctionTable<ThePlugin>`, which ties every `method` to a function compiler of that class.
 */
export interface FunctionPluginClass {
  new (): FunctionPlugin;
  readonly implementedFunctions: Readonly<Record<string, FunctionMetadata>>;
}
