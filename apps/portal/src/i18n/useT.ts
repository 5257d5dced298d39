import type { FluentVariable } from "@fluent/bundle";
import { useLocalization } from "@fluent/react";
import { useCallback } from "react";

export type Translate = (id: string, args?: Record<string, FluentVariable>) => string;

/** The message `id` of the interface language, with its variables filled in. */
export function useT(): Translate {
  const { l10n } = useLocalization();
  return useCallback((id, args) => l10n.getString(id, args ?? null), [l10n]);
}
