// Fluent bundles for the renderer's words; English backs up missing messages.
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { ReactLocalization } from "@fluent/react";
import type { Language } from "@ledgerline/schemas";
import type { FieldProblem } from "../core/problems";
import { MESSAGES } from "./messages";

const cache = new Map<Language, ReactLocalization>();

function bundle(language: Language): FluentBundle {
  const b = new FluentBundle(language, { useIsolating: false });
  const errors = b.addResource(new FluentResource(MESSAGES[language]));
  if (errors.length > 0)
    throw new Error(`form-renderer messages (${language}): ${errors.map(String).join("; ")}`);
  return b;
}

/** The localization of the renderer in a language (English fallback), built once per language. */
export function rendererLocalization(language: Language): ReactLocalization {
  let found = cache.get(language);
  if (!found) {
    found = new ReactLocalization(language === "en" ? [bundle("en")] : [bundle(language), bundle("en")]);
    cache.set(language, found);
  }
  return found;
}

/** A problem's words in a language, for hosts that tell of a field's problem outside the form. */
export function problemText(
  problem: Pick<FieldProblem, "messageId" | "args" | "text">,
  language: Language,
): string {
  return (
    problem.text ??
    rendererLocalization(language).getString(
      problem.messageId ?? "error-invalid",
      problem.args ? { ...problem.args } : null,
    )
  );
}
