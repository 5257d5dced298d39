// The functions of the language with their signatures, for editors (autocomplete) and documentation.
import { defaultFunctionRegistry } from "./defaultFunctionRegistry";

export interface FunctionInfo {
  readonly name: string;
  readonly signature: string;
  readonly summary: string;
  readonly minArgs: number;
  readonly maxArgs: number;
}

export function listFunctions(): FunctionInfo[] {
  const registry = defaultFunctionRegistry();
  return registry.names().map((name) => {
    const { metadata } = registry.get(name)!;
    return {
      name,
      signature: metadata.signature,
      summary: metadata.summary,
      minArgs: metadata.minArgs,
      maxArgs: metadata.maxArgs,
    };
  });
}
