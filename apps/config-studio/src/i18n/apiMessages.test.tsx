// The API's refusals are shown by their shared message in the interface language, like the portal does.
import { MESSAGE_PARAMS } from "@ledgerline/schemas/messages";
import { LANGUAGES } from "@ledgerline/schemas/languages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { draftTemplate, fakeApi } from "../../test/fakeApi";
import { StudioApiError } from "../api/client";
import { PublishDialog } from "../editor/publish/PublishDialog";
import { renderWithStudio } from "../editor/publish/studioTestKit";
import { localizeApiError, localizeWording } from "./apiMessages";
import { loadBundles } from "./bundles";

function translate(language: "en" | "fr") {
  return async () => {
    const bundles = await loadBundles(language);
    return (id: string, args?: Record<string, string | number>) => {
      const bundle = bundles.find((candidate) => candidate.hasMessage(id));
      const pattern = bundle?.getMessage(id)?.value;
      return bundle && pattern ? bundle.formatPattern(pattern, args) : id;
    };
  };
}

describe("the API's messages in the studio", () => {
  it.each(LANGUAGES)("are part of the %s bundle, beside the studio's own messages", async (language) => {
    const [bundle] = await loadBundles(language);
    for (const id of Object.keys(MESSAGE_PARAMS)) expect(bundle!.hasMessage(id), id).toBe(true);
    expect(bundle!.hasMessage("publish-submit")).toBe(true);
  });

  it("word a refusal by its id, and fall back to the API's English without a known id", async () => {
    const t = await translate("fr")();
    const refusal = {
      message: "There is no draft of form balanceSheet",
      messageId: "template-no-draft",
      params: { kind: "form", key: "balanceSheet" },
    };
    expect(localizeWording(t, refusal)).toBe("Il n'y a pas de brouillon du formulaire balanceSheet");
    expect(localizeWording(t, { ...refusal, messageId: "no-such-message" })).toBe(refusal.message);
    expect(localizeWording(t, { message: "Plain English" })).toBe("Plain English");
    const thrown = new StudioApiError("NOT_FOUND", refusal.message, refusal.messageId, refusal.params);
    expect(localizeApiError(t, thrown)).toBe("Il n'y a pas de brouillon du formulaire balanceSheet");
    expect(localizeApiError(t, new Error("offline"))).toBe("offline");
  });

  it("shows a publish refusal in French", async () => {
    fakeApi({
      StudioTemplate: draftTemplate({ key: "balanceSheet", fields: [] }, { version: "1.0.0", revision: 4 }),
      StudioCheckTemplate: { checkTemplate: { ok: true, problems: [] } },
      StudioTemplateDiff: { templateDiff: [] },
      StudioPublishTemplate: {
        publishTemplate: {
          success: false,
          error: {
            code: "CONFLICT",
            message: "Changed by Ana Lima at 2026-05-04T10:42:00Z; reload to see their changes",
            messageId: "template-changed-by",
            params: { name: "Ana Lima", at: "2026-05-04T10:42:00Z" },
            fields: [],
          },
          problems: [],
          document: null,
        },
      },
    });
    renderWithStudio(
      <PublishDialog
        open
        kind="form"
        templateKey="balanceSheet"
        revision={4}
        publishedVersion="1.0.0"
        onClose={vi.fn()}
        onPublished={vi.fn()}
      />,
      "fr",
    );
    const button = await screen.findByRole("button", { name: "Publier" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Modifié par Ana Lima le 2026-05-04T10:42:00Z ; rechargez pour voir ses modifications",
    );
    expect(alert).not.toHaveTextContent(/Changed by/);
  });
});
