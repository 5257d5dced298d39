// The studio's landmarks: one <main> per page, whether the frame holds a screen or the door is shown; the skip
// link to it, and the focus on the new page's heading after a move.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormConfig } from "@ledgerline/schemas";
import { describe, expect, it } from "vitest";
import { draftTemplate, fakeApi } from "../test/fakeApi";
import { SLOW, renderStudio, signIn } from "./sections/testApi";

const balance: FormConfig = {
  key: "balance",
  version: "1.2.0",
  name: { en: "Balance sheet" },
  context: { category: "financial", periodType: "month", target: "client" },
  type: "form",
  clientTypes: ["MFI"],
  fields: [{ internalName: "cash", name: { en: "Cash" }, type: "currency" }],
};

describe("the studio's main landmark", { timeout: 45_000 }, () => {
  it("is one, around the form editor", async () => {
    signIn();
    fakeApi({
      FormEditorTemplate: draftTemplate(balance, {
        version: "1.2.0",
        revision: 3,
        updatedBy: { _id: "u1", fullName: "Ada Author" },
        updatedAt: "2026-11-20T10:00:00Z",
      }),
      StudioPublishedTemplates: { publishedTemplates: [balance] },
    });
    renderStudio("/forms/balance");
    await screen.findByRole("tree", {}, SLOW);
    expect(screen.getAllByRole("main")).toHaveLength(1);
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
  });

  it("is one on the sign-in page", async () => {
    fakeApi({});
    renderStudio("/forms");
    await screen.findByRole("heading", { name: "Sign in to the config studio" }, SLOW);
    expect(screen.getAllByRole("main")).toHaveLength(1);
  });
});

const TEMPLATES = { templates: [] };

describe("the way past the header and the menu, by keyboard", { timeout: 45_000 }, () => {
  it("starts with the skip link, which sends the focus to the main region", async () => {
    const user = userEvent.setup();
    signIn();
    fakeApi({ studioTemplates: TEMPLATES });
    renderStudio("/forms");
    await screen.findByRole("heading", { level: 1, name: "Form templates" }, SLOW);
    await user.tab();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("is offered at the door too", async () => {
    fakeApi({});
    renderStudio("/forms");
    await screen.findByRole("heading", { name: "Sign in to the config studio" }, SLOW);
    await userEvent.click(screen.getByRole("link", { name: "Skip to main content" }));
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("moves the focus to the new page's heading after a move, not on the first page", async () => {
    const user = userEvent.setup();
    signIn();
    fakeApi({ studioTemplates: TEMPLATES });
    renderStudio("/forms");
    await screen.findByRole("heading", { level: 1, name: "Form templates" }, SLOW);
    expect(document.body).toHaveFocus();
    const menu = screen.getByRole("navigation", { name: "Studio sections" });
    await user.click(within(menu).getByRole("link", { name: "Report templates" }));
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Report templates" })).toHaveFocus(),
    );
  });
});
