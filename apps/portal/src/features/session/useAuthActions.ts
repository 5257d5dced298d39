// Logging in and out. Login posts the form fields to /auth/login and keeps the token; logout drops the
// token, the session and every cached answer, and goes to /login.
import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useApi } from "../../api/ApiContext";
import type { LoginAnswer, UserCheckAnswer } from "../../api/types";
import { currentClientAtom, sessionAtom, tokenAtom } from "../../state/atoms";

export function useLogin() {
  const api = useApi();
  const setToken = useSetAtom(tokenAtom);
  const queryClient = useQueryClient();
  return useCallback(
    async (username: string, password: string): Promise<void> => {
      const answer = await api.postForm<LoginAnswer>("/auth/login", {
        username: username.trim(),
        password: password.trim(),
      });
      if (!answer?.token) throw new Error("No token in the login answer");
      queryClient.removeQueries();
      setToken(answer.token);
    },
    [api, queryClient, setToken],
  );
}

export function useUserCheck() {
  const api = useApi();
  return useCallback(
    async (username: string) => {
      const answer = await api.postForm<UserCheckAnswer>("/auth/usercheck", { username: username.trim() });
      return { password: answer?.services?.password ?? false, sso: answer?.services?.sso ?? false };
    },
    [api],
  );
}

/** Forget the session in this browser (token, session, cached answers). */
export function useClearSession() {
  const setToken = useSetAtom(tokenAtom);
  const setSession = useSetAtom(sessionAtom);
  const setCurrentClient = useSetAtom(currentClientAtom);
  const queryClient = useQueryClient();
  return useCallback(() => {
    setToken(null);
    setSession(null);
    setCurrentClient(null);
    queryClient.clear();
  }, [queryClient, setCurrentClient, setSession, setToken]);
}

/** Ends the session on the server (best effort: the token is dropped here whatever the answer), then locally. */
export function useLogout() {
  const api = useApi();
  const clear = useClearSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.postForm("/auth/logout", {});
    } catch (error) {
      console.error("Logout on the server failed", error);
    }
    clear();
    navigate("/login", { replace: true });
  }, [api, clear, navigate]);
}
