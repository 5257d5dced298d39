// The studio's one door to the API: GraphQL with the shared bearer token and the interface language. A fresh
// token in a `refresh-token` header replaces the stored one; an UNAUTHENTICATED answer drops the session, and
// the sign-in gate (session/StudioGate) then asks for a login. Errors keep the API's code so screens can tell
// a conflict or a refusal from a failure.
import { storeToken, storedLanguage, storedToken } from "./storage";

export class StudioApiError extends Error {
  constructor(
    /** The API's code (FORBIDDEN, UNAUTHENTICATED, BAD_USER_INPUT, CONFLICT…) or HTTP_<status>. */
    readonly code: string,
    message: string,
    /** The shared message the API worded `message` from (@ledgerline/schemas/messages), if any. */
    readonly messageId: string | null = null,
    readonly params: Readonly<Record<string, unknown>> | null = null,
  ) {
    super(message);
    this.name = "StudioApiError";
  }
}

type Listener = () => void;
const sessionListeners = new Set<Listener>();

/** Called whenever the stored token is set or dropped (the gate re-reads the session). */
export function onSessionChange(listener: Listener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

function setToken(token: string | null) {
  if (token === storedToken()) return;
  storeToken(token);
  for (const listener of sessionListeners) listener();
}

function headers(): Record<string, string> {
  const all: Record<string, string> = {
    accept: "application/json",
    "content-type": "application/json",
    language: storedLanguage() ?? "en",
  };
  const token = storedToken();
  if (token) all.authorization = `Bearer ${token}`;
  return all;
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; messageId?: string; params?: Record<string, unknown> };
  }[];
}

/** The brand of a typed document: a type only (no value carries it), so a plain string has none. */
declare const documentTypes: unique symbol;

/**
 * A GraphQL document's text that carries its answer and variables types. Every one is written by the studio's
 * codegen (generated/operations.ts) from the API's schema, so a call cannot pair a document with the wrong type.
 * The brand is required: a string, whatever type arguments come with it, is not a typed document.
 */
export type TypedDocument<Result, Variables> = string & {
  readonly [documentTypes]: (variables: Variables) => Result;
};

export async function graphql<Result, Variables>(
  query: TypedDocument<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ query, variables }),
  });
  const fresh = response.headers.get("refresh-token");
  if (fresh) setToken(fresh);
  const body = (await response.json().catch(() => null)) as GraphQLAnswer<Result> | null;
  const error = body?.errors?.[0];
  if (error) {
    const code = error.extensions?.code ?? "INTERNAL_SERVER_ERROR";
    if (code === "UNAUTHENTICATED") setToken(null);
    throw new StudioApiError(
      code,
      error.message,
      error.extensions?.messageId ?? null,
      error.extensions?.params ?? null,
    );
  }
  if (!response.ok || !body?.data) {
    if (response.status === 401) setToken(null);
    throw new StudioApiError(`HTTP_${response.status}`, response.statusText || "The API did not answer");
  }
  return body.data;
}

/** Signs in with the portal's password login; the token is stored for the portal too. */
export async function login(username: string, password: string): Promise<void> {
  const response = await fetch("/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json().catch(() => null)) as {
    token?: string;
    error?: { code?: string; message?: string };
    message?: string;
  } | null;
  if (!response.ok || !body?.token) {
    throw new StudioApiError(
      body?.error?.code ?? `HTTP_${response.status}`,
      body?.error?.message ?? body?.message ?? response.statusText,
    );
  }
  setToken(body.token);
}

export async function logout(): Promise<void> {
  await fetch("/auth/logout", { method: "POST", headers: headers() }).catch(() => undefined);
  setToken(null);
}
