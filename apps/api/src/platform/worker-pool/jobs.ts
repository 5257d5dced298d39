// The work the worker threads do, named on both sides of the thread boundary: the request thread runs a job by
// its descriptor (`WorkerJob`: a name, the queue it waits in, what it takes and answers), the worker entry
// (src/worker.ts) lists the handler of every job by the same descriptor, so a job's input and answer are
// typed where it is run and where it is done. Inputs and answers cross the boundary as structured clones:
// plain objects, arrays, Maps, Dates and byte arrays, never functions or class instances.

/** The queues of the pool: each kind waits in its own, bounded (pool.ts). */
export const JOB_KINDS = ["export", "parse"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** A job as the request thread runs it; `Input` and `Output` are what its handler takes and answers. */
export interface WorkerJob<Input, Output> {
  /** Names the job across the thread boundary: unique among the jobs of the worker entry. */
  readonly name: string;
  readonly kind: JobKind;
  /** Never set: carries the types only. */
  readonly types?: (input: Input) => Output;
}

export function workerJob<Input, Output>(name: string, kind: JobKind): WorkerJob<Input, Output> {
  return { name, kind };
}

/** What a worker thread does for a job. */
export interface JobHandler<Input = never, Output = unknown> {
  readonly job: WorkerJob<Input, Output>;
  run(input: Input): Output | Promise<Output>;
}

export function handleJob<Input, Output>(
  job: WorkerJob<Input, Output>,
  run: (input: Input) => Output | Promise<Output>,
): JobHandler<Input, Output> {
  return { job, run };
}

/** What the request thread posts to a worker thread. */
export interface PostedJob {
  job: string;
  input: unknown;
}

/** Runs jobs off the request thread: what a module names among its services (the pool is one). */
export interface JobRunner {
  /**
   * The job's answer, computed on a worker thread once one is free. Refused at once, with WorkerPoolBusy,
   * when the job's queue is full; a job that throws rejects with its error.
   */
  run<Input, Output>(job: WorkerJob<Input, Output>, input: Input): Promise<Output>;
}
