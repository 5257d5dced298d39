// Portal-wide configuration and timings (spec 1 §9). The provider key comes from the build
// (VITE_PROVIDER_KEY, default `investor`), matching the API's PROVIDER_KEY.
import { createContext, useContext } from "react";

export const DEFAULT_PROVIDER_KEY: string = import.meta.env.VITE_PROVIDER_KEY ?? "investor";

export const TIMINGS = {
  /** The startup logo fades for this long before content appears. */
  startupFadeMs: 600,
  /** Delay before leaving the login page when a token arrived in the query string. */
  tokenRedirectMs: 200,
  /** Client switcher search debounce. */
  clientSearchDebounceMs: 100,
  /** Header menus close this long after the pointer leaves. */
  menuLeaveDelaySeconds: 0.5,
} as const;

export interface PortalConfig {
  providerKey: string;
}

export const PortalConfigContext = createContext<PortalConfig>({ providerKey: DEFAULT_PROVIDER_KEY });

export function usePortalConfig(): PortalConfig {
  return useContext(PortalConfigContext);
}
