import { ApiRefusal } from "./errors";
import type { MutationResult } from "./types";

/** Throws the API's refusal when a mutation answered `success: false`. */
export function assertSuccess(result: MutationResult | null | undefined, fallback: string): void {
  if (result?.success) return;
  if (result?.error?.message) throw new ApiRefusal(result.error);
  throw new Error(fallback);
}
