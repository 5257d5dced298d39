// Validation rules of spec 1 §5, as Ant Design form rules. Messages come from the .ftl files.
import type { FormInstance, FormRule } from "antd";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@ledgerline/schemas";
import type { Translate } from "../../i18n/useT";
import { loadPasswordPolicy } from "./password/usePasswordStrength";

export function required(t: Translate): FormRule {
  return { required: true, whitespace: true, message: t("field-required") };
}

/** Password: required, at least 6 characters (after trimming), at most 33 when `max` is set (login). */
export function passwordRules(
  t: Translate,
  options: { max?: boolean; minStrength?: boolean } = {},
): FormRule[] {
  const rules: FormRule[] = [
    required(t),
    {
      validator: async (_rule, value: unknown) => {
        const text = typeof value === "string" ? value.trim() : "";
        if (text === "") return;
        if (text.length < PASSWORD_MIN_LENGTH) throw new Error(t("password-min-length"));
        if (options.max && text.length > PASSWORD_MAX_LENGTH) throw new Error(t("password-max-length"));
        if (options.minStrength) {
          const policy = await loadPasswordPolicy();
          if (policy.passwordStrength(text) < policy.MIN_NEW_PASSWORD_STRENGTH)
            throw new Error(t("password-too-weak"));
        }
      },
    },
  ];
  return rules;
}

/** Re-type password: required, and equal to the field `passwordField` of the same form. */
export function retypeRules(t: Translate, passwordField = "password"): FormRule[] {
  return [
    required(t),
    ({ getFieldValue }: Pick<FormInstance, "getFieldValue">) => ({
      validator: async (_rule, value: unknown) => {
        const retyped = typeof value === "string" ? value.trim() : "";
        const password = String(getFieldValue(passwordField) ?? "").trim();
        if (retyped !== "" && retyped !== password) throw new Error(t("passwords-dont-match"));
      },
    }),
  ];
}
