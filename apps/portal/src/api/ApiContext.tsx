import { createContext, useContext } from "react";
import type { ApiClient } from "./client";

export const ApiContext = createContext<ApiClient | null>(null);

/** The API client of the running app (created once in App.tsx). */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error("useApi() outside <App>");
  return api;
}
