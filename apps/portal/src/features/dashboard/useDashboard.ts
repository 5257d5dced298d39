// The client dashboard's data: summaries and charts for a client, in the interface language and the session
// currency (spec 2 §7 `dashboard`).
import { skipToken, useQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiContext";
import { DashboardDocument } from "../../api/generated/typed/api/dashboard";
import { dashboardKeys } from "./queryKeys";

export function useDashboard(clientId: string | undefined, language: string, currency: string) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.client(clientId, language, currency),
    queryFn: clientId
      ? ({ signal }) =>
          api
            .graphql(DashboardDocument, { clientId, language, currency }, { signal })
            .then((answer) => answer.dashboard)
      : skipToken,
  });
}
