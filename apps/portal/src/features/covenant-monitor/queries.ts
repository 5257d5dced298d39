// The monitor's server state. The answer is the whole scope tested at once, seconds of work for the API on a
// large portfolio: it is kept fresh for five minutes, so going to a report and back does not test again.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useApi } from "../../api/ApiContext";
import type { CovenantExplanation } from "./api";
import { covenantMonitorKeys } from "./queryKeys";
import {
  CovenantExplanationDocument,
  CovenantMonitorDocument,
} from "../../api/generated/typed/features/covenant-monitor/api";

export const MONITOR_STALE_MS = 5 * 60_000;

export function useCovenantMonitor(language: string) {
  const api = useApi();
  return useQuery({
    queryKey: covenantMonitorKeys.monitor(language),
    queryFn: ({ signal }) =>
      api.graphql(CovenantMonitorDocument, { language }, { signal }).then((answer) => answer.covenantMonitor),
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
          api.graphql(CovenantExplanationDocument, variables).then((answer) => answer.covenantExplanation),
        staleTime: MONITOR_STALE_MS,
      });
    },
    [api, queryClient, language],
  );
}
