// A worker thread is a fresh Node.js instance: it runs JavaScript, and resolves packages the way its flags say.
// The built API's entry (dist/worker.js) needs nothing more. A TypeScript entry (the sources: the benchmarks and
// the seed under `tsx --conditions=@ledgerline/source`, and the tests, whose TypeScript Vitest compiles on the
// test's own thread only) starts through source-thread.mjs, which registers tsx's loader in the thread, with
// the workspace packages' source condition among the thread's flags.
import { fileURLToPath } from "node:url";

/** The export condition under which the workspace packages resolve to their TypeScript sources. */
const SOURCE_CONDITION = "--conditions=@ledgerline/source";

export interface ThreadStart {
  /** The file piscina starts each thread on. */
  filename: string;
  execArgv: string[];
  workerData: { sourceEntry: string } | undefined;
}

/** How a worker thread starts on `entry`: the process's own flags, plus what a TypeScript entry needs. */
export function threadStart(entry: URL, processFlags: readonly string[] = process.execArgv): ThreadStart {
  if (!entry.pathname.endsWith(".ts"))
    return { filename: fileURLToPath(entry), execArgv: [...processFlags], workerData: undefined };
  return {
    filename: fileURLToPath(new URL("./source-thread.mjs", import.meta.url)),
    execArgv: processFlags.includes(SOURCE_CONDITION)
      ? [...processFlags]
      : [...processFlags, SOURCE_CONDITION],
    workerData: { sourceEntry: entry.href },
  };
}
