// Jobs run on the calling thread, for unit tests of code that hands work to the pool: each handler is given a
// structured clone of the input and its answer is cloned back, as across a thread boundary, so what cannot
// be posted to a worker thread fails here too.
import { jobDispatcher } from "../thread-entry";
import type { JobHandler, JobRunner } from "../jobs";

export function inlineJobs(handlers: ReadonlyArray<JobHandler>): JobRunner {
  const dispatch = jobDispatcher(handlers);
  return {
    run: async (job, input) =>
      structuredClone(await dispatch(structuredClone({ job: job.name, input }))) as never,
  };
}
