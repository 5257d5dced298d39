import { describe, expect, it } from "vitest";
import { loadBundle } from "./bundles";
import { localizeApiMessage } from "./apiMessages";
import type { Translate } from "./useT";

const bundles = { en: await loadBundle("en"), fr: await loadBundle("fr") };

function translator(language: "en" | "fr"): Translate {
  const bundle = bundles[language];
  return (id, args) => bundle.formatPattern(bundle.getMessage(id)!.value!, args);
}

describe("localizeApiMessage", () => {
  it("shows the spec's messages that come from the API in the interface language", () => {
    expect(localizeApiMessage(translator("fr"), "No user found.")).toBe("Aucun utilisateur trouvé.");
    expect(localizeApiMessage(translator("fr"), "Wrong token.")).toBe("Jeton incorrect.");
    expect(
      localizeApiMessage(
        translator("en"),
        "Your account is currently inactive. Please activate your account in order to log in.",
      ),
    ).toBe("Your account is currently inactive. Please activate your account in order to log in.");
  });

  it("passes any other message through as the API wrote it", () => {
    expect(localizeApiMessage(translator("fr"), "Too many attempts, try again in 60 s")).toBe(
      "Too many attempts, try again in 60 s",
    );
  });
});
