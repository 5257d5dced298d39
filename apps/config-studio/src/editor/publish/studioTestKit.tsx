// Test helpers for the editor's screens (used by tests only): the providers the studio wraps its screens in,
// and a stand-in for the API's graphql function that answers by operation name.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { I18nProvider } from "../../i18n/I18nProvider";
import type { StudioLanguage } from "../../i18n/languages";

/** Renders inside the studio's providers (kept on rerender), in English unless told otherwise. */
export function renderWithStudio(ui: ReactElement, language: StudioLanguage = "en") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial={language}>{children}</I18nProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}

/** The operation name of a query text ("query StudioTemplate(…" → "StudioTemplate"). */
export function operationNameOf(query: string): string | undefined {
  return /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
}

export type Answers = Record<string, (variables: Record<string, unknown>) => unknown>;

/** A graphql(query, variables) that answers each operation with its handler; an unknown one fails the test. */
export function answeringGraphql(answers: Answers) {
  return async (query: string, variables: Record<string, unknown> = {}) => {
    const name = operationNameOf(query);
    const answer = name ? answers[name] : undefined;
    if (!answer) throw new Error(`No answer for the operation ${name ?? query}`);
    return answer(variables);
  };
}
