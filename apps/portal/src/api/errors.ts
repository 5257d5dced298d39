// Errors the API client throws. Server errors that must reach the user arrive as data ({success, error});
// these classes are for the transport: GraphQL errors, HTTP failures and an expired session.

/** The API answered `UNAUTHENTICATED` (or the session is gone): the user must log in again. */
export class UnauthenticatedError extends Error {
  override name = "UnauthenticatedError";
  readonly code = "UNAUTHENTICATED";
}

/** A GraphQL response with `errors`; `code` is the first error's `extensions.code` when present. */
export class GraphQLRequestError extends Error {
  override name = "GraphQLRequestError";
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly errors: readonly GraphQLErrorEntry[],
  ) {
    super(message);
  }
}

/** A non-2xx HTTP answer from a REST endpoint. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface GraphQLErrorEntry {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
