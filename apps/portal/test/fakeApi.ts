// A fake of the API's transport for component tests: GraphQL answers by operation field, REST answers by
// path. Every request is recorded, so tests can assert what the portal sent.
import { vi } from "vitest";

export interface RecordedRequest {
  url: string;
  headers: Record<string, string>;
  /** GraphQL: the operation's variables; REST: the form fields. */
  variables: Record<string, unknown>;
  /** GraphQL: the first field of the operation (whoAmI, essentials…); REST: the path. */
  operation: string;
}

type Answer = ((variables: Record<string, unknown>) => unknown) | object | string | number | boolean | null;

export interface FakeApiOptions {
  graphql?: Record<string, Answer>;
  rest?: Record<string, Answer>;
  /** A refresh-token header added to every answer. */
  refreshToken?: string;
}

export class RestFailure {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** An answer that is the whole `data` object (operations that ask for several fields). */
export class WholeData {
  constructor(readonly data: Record<string, unknown>) {}
}

export class GraphQLFailure {
  constructor(
    readonly message: string,
    readonly code: string,
  ) {}
}

function firstField(query: string): string {
  const body = query.slice(query.indexOf("{") + 1);
  return /\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(body)?.[1] ?? "";
}

export function fakeApi(options: FakeApiOptions = {}) {
  const requests: RecordedRequest[] = [];
  const graphql = { ...options.graphql };
  const rest = { ...options.rest };

  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const extra: Record<string, string> = options.refreshToken
      ? { "refresh-token": options.refreshToken }
      : {};
    if (url.endsWith("/graphql")) {
      const { query, variables } = JSON.parse(String(init?.body)) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const operation = firstField(query);
      requests.push({ url, headers, variables, operation });
      if (!(operation in graphql))
        return Response.json({ errors: [{ message: `No fake for ${operation}` }] }, { headers: extra });
      const answer = graphql[operation];
      const value =
        typeof answer === "function"
          ? (answer as (v: Record<string, unknown>) => unknown)(variables)
          : answer;
      const resolved = await value;
      if (resolved instanceof GraphQLFailure) {
        return Response.json(
          { data: null, errors: [{ message: resolved.message, extensions: { code: resolved.code } }] },
          { headers: extra },
        );
      }
      if (resolved instanceof WholeData) return Response.json({ data: resolved.data }, { headers: extra });
      return Response.json({ data: { [operation]: resolved } }, { headers: extra });
    }
    const path = new URL(url, "http://portal.test").pathname;
    const fields = Object.fromEntries(new URLSearchParams(String(init?.body ?? "")).entries());
    requests.push({ url, headers, variables: fields, operation: path });
    if (!(path in rest)) return Response.json({ error: { message: `No fake for ${path}` } }, { status: 404 });
    const answer = rest[path];
    const value =
      typeof answer === "function" ? (answer as (v: Record<string, unknown>) => unknown)(fields) : answer;
    const resolved = await value;
    if (resolved instanceof RestFailure)
      return Response.json(resolved.body, { status: resolved.status, headers: extra });
    return Response.json(resolved, { headers: extra });
  });

  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    requests,
    /** The recorded requests of one operation (GraphQL field or REST path). */
    calls: (operation: string) => requests.filter((request) => request.operation === operation),
    graphql,
    rest,
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
