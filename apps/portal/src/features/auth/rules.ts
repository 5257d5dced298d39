// Validation rules of spec 1 §5, as Ant Design form rules. Messages come from the .ftl files.
import type { FormInstance, FormRule } from "antd";
import type { Translate } from "../../i18n/useT";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_STRENGTH,
  passwordStrength,
} from "./password/strength";

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
        if (text.length < MIN_PASSWORD_LENGTH) throw new Error(t("password-min-length"));
        if (options.max && text.length > MAX_PASSWORD_LENGTH) throw new Error(t("password-max-length"));
        if (options.minStrength && passwordStrength(text) < MIN_STRENGTH)
          throw new Error(t("password-too-weak"));
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
