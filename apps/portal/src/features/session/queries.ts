// Server state of the session: whoAmI (the profile) and essentials (templates), both through react-query.
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useApi } from "../../api/ApiContext";
import { sessionAtom, tokenAtom } from "../../state/atoms";
import { sessionKeys } from "./queryKeys";
import { EssentialsDocument, WhoAmIDocument } from "../../api/generated/typed/api/documents";

export function useWhoAmI() {
  const api = useApi();
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: sessionKeys.whoAmI,
    queryFn: async ({ signal }) => (await api.graphql(WhoAmIDocument, {}, { signal })).whoAmI,
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Essentials are loaded once after login and kept for the session. */
export function useEssentials() {
  const api = useApi();
  const session = useAtomValue(sessionAtom);
  return useQuery({
    queryKey: sessionKeys.essentials(session?.user.id),
    queryFn: async ({ signal }) => (await api.graphql(EssentialsDocument, {}, { signal })).essentials,
    enabled: session !== null,
    staleTime: Infinity,
    // Once per login: a failure is kept (spec 1 §8), not retried by every component that reads essentials.
    retryOnMount: false,
    refetchOnMount: false,
  });
}
