// The function a worker thread runs for every job posted to it (the default export of a worker entry such as
// src/worker.ts): it finds the job's handler by name and answers what the handler answers, or its error.
import type { JobHandler, PostedJob } from "./jobs";

export function jobDispatcher(handlers: ReadonlyArray<JobHandler>): (posted: PostedJob) => Promise<unknown> {
  const byName = new Map<string, JobHandler>();
  for (const handler of handlers) {
    if (byName.has(handler.job.name)) throw new Error(`Two handlers of the job ${handler.job.name}`);
    byName.set(handler.job.name, handler);
  }
  return async ({ job, input }) => {
    const handler = byName.get(job);
    if (!handler) throw new Error(`No handler of the job ${job} in this worker entry`);
    return handler.run(input as never);
  };
}
