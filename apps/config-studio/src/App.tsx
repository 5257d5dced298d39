// The studio's providers, outermost first: server state (react-query), the interface language, the skip link
// (first on every page, the door's too), the sign-in gate (the portal's session), then the shell with its routed
// sections.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { StudioShell } from "./StudioShell";
import { SkipLink } from "@ledgerline/ui-theme/focus";
import { I18nProvider, useT } from "./i18n/I18nProvider";
import type { StudioLanguage } from "./i18n/languages";
import { StudioGate } from "./session/StudioGate";

/** The skip link, named in the studio's language. */
function StudioSkipLink() {
  const t = useT();
  return <SkipLink label={t("sections-skip-to-content")} />;
}

export function App({ language }: { language?: StudioLanguage }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial={language}>
        <StudioSkipLink />
        <StudioGate>
          <StudioShell />
        </StudioGate>
      </I18nProvider>
    </QueryClientProvider>
  );
}
