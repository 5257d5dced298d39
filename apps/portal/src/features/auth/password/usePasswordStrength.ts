// The strength of a new password, by the same estimator the API enforces (@ledgerline/schemas/password).
// zxcvbn's dictionaries are a chunk of their own, fetched when the first new-password field shows, so the
// sign-in screen never loads them.
import { useEffect, useState } from "react";
import type { StrengthLevel } from "@ledgerline/schemas";

type Estimator = (password: string) => StrengthLevel;

export const loadPasswordPolicy = () => import("@ledgerline/schemas/password");

/** The level of `password`, or null while the estimator is still loading. */
export function usePasswordStrength(password: string): StrengthLevel | null {
  const [estimate, setEstimate] = useState<Estimator | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadPasswordPolicy().then((policy) => {
      if (mounted) setEstimate(() => policy.passwordStrength);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return estimate ? estimate(password) : null;
}
