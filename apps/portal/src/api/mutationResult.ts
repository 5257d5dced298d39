import type { MutationResult } from "./types";

/** Throws the API's error message when a mutation answered `success: false`. */
export function assertSuccess(result: MutationResult | null | undefined, fallback: string): void {
  if (result?.success) return;
  throw new Error(result?.error?.message || fallback);
}
