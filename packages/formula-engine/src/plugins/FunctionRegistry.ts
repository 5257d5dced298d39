// Name → (plugin method, metadata) for every function of the language, built from the plugins' static tables.
import { closestName } from "../compiler/closest";
import type {
  FunctionCompiler,
  FunctionMetadata,
  FunctionPlugin,
  FunctionPluginClass,
} from "./FunctionPlugin";

export interface RegisteredFunction {
  readonly name: string;
  readonly metadata: FunctionMetadata;
  readonly compile: FunctionCompiler;
}

export class FunctionRegistry {
  private readonly functions = new Map<string, RegisteredFunction>();

  constructor(plugins: readonly FunctionPluginClass[]) {
    for (const plugin of plugins) this.register(plugin);
  }

  private register(pluginClass: FunctionPluginClass): void {
    const instance: FunctionPlugin = new pluginClass();
    for (const [name, metadata] of Object.entries(pluginClass.implementedFunctions)) {
      if (this.functions.has(name)) throw new Error(`function ${name} is registered twice`);
      // `satisfies FunctionTable<Plugin>` in each plugin ties `method` to a FunctionCompiler; checked again here.
      const method: unknown = Reflect.get(instance, metadata.method);
      if (typeof method !== "function")
        throw new Error(`${pluginClass.name}.${metadata.method} is not a method`);
      const compile = method.bind(instance) as FunctionCompiler;
      this.functions.set(name, { name, metadata, compile });
    }
  }

  get(name: string): RegisteredFunction | undefined {
    return this.functions.get(name);
  }

  suggest(name: string): string | undefined {
    return closestName(name, this.functions.keys());
  }

  names(): string[] {
    return [...this.functions.keys()];
  }
}
