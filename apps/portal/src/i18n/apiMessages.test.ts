import { describe, expect, it } from "vitest";
import { ApiRefusal, GraphQLRequestError } from "../api/errors";
import { loadBundle } from "./bundles";
import { localizeApiError, localizeWording } from "./apiMessages";
import type { Translate } from "./useT";

const bundles = { en: await loadBundle("en"), fr: await loadBundle("fr"), ru: await loadBundle("ru") };

/** As the interface's `t`: a missing message answers with its id. */
function translator(language: keyof typeof bundles): Translate {
  const bundle = bundles[language];
  return (id, args) => {
    const message = bundle.getMessage(id);
    return message?.value ? bundle.formatPattern(message.value, args) : id;
  };
}

describe("the API's messages for people", () => {
  it("are worded by id in the interface language, with their variables", () => {
    const refusal = new ApiRefusal({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts, try again in 30 s",
      messageId: "too-many-attempts",
      params: { seconds: 30 },
    });
    expect(localizeApiError(translator("fr"), refusal)).toBe("Trop de tentatives, réessayez dans 30 s");
    expect(localizeApiError(translator("ru"), refusal)).toBe("Слишком много попыток, повторите через 30 с");
    expect(
      localizeWording(translator("fr"), {
        message: "No user found.",
        messageId: "user-not-found",
        params: {},
      }),
    ).toBe("Aucun utilisateur trouvé.");
  });

  it("come from GraphQL errors' extensions too", () => {
    const error = new GraphQLRequestError("Too many attempts, try again in 5 s", "TOO_MANY_REQUESTS", [
      {
        message: "Too many attempts, try again in 5 s",
        extensions: { code: "TOO_MANY_REQUESTS", messageId: "too-many-attempts", params: { seconds: 5 } },
      },
    ]);
    expect(localizeApiError(translator("fr"), error)).toBe("Trop de tentatives, réessayez dans 5 s");
  });

  it("are shown as the API wrote them without an id, or with one this build does not know", () => {
    expect(localizeWording(translator("fr"), { message: "Unknown role X", messageId: null })).toBe(
      "Unknown role X",
    );
    expect(localizeWording(translator("fr"), { message: "Newer text", messageId: "not-in-this-build" })).toBe(
      "Newer text",
    );
    expect(localizeApiError(translator("fr"), new Error("boom"))).toBe("boom");
  });
});
