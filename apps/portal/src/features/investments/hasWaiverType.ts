// A waiver's type test, checked against the schema's waiver types, for answers that keep the type a string
// (the covenant monitor shows a type it does not know rather than refuse it). No runtime imports.
import type { WaiverType } from "./types";

export function hasWaiverType(waiver: { waiverType: string } | null | undefined, type: WaiverType): boolean {
  return waiver?.waiverType === type;
}
