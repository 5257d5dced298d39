// The refusal of a job whose queue is full: TOO_MANY_REQUESTS with a retry hint, shaped as in-flight.ts answers
// a caller with too much work running (the GraphQL error's `extensions.retryAfter`); a REST route answers it
// with HTTP 429 and `retry-after`.
import { ERROR_CODES, GraphQLFailure } from "../errors";
import type { JobKind } from "./jobs";

const WAITING_WORK: Record<JobKind, string> = {
  export: "exports",
  parse: "uploaded files",
};

export class WorkerPoolBusy extends GraphQLFailure {
  constructor(
    readonly kind: JobKind,
    readonly retryAfterSeconds: number,
  ) {
    super(
      `The server is busy with other ${WAITING_WORK[kind]}: try again in ${retryAfterSeconds} s`,
      ERROR_CODES.TOO_MANY_REQUESTS,
      { retryAfter: retryAfterSeconds },
    );
  }
}
