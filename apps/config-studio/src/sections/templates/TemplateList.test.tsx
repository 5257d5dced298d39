import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { SLOW, findWhenShown, renderStudio, signIn } from "../testApi";

const PERSON = { _id: "u2", fullName: "Bea Builder" };
const TEMPLATES = {
  templates: [
    {
      kind: "form",
      key: "balanceSheet",
      label: "Balance sheet",
      clientTypes: ["MFI"],
      publishedVersion: "1.2.0",
      publishedAt: "2026-01-10T10:00:00.000Z",
      publishedBy: { _id: "u3", fullName: "Hanna Berger" },
      versions: ["1.2.0"],
      draft: null,
    },
    {
      kind: "form",
      key: "socialImpact",
      label: "Social impact",
      clientTypes: ["MFI", "AGRO"],
      publishedVersion: "2.0.0",
      publishedAt: "2026-01-10T10:00:00.000Z",
      publishedBy: null,
      versions: ["2.0.0"],
      draft: { revision: 3, baseVersion: "2.0.0", updatedBy: PERSON, updatedAt: "2026-02-01T09:30:00.000Z" },
    },
    {
      kind: "form",
      key: "farmData",
      label: "Farm data",
      clientTypes: ["AGRO"],
      publishedVersion: null,
      publishedAt: null,
      publishedBy: null,
      versions: [],
      draft: { revision: 1, baseVersion: null, updatedBy: PERSON, updatedAt: "2026-02-02T09:30:00.000Z" },
    },
  ],
};

function rowOf(name: string): HTMLElement {
  return screen.getByRole("link", { name }).closest("tr")!;
}

