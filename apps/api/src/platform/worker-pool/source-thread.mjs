// The start of a worker thread that runs a TypeScript entry (source-entry.ts): tsx's loader is registered in
// this thread first (hooks given to the process as flags do not reach a worker thread's imports on Node 20),
// then the entry is imported and its job dispatcher is this module's.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const entry = await import(workerData.sourceEntry);

export default entry.default;
