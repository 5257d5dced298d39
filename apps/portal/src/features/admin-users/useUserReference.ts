// Regions and countries for the users screens: the regions of Regional Directors and Investment Managers, the
// countries of the address. Reference data, asked for once per visit.
import { useQuery } from "@tanstack/react-query";
import type { UserReferenceQuery, UserReferenceQueryVariables } from "../../api/generated/operations";
import { useApi } from "../../api/ApiContext";
import { USER_REFERENCE } from "./documents";
import { adminUserKeys } from "./queryKeys";
import type { UserReference } from "./types";

export function useUserReference() {
  const api = useApi();
  return useQuery<UserReference>({
    queryKey: adminUserKeys.reference,
    queryFn: ({ signal }) =>
      api.graphql<UserReferenceQuery, UserReferenceQueryVariables>(USER_REFERENCE, {}, { signal }),
    staleTime: Infinity,
  });
}
