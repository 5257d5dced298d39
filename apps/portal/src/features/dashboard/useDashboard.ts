// The client dashboard's data: summaries and charts for a client, in the interface language and the session
// currency (spec 2 §7 `dashboard`).
import { useQuery } from "@tanstack/react-query";
import type { DashboardQuery } from "../../api/generated/operations";
import { useApi } from "../../api/ApiContext";
import { DASHBOARD } from "../../api/dashboard";
import { dashboardKeys } from "./queryKeys";

export function useDashboard(clientId: string | undefined, language: string, currency: string) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.client(clientId, language, currency),
    queryFn: ({ signal }) =>
      api
        .graphql<DashboardQuery>(DASHBOARD, { clientId, language, currency }, { signal })
        .then((answer) => answer.dashboard),
    enabled: Boolean(clientId),
  });
}
