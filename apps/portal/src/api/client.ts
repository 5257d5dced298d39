// The one door to the API. Every request carries the bearer token from storage and the interface language;
// a fresh token in a `refresh-token` response header replaces the stored one; an UNAUTHENTICATED answer
// clears the session (the auth gate then sends the user to /login, remembering where they were).
import type { GraphQLErrorEntry } from "./errors";
import { GraphQLRequestError, HttpError, UnauthenticatedError } from "./errors";

export interface ApiClientOptions {
  /** The stored bearer token, or null. */
  getToken: () => string | null;
  /** Store a token (a refreshed one, or null to drop the session). */
  setToken: (token: string | null) => void;
  /** The interface language, sent as the `language` header. */
  getLanguage: () => string;
  /** Called once per request that answered UNAUTHENTICATED, after the token is cleared. */
  onUnauthenticated?: () => void;
  /** Defaults to the global fetch (tests replace it). */
  fetch?: typeof fetch;
  /** Origin for the API paths; empty means same origin. */
  baseUrl?: string;
}

export interface GraphQLOptions {
  /** Requests without a session (login, registration, reset) must not trigger the logout path. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/** The brand of a typed document: a type only (no value carries it), so a plain string has none. */
declare const documentTypes: unique symbol;

/**
 * A GraphQL document's text that carries its answer and variables types. Every one is written by the portal's
 * codegen (generated/typed/) from the API's schema, so a call cannot pair a document with the wrong types. The
 * brand is required: a string, whatever type arguments come with it, is not a typed document.
 */
export type TypedDocument<TData, TVariables> = string & {
  readonly [documentTypes]: (variables: TVariables) => TData;
};

export interface ApiClient {
  /**
   * The answer and the variables are the typed document's (generated/typed/), e.g. ReportsDocument's; every
   * call names one, a string is refused.
   */
  graphql<TData, TVariables>(
    document: TypedDocument<TData, TVariables>,
    variables: TVariables,
    options?: GraphQLOptions,
  ): Promise<TData>;
  postForm<TData>(path: string, fields: Record<string, string>): Promise<TData>;
  /** The URL that starts single sign-on. */
  ssoUrl(): string;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);
  const base = options.baseUrl ?? "";

  function headers(extra: Record<string, string>): Record<string, string> {
    const all: Record<string, string> = {
      accept: "application/json",
      language: options.getLanguage(),
      ...extra,
    };
    const token = options.getToken();
    if (token) all.authorization = `Bearer ${token}`;
    return all;
  }

  function pickUpRefreshedToken(response: Response) {
    const fresh = response.headers.get("refresh-token");
    if (fresh && fresh !== options.getToken()) options.setToken(fresh);
  }

  function unauthenticated(message: string): never {
    options.setToken(null);
    options.onUnauthenticated?.();
    throw new UnauthenticatedError(message);
  }

  return {
    async graphql<TData, TVariables>(
      document: TypedDocument<TData, TVariables>,
      variables: TVariables,
      requestOptions: GraphQLOptions = {},
    ): Promise<TData> {
      const hadToken = options.getToken() !== null;
      const response = await doFetch(`${base}/graphql`, {
        method: "POST",
        headers: headers({ "content-type": "application/json" }),
        body: JSON.stringify({ query: document, variables }),
        signal: requestOptions.signal,
      });
      pickUpRefreshedToken(response);
      const body = (await readJson(response)) as
        { data?: TData | null; errors?: GraphQLErrorEntry[] } | undefined;
      const errors = body?.errors ?? [];
      const first = errors[0];
      const code = first?.extensions?.code;
      if (code === "UNAUTHENTICATED" || (response.status === 401 && !body?.data)) {
        if (hadToken && !requestOptions.anonymous) unauthenticated(first?.message ?? "Unauthenticated");
        throw new UnauthenticatedError(first?.message ?? "Unauthenticated");
      }
      if (first) throw new GraphQLRequestError(first.message, code, errors);
      if (!response.ok || !body || body.data === undefined || body.data === null) {
        throw new HttpError(`The API answered ${response.status}`, response.status, body);
      }
      return body.data;
    },

    async postForm<TData>(path: string, fields: Record<string, string>): Promise<TData> {
      const response = await doFetch(`${base}${path}`, {
        method: "POST",
        headers: headers({ "content-type": "application/x-www-form-urlencoded" }),
        body: new URLSearchParams(fields).toString(),
      });
      pickUpRefreshedToken(response);
      const body = await readJson(response);
      if (!response.ok) {
        const message = messageOf(body) ?? `The API answered ${response.status}`;
        throw new HttpError(message, response.status, body);
      }
      return body as TData;
    },

    ssoUrl() {
      return `${base}/auth/sso/login`;
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    const error = record.error;
    if (error && typeof error === "object" && typeof (error as { message?: unknown }).message === "string")
      return (error as { message: string }).message;
    if (typeof record.message === "string") return record.message;
  }
  return undefined;
}
