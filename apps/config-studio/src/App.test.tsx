import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { WHO_AM_I_ANSWER, fakeApi } from "../test/fakeApi";
import { SLOW, renderStudio, signIn } from "./sections/testApi";

const TEMPLATES = {
  templates: [
    {
      kind: "form",
      key: "balanceSheet",
      label: "Balance sheet",
      clientTypes: ["MFI"],
      publishedVersion: "1.2.0",
      publishedAt: "2026-01-10T10:00:00.000Z",
      versions: ["1.2.0"],
      draft: null,
    },
  ],
};

describe("the config studio", { timeout: 45_000 }, () => {
  it("asks for a sign-in when there is no session", async () => {
    const sent = fakeApi({});
    renderStudio("/forms");
    expect(
      await screen.findByRole("heading", { name: "Sign in to the config studio" }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("opens on the form templates with the author's name, and titles the document", async () => {
    signIn();
    fakeApi({ studioTemplates: TEMPLATES });
    renderStudio("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Form templates" }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText("Ada Author")).toBeInTheDocument();
    expect(screen.getByTestId("address")).toHaveTextContent("/forms");
    await waitFor(() => expect(document.title).toBe("Form templates · Ledgerline Config Studio"));
    expect(await screen.findByRole("link", { name: "Balance sheet" }, SLOW)).toBeInTheDocument();
  });

  it("goes to every section from the menu", async () => {
    signIn();
    fakeApi({
      studioTemplates: TEMPLATES,
      studioCovenantsConfig: {
        covenantsConfig: { results: [], pageInfo: { total: 0, limit: 15, offset: 0 } },
      },
    });
    renderStudio("/forms");
    const menu = await screen.findByRole("navigation", { name: "Studio sections" }, SLOW);
    await userEvent.click(within(menu).getByRole("link", { name: "Report templates" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Report templates" }, SLOW),
    ).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole("link", { name: "Covenant catalogue" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Covenant catalogue" }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText("No active covenants.", {}, SLOW)).toBeInTheDocument();
  });

  it("switches the interface to French from the language menu", async () => {
    signIn();
    fakeApi({ studioTemplates: TEMPLATES });
    renderStudio("/forms");
    await screen.findByRole("heading", { level: 1, name: "Form templates" }, SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Language: English" }));
    await userEvent.click(await screen.findByText("Français"));
    const menu = await screen.findByRole("navigation", { name: "Sections du studio" }, SLOW);
    expect(within(menu).getByRole("link", { name: "Modèles de formulaires" })).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Modèles de rapports" })).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Catalogue des covenants" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Modèles de formulaires" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Se déconnecter" })).toBeInTheDocument();
  });

  it("tells a signed-in user without the templates permissions why the studio stays closed", async () => {
    signIn();
    fakeApi({
      studioWhoAmI: {
        whoAmI: {
          ...WHO_AM_I_ANSWER.whoAmI,
          permissions: [{ context: "reports", action: "read", value: 1 }],
        },
      },
    });
    renderStudio("/forms");
    expect(
      await screen.findByRole("heading", { name: "This studio is for template authors" }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ada Author, your account cannot author templates/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the portal" })).toHaveAttribute("href", "/");
  });

  it("keeps the session when the server cannot say who is signed in, and enters once a retry works", async () => {
    signIn();
    let failures = 1;
    const sent = fakeApi({
      studioWhoAmI: () => {
        if (failures-- > 0) throw new Error("the server is away");
        return WHO_AM_I_ANSWER;
      },
      studioTemplates: TEMPLATES,
    });
    renderStudio("/forms");
    expect(
      await screen.findByRole("heading", { name: "The studio could not reach the server" }, SLOW),
    ).toBeInTheDocument();
    expect(localStorage.getItem("ledgerline.token")).toBe(JSON.stringify("test-token"));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Form templates" }, SLOW),
    ).toBeInTheDocument();
    expect(sent.filter((request) => request.operation === "studioWhoAmI")).toHaveLength(2);
  });

  it("asks for a sign-in again when the server no longer knows the session", async () => {
    signIn();
    fakeApi({ studioWhoAmI: { whoAmI: null } });
    renderStudio("/forms");
    expect(
      await screen.findByRole("heading", { name: "Sign in to the config studio" }, SLOW),
    ).toBeInTheDocument();
  });

  it("sends an unknown address to the form templates", async () => {
    signIn();
    fakeApi({ studioTemplates: TEMPLATES });
    renderStudio("/nothing-here");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Form templates" }, SLOW),
    ).toBeInTheDocument();
  });
});
