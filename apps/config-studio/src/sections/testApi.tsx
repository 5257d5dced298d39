// Test support for the studio's screens: a fetch that answers GraphQL by operation name (as api/client.ts
// sends it: POST /graphql with { query, variables }), records every request, and a studio rendered at an
// address with a signed-in author. Only the network is faked; every screen runs for real.
import type { ByRoleMatcher } from "@testing-library/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { vi } from "vitest";
import { App } from "../App";
import type { StudioLanguage } from "../i18n/languages";

type Answer = unknown | ((variables: Record<string, unknown>) => unknown);

/**
 * For the first screen of a test: lazily loaded sections take seconds to import in a cold test run. A change of
 * the page wakes the wait at once (it watches the DOM); the interval only checks again while nothing changes,
 * and each check of a query by role and name computes every candidate's name and styles, so it is long.
 */
export const SLOW = { timeout: 15_000, interval: 500 };

/**
 * The element of a role and name on a screen still loading: the wait checks for its text, which is cheap, and
 * only then queries by role and name, which computes the accessible name (with computed styles) of every
 * candidate: checked again and again while a lazily loaded section came in, that was a fifth of a test's work.
 */
export async function findWhenShown(role: ByRoleMatcher, name: string): Promise<HTMLElement> {
  await screen.findAllByText(name, {}, SLOW);
  return screen.findByRole(role, { name }, SLOW);
}

export interface SentRequest {
  operation: string;
  variables: Record<string, unknown>;
}

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
  return /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? "anonymous";
}

/** Replaces fetch: `answers[operation]` is the GraphQL `data` (or a function of the variables giving it). */
export function mockApi(answers: Record<string, Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  const all: Record<string, Answer> = { studioWhoAmI: WHO_AM_I_ANSWER, ...answers };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables = {} } = JSON.parse(String(init.body)) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const operation = operationOf(query);
      sent.push({ operation, variables });
      const answer = all[operation];
      const body =
        answer === undefined
          ? { errors: [{ message: `No answer for ${operation}`, extensions: { code: "TEST" } }] }
          : {
              data:
                typeof answer === "function"
                  ? (answer as (v: Record<string, unknown>) => unknown)(variables)
                  : answer,
            };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

export function signIn() {
  localStorage.setItem("ledgerline.token", JSON.stringify("test-token"));
}

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/** The whole studio at `path`, English unless told. The current address is in the `address` test id. */
export function renderStudio(path: string, language: StudioLanguage = "en") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App language={language} />
      <CurrentAddress />
    </MemoryRouter>,
  );
}