describe("the form template list", { timeout: 45_000 }, () => {
  it("shows each template's status and last change, and opens one in the editor", async () => {
    signIn();
    fakeApi({ studioTemplates: TEMPLATES });
    renderStudio("/forms");
    await findWhenShown("link", "Balance sheet");
    expect(within(rowOf("Balance sheet")).getByText("Published")).toBeInTheDocument();
    expect(within(rowOf("Balance sheet")).getByText(/^published by Hanna Berger at /)).toBeInTheDocument();
    expect(within(rowOf("Social impact")).getByText("Published + draft")).toBeInTheDocument();
    expect(within(rowOf("Social impact")).getByText(/changed by Bea Builder at/)).toBeInTheDocument();
    expect(within(rowOf("Farm data")).getByText("Draft")).toBeInTheDocument();
    expect(within(rowOf("Farm data")).getByText("never published")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "Social impact" }));
    // The router shows the new address once the editor's lazily loaded screen is ready.
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent("/forms/socialImpact"), SLOW);
  });

  it("finds templates by key or name and asks the API for one client type", async () => {
    signIn();
    const sent = fakeApi({ studioTemplates: TEMPLATES });
    renderStudio("/forms");
    await findWhenShown("link", "Balance sheet");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search by key or name" }), "farm");
    expect(screen.queryByRole("link", { name: "Balance sheet" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Farm data" })).toBeInTheDocument();

    // The radio button's input is covered by its label, which takes the click.
    await userEvent.click(screen.getByRole("radio", { name: "AGRO" }).closest("label")!);
    await waitFor(() =>
      expect(sent).toContainEqual({
        operation: "studioTemplates",
        variables: { kind: "form", clientType: "AGRO", language: "en" },
      }),
    );
  });

  it("refuses a key that is not an identifier or already used, before asking the API", async () => {
    signIn();
    const sent = fakeApi({ studioTemplates: TEMPLATES });
    renderStudio("/forms");
    await userEvent.click(await findWhenShown("button", "New form template"));
    const dialog = await screen.findByRole("dialog", { name: "New form template" });
    await userEvent.type(within(dialog).getByLabelText("Name in English"), "Loans");
    await userEvent.type(within(dialog).getByLabelText("Key"), "loan_book");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(
      await within(dialog).findByText("Use letters and digits only, starting with a lower-case letter"),
    ).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText("Key"));
    await userEvent.type(within(dialog).getByLabelText("Key"), "balanceSheet");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("This key is already used")).toBeInTheDocument();
    expect(sent.some((request) => request.operation === "studioCreateTemplateDraft")).toBe(false);
  });

  it("starts a new form as a draft (revision null) and opens it in the editor", async () => {
    signIn();
    const sent = fakeApi({
      studioTemplates: TEMPLATES,
      studioCreateTemplateDraft: {
        saveTemplateDraft: { success: true, error: null, document: { key: "loanBook", revision: 1 } },
      },
    });
    renderStudio("/forms");
    await userEvent.click(await findWhenShown("button", "New form template"));
    const dialog = await screen.findByRole("dialog", { name: "New form template" });
    await userEvent.type(within(dialog).getByLabelText("Key"), "loanBook");
    await userEvent.type(within(dialog).getByLabelText("Name in English"), "Loan book");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent("/forms/loanBook"), SLOW);
    const save = sent.find((request) => request.operation === "studioCreateTemplateDraft");
    expect(save?.variables).toMatchObject({
      kind: "form",
      key: "loanBook",
      revision: null,
      config: {
        key: "loanBook",
        version: "0.0.0",
        type: "form",
        name: { en: "Loan book" },
        clientTypes: ["MFI"],
        context: { category: "financial", periodType: "month", target: "client" },
        fields: [{ internalName: "field1", name: { en: "New field" }, type: "numeric" }],
      },
    });
  });

  it("shows the API's refusal in the dialog, on the key", async () => {
    signIn();
    fakeApi({
      studioTemplates: TEMPLATES,
      studioCreateTemplateDraft: {
        saveTemplateDraft: {
          success: false,
          error: {
            code: "BAD_USER_INPUT",
            message: "The template was refused",
            fields: [{ field: "key", message: "Reserved key" }],
          },
          document: null,
        },
      },
    });
    renderStudio("/forms");
    await userEvent.click(await findWhenShown("button", "New form template"));
    const dialog = await screen.findByRole("dialog", { name: "New form template" });
    await userEvent.type(within(dialog).getByLabelText("Key"), "report");
    await userEvent.type(within(dialog).getByLabelText("Name in English"), "Report");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The template was refused");
    expect(within(dialog).getByText("Reserved key")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Key")).toHaveValue("report");
    expect(screen.getByTestId("address")).toHaveTextContent("/forms");
  });

  it("copies a template under a new key with an English name 'Copy of …'", async () => {
    signIn();
    const sent = fakeApi({
      studioTemplates: TEMPLATES,
      studioTemplateConfig: {
        template: {
          key: "balanceSheet",
          config: {
            key: "balanceSheet",
            version: "1.2.0",
            status: "published",
            name: { en: "Balance sheet", fr: "Bilan" },
            fields: [],
          },
        },
      },
      studioCreateTemplateDraft: {
        saveTemplateDraft: { success: true, error: null, document: { key: "balanceSheet2", revision: 1 } },
      },
    });
    renderStudio("/forms");
    await findWhenShown("link", "Balance sheet");
    await userEvent.click(screen.getByRole("button", { name: "Copy balanceSheet" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy of balanceSheet" });
    await userEvent.type(within(dialog).getByLabelText("New key"), "balanceSheet2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy" }));
    await waitFor(
      () => expect(screen.getByTestId("address")).toHaveTextContent("/forms/balanceSheet2"),
      SLOW,
    );
    expect(sent.find((request) => request.operation === "studioCreateTemplateDraft")?.variables).toEqual({
      kind: "form",
      key: "balanceSheet2",
      revision: null,
      config: { key: "balanceSheet2", version: "0.0.0", name: { en: "Copy of Balance sheet" }, fields: [] },
    });
  });
});
