// Regions and countries for the users screens: the regions of Regional Directors and Investment Managers, the
// countries of the address. Reference data, asked for once per visit.
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiContext";
import { adminUserKeys } from "./queryKeys";
import type { UserReference } from "./types";
import { UserReferenceDocument } from "../../api/generated/typed/features/admin-users/documents";

export function useUserReference() {
  const api = useApi();
  return useQuery<UserReference>({
    queryKey: adminUserKeys.reference,
    queryFn: ({ signal }) => api.graphql(UserReferenceDocument, {}, { signal }),
    staleTime: Infinity,
  });
}
