import { FluentResource } from "@fluent/bundle";
import { LANGUAGES } from "@ledgerline/schemas/languages";
import { MESSAGE_PARAMS, message } from "@ledgerline/schemas/messages";
import { describe, expect, it } from "vitest";
import { variablesByMessage } from "../../../../scripts/lib/fluent-variables.mjs";
import { failed, fieldError, tooManyRequests } from "./errors";
import { readFileSync } from "node:fs";
import { sharedFtlPath } from "../i18n/texts";
import { englishText } from "./messages";

const declared = new Map(
  Object.entries(MESSAGE_PARAMS).map(([id, names]) => [id, [...names].sort()] as const),
);

describe("the shared messages for people", () => {
  it.each(LANGUAGES)(
    "%s words every declared message with exactly its variables, and nothing else",
    (language) => {
      const worded = variablesByMessage(
        new FluentResource(readFileSync(sharedFtlPath(language), "utf8")).body,
      );
      expect([...worded.keys()].sort()).toEqual([...declared.keys()].sort());
      for (const [id, variables] of declared)
        expect({ id, variables: worded.get(id) }).toEqual({ id, variables });
    },
  );

  it("are answered with their id, their variables and the English text", () => {
    expect(failed("TOO_MANY_REQUESTS", message("too-many-attempts", { seconds: 30 })).error).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "Too many attempts, try again in 30 s",
      messageId: "too-many-attempts",
      params: { seconds: 30 },
      fields: [],
    });
    expect(fieldError("email", message("field-required"))).toEqual({
      field: "email",
      message: "field is required",
      messageId: "field-required",
      params: {},
    });
    expect(tooManyRequests(5).extensions).toMatchObject({
      messageId: "too-many-attempts",
      params: { seconds: 5 },
    });
  });

  it("leave English-only text without an id", () => {
    expect(failed("NOT_FOUND", "No client").error).toMatchObject({
      message: "No client",
      messageId: null,
      params: null,
    });
  });

  it("keep the spec's English verbatim", () => {
    expect(englishText(message("account-inactive"))).toBe(
      "Your account is currently inactive. Please activate your account in order to log in.",
    );
    expect(englishText(message("reset-code-invalid"))).toBe(
      "The code you entered is not valid. Please try again.",
    );
  });
});
