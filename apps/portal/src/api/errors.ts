// Errors the API client throws. Server errors that must reach the user arrive as data ({success, error});
// these classes are for the transport: GraphQL errors, HTTP failures and an expired session.
import type { ApiWording } from "@ledgerline/schemas/messages";

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

/** A mutation the API refused as data (`success: false`), with its wording. */
export class ApiRefusal extends Error {
  override name = "ApiRefusal";
  constructor(readonly wording: ApiWording & { code?: string }) {
    super(wording.message);
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
  extensions?: { code?: string; messageId?: string; params?: unknown; [key: string]: unknown };
}

/** The wording of a thrown value: a refusal's or a GraphQL error's, else its text alone. */
export function wordingOf(error: unknown): ApiWording {
  if (error instanceof ApiRefusal) return error.wording;
  if (error instanceof HttpError) {
    const refusal = (error.body as { error?: Partial<ApiWording> } | null)?.error;
    if (typeof refusal?.message === "string") return { ...refusal, message: refusal.message };
  }
  if (error instanceof GraphQLRequestError) {
    const extensions = error.errors[0]?.extensions;
    return { message: error.message, messageId: extensions?.messageId, params: extensions?.params };
  }
  return { message: errorMessage(error) };
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
