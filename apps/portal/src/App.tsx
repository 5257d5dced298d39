import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import { Navigate, Route, Routes } from "react-router-dom";
import { AppShell } from "./shell/AppShell";
import { HomePage } from "./shell/HomePage";
import { NotFound } from "./shell/NotFound";
import { theme } from "./ui/theme";

export interface AppProps {
  providerKey?: string;
  queryClient?: QueryClient;
}

export function App({ providerKey = "investor", queryClient = new QueryClient() }: AppProps) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <AppShell providerKey={providerKey}>
            <Routes>
              <Route path="/" element={<Navigate to={`/${providerKey}/`} replace />} />
              <Route path={`/${providerKey}/`} element={<HomePage />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </AppShell>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
