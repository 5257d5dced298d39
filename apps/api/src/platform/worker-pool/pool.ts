// The worker pool: the API's heavy work (laying out and writing export workbooks, reading uploaded files) runs
// on worker threads, so that the request thread keeps answering everyone else meanwhile (docs/architecture.md,
// "Worker pool"). One pool of threads (piscina) serves every kind of job; in front of it each kind waits in a
// queue of its own, bounded: a job that finds its queue full is refused at once (WorkerPoolBusy:
// TOO_MANY_REQUESTS with a retry hint), never left waiting without end, and a flood of one kind (exports)
// cannot fill the queue of another (uploads). A free thread takes the oldest job of the kinds in turn.
//
// A job that throws rejects its caller with the error, and the thread goes on with the next job; a thread that
// dies (its job exited it, or ran out of memory) fails its job and piscina starts another in its place.
import { Piscina } from "piscina";
import { WorkerPoolBusy } from "./busy";
import { JOB_KINDS } from "./jobs";
import type { JobKind, JobRunner, PostedJob, WorkerJob } from "./jobs";
import { threadStart } from "./source-entry";

export interface JobQueue {
  /** Jobs of the kind waiting for a thread; more are refused. */
  waiting: number;
  /** The refusal's hint, in seconds: about how long a job of the kind takes. */
  retryAfterSeconds: number;
}

export type JobQueues = Record<JobKind, JobQueue>;

/**
 * An export's layout and workbook take from a fraction of a second to about ten (the factsheet of 500 clients
 * × 12 months), and the data it posts is held until its turn, so few wait; a rate file or an upload (at most
 * 3 MB) is read in a second or two, so more may wait.
 */
export const defaultJobQueues: JobQueues = {
  export: { waiting: 4, retryAfterSeconds: 10 },
  parse: { waiting: 16, retryAfterSeconds: 2 },
};

export interface WorkerPoolOptions {
  /** The worker entry: a module whose default export dispatches posted jobs (thread-entry.ts). */
  entry: URL;
  /** Threads at most; started when a job needs one, stopped after a minute without work. */
  threads: number;
  queues?: JobQueues;
  /** Told of a thread's failure outside any job (e.g. its start); a job's own failure rejects the job instead. */
  onThreadError?: (error: Error) => void;
}

/** How long a thread without work is kept: a burst of jobs does not pay a thread's start for each. */
const IDLE_MS = 60_000;

export class WorkerPool implements JobRunner {
  readonly threads: number;
  private readonly piscina: Piscina<PostedJob, unknown>;
  private readonly filename: string;
  private readonly queues: JobQueues;
  private readonly waiting: Record<JobKind, Array<() => void>> = { export: [], parse: [] };
  /** Where the search for the next waiting job starts: the kind after the one served last. */
  private nextKind = 0;
  private running = 0;
  private closed = false;

  constructor(options: WorkerPoolOptions) {
    this.threads = Math.max(1, Math.floor(options.threads));
    this.queues = options.queues ?? defaultJobQueues;
    const { filename, execArgv, workerData } = threadStart(options.entry);
    // The entry is named with each job, not to the pool: a thread then loads it for its first job, and an entry
    // that fails to load fails that job (a pool-wide entry would fail the thread's start and leave it waiting).
    this.filename = filename;
    this.piscina = new Piscina({
      filename: null,
      execArgv,
      workerData,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: IDLE_MS,
      // Jobs reach piscina only when a thread is free (the queues above hold the rest), so its own queue
      // stays empty but for the moment a starting thread takes to load the entry.
      maxQueue: this.threads,
    });
    this.piscina.on("error", (error: Error) => options.onThreadError?.(error));
  }

  run<Input, Output>(job: WorkerJob<Input, Output>, input: Input): Promise<Output> {
    if (this.closed) return Promise.reject(new Error("The worker pool is closed"));
    const { kind } = job;
    if (this.running < this.threads) {
      this.running += 1;
      return this.execute(job, input);
    }
    const queue = this.queues[kind];
    if (this.waiting[kind].length >= queue.waiting)
      return Promise.reject(new WorkerPoolBusy(kind, queue.retryAfterSeconds));
    // The thread is handed over by the job that frees it (release), so no later job takes it first.
    return new Promise<void>((start) => this.waiting[kind].push(start)).then(() => this.execute(job, input));
  }

  /** Jobs of each kind waiting for a thread. */
  waitingJobs(kind: JobKind): number {
    return this.waiting[kind].length;
  }

  /** Jobs on a thread now. */
  get runningJobs(): number {
    return this.running;
  }

  /** Refuses new jobs, lets those on a thread finish, then stops the threads. Waiting jobs are refused. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const kind of JOB_KINDS) for (const start of this.waiting[kind].splice(0)) start();
    await this.piscina.close();
  }

  /** Runs a job on the thread it holds, then hands the thread on. */
  private async execute<Input, Output>(job: WorkerJob<Input, Output>, input: Input): Promise<Output> {
    try {
      if (this.closed) throw new Error("The worker pool is closed");
      return (await this.piscina.run({ job: job.name, input }, { filename: this.filename })) as Output;
    } finally {
      this.release();
    }
  }

  /** Hands the freed thread to the oldest job of the next kind that has one waiting, else frees it. */
  private release(): void {
    for (let step = 0; step < JOB_KINDS.length; step++) {
      const at = (this.nextKind + step) % JOB_KINDS.length;
      const start = this.waiting[JOB_KINDS[at]!].shift();
      if (start) {
        this.nextKind = (at + 1) % JOB_KINDS.length;
        start();
        return;
      }
    }
    this.running -= 1;
  }
}
