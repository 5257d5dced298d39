// What the file requests need from the session: the token and language the API client sends, a way to
// store a refreshed token, and, when the API answers 401, a session check through the one API client
// (whoAmI), which logs the user out the usual way if the token is really gone.
import { useQueryClient } from "@tanstack/react-query";
import { useStore } from "jotai";
import { useCallback } from "react";
import { languageAtom, tokenAtom } from "../../state/atoms";
import { sessionKeys } from "../session/queryKeys";
import type { Credentials } from "./requests";

export function useCredentials(): { credentials(): Credentials; checkSession(): void } {
  const store = useStore();
  const queryClient = useQueryClient();
  const credentials = useCallback(
    (): Credentials => ({
      token: store.get(tokenAtom),
      language: store.get(languageAtom),
      onRefreshedToken: (token) => store.set(tokenAtom, token),
    }),
    [store],
  );
  const checkSession = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.whoAmI });
  }, [queryClient]);
  return { credentials, checkSession };
}
