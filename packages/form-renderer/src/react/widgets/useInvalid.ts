import { useAtomValue } from "jotai/react";
import type { FormStore } from "../../store/FormStore";

/** True when the field shows an error (only after the page was submitted). */
export function useInvalid(store: FormStore, name: string): boolean {
  return useAtomValue(store.problemsAtom(name)).some((p) => p.severity === "error");
}
