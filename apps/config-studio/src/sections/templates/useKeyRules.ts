// The key input's rules, in the interface language (shared by the New and Copy dialogs).
import type { Rule } from "antd/es/form";
import { useMemo } from "react";
import { useT } from "../../i18n/I18nProvider";
import { keyProblem } from "./templateKey";

export function useKeyRules(takenKeys: readonly string[]): Rule[] {
  const t = useT();
  return useMemo(
    () => [
      {
        validator: (_rule, value: string | undefined) => {
          const problem = keyProblem((value ?? "").trim(), takenKeys);
          return problem
            ? Promise.reject(new Error(t(`sections-templates-key-${problem}`)))
            : Promise.resolve();
        },
      },
    ],
    [t, takenKeys],
  );
}
