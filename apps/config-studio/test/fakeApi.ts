// The studio's API, faked at the network: fetch answers each GraphQL operation by its name (as api/client.ts
// sends it: POST /graphql with { query, variables }) and records what was asked. Only fetch is replaced, never
// a studio module: a module mock reaches only what is imported after it, so it misses a screen that an earlier
// file of the same worker imported once the files share their modules. The set-up (test/setup.ts) puts the
// real fetch back after each test.
import { vi } from "vitest";
import { StudioApiError } from "../src/api/client";

export type Variables = Record<string, unknown>;

/** Gives an operation's `data` from its variables. Throwing a StudioApiError makes the API refuse with its
 * code (and messageId, params); throwing anything else fails the request as a network failure would. */
export type Handler = (variables: Variables) => unknown;

/** Per operation name, its `data`, or a handler giving it. */
export type Answers = Record<string, Handler | object | string | number | boolean | null>;

export interface SentRequest {
  operation: string;
  variables: Variables;
}

/** The signed-in author, whom the whole studio asks for first: may author templates and edit covenants. */
export const WHO_AM_I_ANSWER = {
  whoAmI: {
    _id: "u1",
    person: { fullName: "Ada Author", email: "ada@example.org" },
    permissions: [
      { context: "templates", action: "read", value: 1 },
      { context: "templates", action: "publish", value: 1 },
      { context: "covenantConfigs", action: "update", value: 1 },
    ],
  },
};

function operationOf(query: string): string {
  return /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? "anonymous";
}

async function answerOf(answer: unknown, variables: Variables): Promise<unknown> {
  try {
    const data = typeof answer === "function" ? await (answer as Handler)(variables) : answer;
    return { data };
  } catch (error) {
    if (!(error instanceof StudioApiError)) throw error;
    const { code, messageId, params } = error;
    return { data: null, errors: [{ message: error.message, extensions: { code, messageId, params } }] };
  }
}

/**
 * Replaces fetch until the end of the test. An operation without an answer is refused (code TEST), so a
 * screen asking for something unexpected shows a failure. Returns every request, in the order sent.
 */
export function fakeApi(answers: Answers = {}): SentRequest[] {
  const sent: SentRequest[] = [];
  const all: Answers = { studioWhoAmI: WHO_AM_I_ANSWER, ...answers };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables = {} } = JSON.parse(String(init.body)) as {
        query: string;
        variables?: Variables;
      };
      const operation = operationOf(query);
      sent.push({ operation, variables });
      const body =
        operation in all
          ? await answerOf(all[operation], variables)
          : { errors: [{ message: `No answer for ${operation}`, extensions: { code: "TEST" } }] };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

/** The variables of each request of one operation, in the order sent. */
export function variablesOf(sent: readonly SentRequest[], operation: string): Variables[] {
  return sent.filter((request) => request.operation === operation).map((request) => request.variables);
}

/** A form template's draft as the API answers it (`template` of StudioTemplate and FormEditorTemplate). */
export function draftTemplate(
  config: { key: string } & Record<string, unknown>,
  { version, revision, ...more }: { version: string; revision: number } & Record<string, unknown>,
) {
  return { template: { kind: "form", key: config.key, status: "draft", version, config, revision, ...more } };
}
