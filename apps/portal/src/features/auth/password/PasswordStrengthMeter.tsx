// Five segments and a word (Bad, Weak, Ok, Good, Strong) under a new-password field.
import { STRENGTH_LEVELS } from "@ledgerline/schemas";
import { useT } from "../../../i18n/useT";
import { usePasswordStrength } from "./usePasswordStrength";

const COLOURS = ["#cf1322", "#fa8c16", "#fadb14", "#52c41a", "#2e8b57"];

export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useT();
  const trimmed = password.trim();
  const level = usePasswordStrength(trimmed) ?? 0;
  const label = t(`strength-${STRENGTH_LEVELS[level]}`);
  return (
    <div
      className="strength-meter"
      role="meter"
      aria-label={t("password-strength")}
      aria-valuemin={0}
      aria-valuemax={4}
      aria-valuenow={level}
      aria-valuetext={label}
    >
      <div className="strength-meter__bar" aria-hidden="true">
        {STRENGTH_LEVELS.map((name, index) => (
          <span key={name} style={{ background: trimmed && index <= level ? COLOURS[level] : undefined }} />
        ))}
      </div>
      <span className="strength-meter__label">
        {t("password-strength-level", { level: trimmed ? label : "–" })}
      </span>
    </div>
  );
}
