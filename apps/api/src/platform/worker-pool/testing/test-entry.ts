// A worker entry for the pool's own tests: jobs that say which thread ran them, wait until the test lets them
// finish, fail, or end their thread.
import { isMainThread, threadId } from "node:worker_threads";
import { handleJob, workerJob } from "../jobs";
import { jobDispatcher } from "../thread-entry";

/** Slots of a held job's gate (an Int32Array over a SharedArrayBuffer). */
export const GATE = { started: 0, open: 1 } as const;

export interface ThreadAnswer {
  threadId: number;
  isMainThread: boolean;
  label: string;
}

export const whichThread = workerJob<{ label: string }, ThreadAnswer>("which-thread", "parse");
/** Marks the gate started, then blocks its thread until the test opens the gate. */
export const heldJob = workerJob<{ gate: Int32Array; label: string }, ThreadAnswer>("held", "export");
export const failingJob = workerJob<{ reason: string }, never>("failing", "parse");
export const exitingJob = workerJob<{ code: number }, never>("exiting", "parse");

const answer = (label: string): ThreadAnswer => ({ threadId, isMainThread, label });

export default jobDispatcher([
  handleJob(whichThread, ({ label }) => answer(label)),
  handleJob(heldJob, ({ gate, label }) => {
    Atomics.store(gate, GATE.started, 1);
    while (Atomics.load(gate, GATE.open) === 0) Atomics.wait(gate, GATE.open, 0);
    return answer(label);
  }),
  handleJob(failingJob, ({ reason }) => {
    throw new Error(reason);
  }),
  handleJob(exitingJob, ({ code }) => process.exit(code)),
]);
