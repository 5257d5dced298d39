// The monitor's server state. The answer is the whole scope tested at once, seconds of work for the API on a
// large portfolio: it is kept fresh for five minutes, so going to a report and back does not test again.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type {
  CovenantExplanationQueryVariables,
  CovenantMonitorQuery,
  CovenantMonitorQueryVariables,
} from "../../api/generated/operations";
import { useApi } from "../../api/ApiContext";
import { COVENANT_EXPLANATION, COVENANT_MONITOR } from "./api";
import type { CovenantExplanation } from "./api";
import { covenantMonitorKeys } from "./queryKeys";

export const MONITOR_STALE_MS = 5 * 60_000;

export function useCovenantMonitor(language: string) {
  const api = useApi();
  return useQuery({
    queryKey: covenantMonitorKeys.monitor(language),
    queryFn: ({ signal }) =>
      api
        .graphql<CovenantMonitorQuery, CovenantMonitorQueryVariables>(
          COVENANT_MONITOR,
          { language },
          { signal },
        )
        .then((answer) => answer.covenantMonitor),
    staleTime: MONITOR_STALE_MS,
  });
}

/** One investment covenant at a period (yyyymmdd): what covenantExplanation explains. */
export interface CovenantAt {
  investmentId: string;
  /** The investment covenant's id. */
  covenantId: string;
  period: number;
}

/** Fetches (or reuses) the explanation of a covenant's value at a period (the monitor's and the wizard's). */
export function useExplain(language: string): (covenant: CovenantAt) => Promise<CovenantExplanation> {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    (covenant: CovenantAt) => {
      const variables = { ...covenant, language };
      return queryClient.fetchQuery({
        queryKey: covenantMonitorKeys.explanation(variables),
        queryFn: () =>
          api
            .graphql<{ covenantExplanation: CovenantExplanation }, CovenantExplanationQueryVariables>(
              COVENANT_EXPLANATION,
              variables,
            )
            .then((answer) => answer.covenantExplanation),
        staleTime: MONITOR_STALE_MS,
      });
    },
    [api, queryClient, language],
  );
}
