// Portal-wide configuration and timings (spec 1 §9). The provider key is the API's PROVIDER_KEY, read at run
// time from the page the API served (apps/api/src/plugins/portal-index.ts writes it into a meta tag), so one
// build serves any provider.
import { createContext, useContext } from "react";

/** The provider key of the page; `investor` where no API wrote one (tests). */
export function providerKeyOfPage(page: Document | undefined = globalThis.document): string {
  const meta = page?.querySelector<HTMLMetaElement>('meta[name="ledgerline-provider-key"]');
  return meta?.content || "investor";
}

export const DEFAULT_PROVIDER_KEY: string = providerKeyOfPage();

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
