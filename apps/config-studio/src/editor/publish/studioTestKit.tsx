// Test helpers for the editor's screens (used by tests only): the providers the studio wraps its screens in.
// Their API is faked at the network (test/fakeApi.ts).
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
