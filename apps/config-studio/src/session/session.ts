// Who is signed in, read from the API (the portal's whoAmI), and whether they may author templates: the
// studio's sections need the `templates` permissions the API enforces on every template operation.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { graphql, onSessionChange } from "../api/client";
import { StudioWhoAmIDocument } from "../api/generated/operations";
import { storedToken } from "../api/storage";

export interface StudioUser {
  _id: string;
  fullName: string;
  email: string;
  canAuthor: boolean;
  canEditCovenants: boolean;
}

export const SESSION_QUERY_KEY = ["studio", "session"] as const;

/** The stored token, kept current when a sign-in, sign-out or refresh changes it. */
export function useToken(): string | null {
  const [token, setToken] = useState(storedToken);
  useEffect(() => onSessionChange(() => setToken(storedToken())), []);
  return token;
}

export function useStudioUser(token: string | null) {
  return useQuery({
    // A refreshed token (every answer may carry one) is the same session: only signing in or out asks again,
    // so the studio is never unmounted mid-edit by a token refresh.
    queryKey: [...SESSION_QUERY_KEY, token !== null],
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
    queryFn: async (): Promise<StudioUser | null> => {
      const { whoAmI } = await graphql(StudioWhoAmIDocument, {});
      if (!whoAmI) return null;
      const allows = (context: string, action: string) =>
        whoAmI.permissions.some((p) => p.context === context && p.action === action && p.value === 1);
      return {
        _id: whoAmI._id,
        fullName: whoAmI.person.fullName,
        email: whoAmI.person.email,
        canAuthor: allows("templates", "read") && allows("templates", "publish"),
        canEditCovenants: allows("covenantConfigs", "update"),
      };
    },
  });
}
