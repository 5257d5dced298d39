// Heavy work off the request thread (pool.ts): jobs named on both sides of the thread boundary (jobs.ts), the
// pool with a bounded queue per kind of job, its refusal (busy.ts) and the worker entry's dispatch.
export { WorkerPoolBusy } from "./busy";
export { JOB_KINDS, handleJob, workerJob } from "./jobs";
export type { JobHandler, JobKind, JobRunner, PostedJob, WorkerJob } from "./jobs";
export { WorkerPool, defaultJobQueues } from "./pool";
export type { JobQueue, JobQueues, WorkerPoolOptions } from "./pool";
export { jobDispatcher } from "./thread-entry";
