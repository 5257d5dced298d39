// The composition root of the portal: the jotai store, the API client, react-query, the interface
// language, Ant Design's App (notifications top-left, 4 s), the startup fade and the routes.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp } from "antd";
import { Provider as JotaiProvider, createStore } from "jotai";
import { useState } from "react";
import { ApiContext } from "./api/ApiContext";
import { createApiClient } from "./api/client";
import { UnauthenticatedError } from "./api/errors";
import { DEFAULT_PROVIDER_KEY, PortalConfigContext, TIMINGS } from "./config";
import { sessionKeys } from "./features/session/queryKeys";
import { StartupSplash } from "./features/shell/StartupSplash";
import { I18nProvider } from "./i18n/I18nProvider";
import { AppRoutes } from "./routing/AppRoutes";
import { languageAtom, sessionAtom, tokenAtom } from "./state/atoms";
import { notificationConfig } from "./ui/notify";

type JotaiStore = ReturnType<typeof createStore>;

export interface AppProps {
  providerKey?: string;
  queryClient?: QueryClient;
  store?: JotaiStore;
  /** The startup logo fade (600 ms); tests pass 0. */
  startupFadeMs?: number;
  fetch?: typeof fetch;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof UnauthenticatedError) && failures < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function App({
  providerKey = DEFAULT_PROVIDER_KEY,
  queryClient,
  store,
  startupFadeMs = TIMINGS.startupFadeMs,
  fetch,
}: AppProps) {
  const [jotai] = useState(() => store ?? createStore());
  const [queries] = useState(() => queryClient ?? createQueryClient());
  const [api] = useState(() =>
    createApiClient({
      getToken: () => jotai.get(tokenAtom),
      setToken: (token) => jotai.set(tokenAtom, token),
      getLanguage: () => jotai.get(languageAtom),
      onUnauthenticated: () => {
        jotai.set(sessionAtom, null);
        queries.removeQueries({ queryKey: sessionKeys.whoAmI });
      },
      fetch,
    }),
  );
  const [config] = useState(() => ({ providerKey }));

  return (
    <JotaiProvider store={jotai}>
      <PortalConfigContext value={config}>
        <ApiContext value={api}>
          <QueryClientProvider client={queries}>
            <I18nProvider>
              <AntApp notification={notificationConfig} className="portal-app">
                <StartupSplash durationMs={startupFadeMs}>
                  <AppRoutes />
                </StartupSplash>
              </AntApp>
            </I18nProvider>
          </QueryClientProvider>
        </ApiContext>
      </PortalConfigContext>
    </JotaiProvider>
  );
}
