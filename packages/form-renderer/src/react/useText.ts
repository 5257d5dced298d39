import { useLocalization } from "@fluent/react";
import { useCallback } from "react";

/** `t(id, args)`: a message of the renderer in the active language. */
export function useText(): (id: string, args?: Record<string, string | number>) => string {
  const { l10n } = useLocalization();
  return useCallback((id, args) => l10n.getString(id, args ?? null), [l10n]);
}
