import { diagnosticCount, forceLinting } from "@codemirror/lint";
import { EditorView } from "@codemirror/view";
import type { FormConfig } from "@ledgerline/schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { draftTemplate, fakeApi } from "../../test/fakeApi";
import type { Answers, Handler, SentRequest } from "../../test/fakeApi";
import { I18nProvider } from "../i18n/I18nProvider";
import { FormEditorPage } from "./FormEditorPage";
import { DEBOUNCE_MS } from "./useAutosave";

const draft: FormConfig = {
  key: "balance",
  version: "1.2.0",
  name: { en: "Balance sheet" },
  context: { category: "financial", periodType: "month", target: "client" },
  type: "form",
  clientTypes: ["MFI"],
  fields: [
    {
      internalName: "assets",
      name: { en: "Assets", fr: "Actifs" },
      type: "fieldset",
      children: [
        { internalName: "cash", name: { en: "Cash" }, type: "currency" },
        { internalName: "totalAssets", name: { en: "Total assets" }, type: "currency", formula: "cash" },
      ],
    },
    { internalName: "equity", name: { en: "Equity" }, type: "currency" },
  ],
};
const otherForm: FormConfig = {
  ...draft,
  key: "profitLoss",
  name: { en: "P&L" },
  fields: [{ internalName: "income", name: { en: "Income" }, type: "currency" }],
};

/** What the API answers the editor unless a test says otherwise. */
const ANSWERS = {
  FormEditorTemplate: draftTemplate(draft, {
    version: "1.2.0",
    revision: 3,
    updatedBy: { _id: "u1", fullName: "Ana Author" },
    updatedAt: "2026-11-20T10:00:00Z",
  }),
  StudioPublishedTemplates: { publishedTemplates: [{ ...draft, fields: [draft.fields[1]] }, otherForm] },
  FormEditorSaveDraft: ((variables) => ({
    saveTemplateDraft: {
      success: true,
      error: null,
      document: {
        kind: "form",
        key: "balance",
        status: "draft",
        version: "1.2.0",
        config: variables.config,
        revision: (variables.revision as number) + 1,
        updatedBy: { _id: "u1", fullName: "Ana Author" },
        updatedAt: "2026-11-26T10:00:00Z",
      },
    },
  })) satisfies Handler,
};
let requests: SentRequest[];

function fakeEditorApi(overrides: Answers = {}) {
  requests = fakeApi({ ...ANSWERS, ...overrides });
}

function renderEditor() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial="en">
        <MemoryRouter initialEntries={["/forms/balance"]}>
          <Routes>
            <Route path="/forms/:key" element={<FormEditorPage />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const saves = () => requests.filter((request) => request.operation === "FormEditorSaveDraft");

// Buttons are looked up in their toolbar: a role query by name works out the accessible name of every
// candidate (its icon and text, each with its computed style), and the page has several times more buttons.
const editorActions = () => within(screen.getByRole("toolbar", { name: "Editor actions" }));
const fieldActions = () => within(screen.getByRole("toolbar", { name: "Field actions" }));
const addField = () => fieldActions().getByRole("button", { name: /Add field$/ });

async function selectField(label: string) {
  const tree = await screen.findByRole("tree");
  await userEvent.click(within(tree).getByText(label));
}

beforeEach(() => fakeEditorApi());
afterEach(() => vi.useRealTimers());

describe("the form template editor", () => {
  it("loads the draft and shows its name, status and fields", async () => {
    renderEditor();
    expect(await screen.findByRole("heading", { level: 1, name: /Balance sheet/ })).toHaveTextContent(
      "balance",
    );
    expect(screen.getByText("Draft rev 3 based on version 1.2.0")).toBeInTheDocument();
    const tree = screen.getByRole("tree");
    expect(within(tree).getByText("Cash")).toBeInTheDocument();
    expect(within(tree).getByText("totalAssets")).toBeInTheDocument();
    expect(screen.getByText("Saved")).toBeInTheDocument();
  });

  it("shows the selected field's properties", async () => {
    renderEditor();
    await selectField("Equity");
    expect(screen.getByRole("heading", { name: "Properties of equity" })).toBeInTheDocument();
    expect(screen.getByLabelText("Internal name")).toHaveValue("equity");
    expect(screen.getByLabelText("Label (English)")).toHaveValue("Equity");
    expect(screen.getByLabelText("Label (Français)")).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Formula" })).toBeInTheDocument();
  });

  it("shows the engine's error when a formula has a typo", async () => {
    renderEditor();
    await selectField("Total assets");
    const editor = screen.getByRole("textbox", { name: "Formula" });
    const view = EditorView.findFromDOM(editor)!;
    act(() => {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: "csh + profitLoss.income" } });
    });
    expect(await screen.findByText(/unknown field 'csh'/)).toBeInTheDocument();
    // Another form's fields are known by form.name: only the typo is reported.
    expect(screen.queryByText(/unknown field 'profitLoss/)).not.toBeInTheDocument();
  });

  it("finds nothing wrong with an emptied formula: the field is then typed in", async () => {
    renderEditor();
    await selectField("Total assets");
    const view = EditorView.findFromDOM(screen.getByRole("textbox", { name: "Formula" }))!;
    const type = (text: string) =>
      act(() => {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
        forceLinting(view);
      });
    // A typo first, so that the check is seen to run, then nothing at all.
    type("csh");
    await waitFor(() => expect(diagnosticCount(view.state)).toBe(1));
    type("");
    await waitFor(() => expect(diagnosticCount(view.state)).toBe(0));
    expect(screen.queryByText(/expected an expression/)).not.toBeInTheDocument();
  });

  it("saves an added field with the last revision the server returned", async () => {
    renderEditor();
    await selectField("Equity");
    await userEvent.click(addField());
    expect(within(screen.getByRole("tree")).getByText("newField")).toBeInTheDocument();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.variables).toMatchObject({ key: "balance", revision: 3 });
    const sent = saves()[0]!.variables.config as FormConfig;
    expect(sent.fields.map((field) => field.internalName)).toEqual(["assets", "equity", "newField"]);
    await waitFor(() => expect(screen.getByText("Draft rev 4 based on version 1.2.0")).toBeInTheDocument());

    await userEvent.click(addField());
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]!.variables.revision).toBe(4);
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  });

  it("undoes an edit with the toolbar and saves the undone state", async () => {
    renderEditor();
    await selectField("Equity");
    await userEvent.click(addField());
    await userEvent.click(editorActions().getByRole("button", { name: /Undo$/ }));
    expect(within(screen.getByRole("tree")).queryByText("newField")).not.toBeInTheDocument();
    // Whether or not the added field was saved in between, the last save is the undone state.
    await waitFor(() =>
      expect((saves().at(-1)?.variables.config as FormConfig | undefined)?.fields).toHaveLength(2),
    );
    expect(editorActions().getByRole("button", { name: /Redo$/ })).toBeEnabled();
  });

  it("stops saving and names the other author on a conflict, with the time in local time and the advice once", async () => {
    const at = "2026-12-06T20:18:00.002Z";
    fakeEditorApi({
      FormEditorSaveDraft: () => ({
        saveTemplateDraft: {
          success: false,
          // As the API words it (template-changed-by).
          error: {
            code: "CONFLICT",
            message: `Changed by Bruno Boss at ${at}; reload to see their changes`,
            messageId: "template-changed-by",
            params: { name: "Bruno Boss", at },
          },
          document: null,
        },
      }),
    });
    renderEditor();
    await selectField("Equity");
    await userEvent.click(addField());
    const alert = await screen.findByRole("alert", {});
    const local = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(at),
    );
    expect(alert).toHaveTextContent(`Changed by Bruno Boss at ${local}; reload to see their changes`);
    expect(alert.textContent?.split("reload to see").length).toBe(2);
    expect(alert).not.toHaveTextContent(at);
    expect(within(alert).getByRole("button", { name: "Reload" })).toBeInTheDocument();
    // No more saves after a conflict, whatever the author does: not even once the autosave's pause is over
    // (on a fake clock, which passes it at once).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(addField());
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS));
    expect(saves()).toHaveLength(1);
  });

  it("keeps the edits after a network failure and retries", async () => {
    let fail = true;
    const save = ANSWERS.FormEditorSaveDraft;
    fakeEditorApi({
      FormEditorSaveDraft: (variables) => {
        if (fail) throw new Error("network down");
        return save(variables);
      },
    });
    renderEditor();
    await selectField("Equity");
    await userEvent.click(addField());
    expect(await screen.findByText(/^Not saved:/, {})).toBeInTheDocument();
    expect(within(screen.getByRole("tree")).getByText("newField")).toBeInTheDocument();
    fail = false;
    await userEvent.click(editorActions().getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(saves().at(-1)!.variables.revision).toBe(3);
  });

  it("lists the usages of a field and its children before deleting it", async () => {
    fakeEditorApi({
      FormEditorFieldUsages: ({ field }) => ({
        templateFieldUsages:
          field === "cash"
            ? [{ kind: "covenant", where: "Liquidity ratio", formula: "balance.cash / 2" }]
            : field === "totalAssets"
              ? [{ kind: "report", where: "MFI monthly", formula: null }]
              : [],
      }),
    });
    renderEditor();
    await selectField("Assets");
    await userEvent.click(
      within(screen.getByRole("toolbar", { name: "Field actions" })).getByRole("button", { name: /Delete$/ }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete assets?" });
    expect(await within(dialog).findByText(/Liquidity ratio/)).toBeInTheDocument();
    expect(within(dialog).getByText(/MFI monthly/)).toBeInTheDocument();
    expect(within(dialog).getByText("balance.cash / 2")).toBeInTheDocument();
    expect(within(dialog).getByText(/publishing is refused/)).toBeInTheDocument();
    const asked = requests
      .filter((r) => r.operation === "FormEditorFieldUsages")
      .map((r) => r.variables.field);
    expect(asked.sort()).toEqual(["assets", "cash", "totalAssets"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(screen.getByRole("tree")).queryByText("Cash")).not.toBeInTheDocument());
    expect(within(screen.getByRole("tree")).getByText("Equity")).toBeInTheDocument();
  });

  it("moves the selected field with Alt+arrow keys in the tree", async () => {
    renderEditor();
    await selectField("Equity");
    fireEvent.keyDown(screen.getByRole("tree"), { key: "ArrowUp", altKey: true });
    await waitFor(() => {
      const labels = within(screen.getByRole("tree"))
        .getAllByText(/^(Assets|Equity)$/)
        .map((node) => node.textContent);
      expect(labels).toEqual(["Equity", "Assets"]);
    });
  });

  it("undoes with Ctrl+Z outside text boxes", async () => {
    renderEditor();
    await selectField("Equity");
    await userEvent.click(addField());
    expect(within(screen.getByRole("tree")).getByText("newField")).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole("tree"), { key: "z", ctrlKey: true });
    expect(within(screen.getByRole("tree")).queryByText("newField")).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole("tree"), { key: "y", ctrlKey: true });
    expect(within(screen.getByRole("tree")).getByText("newField")).toBeInTheDocument();
    // In a text box Ctrl+Z belongs to the text.
    fireEvent.keyDown(screen.getByLabelText("Internal name"), { key: "z", ctrlKey: true });
    expect(within(screen.getByRole("tree")).getByText("newField")).toBeInTheDocument();
  });

  it("applies JSON only when it parses, listing schema errors with their paths", async () => {
    renderEditor();
    await screen.findByRole("tree");
    await userEvent.click(editorActions().getByRole("button", { name: /JSON$/ }));
    const textbox = screen.getByLabelText("Template configuration as JSON");
    fireEvent.change(textbox, { target: { value: "{ not json" } });
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert")).toHaveTextContent(/This is not valid JSON/);

    const broken = { ...draft, fields: [{ internalName: "equity", name: { en: "Equity" }, type: "nmeric" }] };
    fireEvent.change(textbox, { target: { value: JSON.stringify(broken) } });
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    const errors = await screen.findByRole("alert");
    expect(errors).toHaveTextContent(/One schema error/);
    expect(within(errors).getByText("fields[0].type")).toBeInTheDocument();
    // Applied as a draft all the same: the tree shows the JSON's single field.
    await userEvent.click(editorActions().getByRole("button", { name: /JSON$/ }));
    const tree = screen.getByRole("tree");
    expect(within(tree).queryByText("Cash")).not.toBeInTheDocument();
    expect(within(tree).getByText("Equity")).toBeInTheDocument();
  });

  it("compares versions of the template from the toolbar", async () => {
    fakeEditorApi({
      StudioTemplateVersions: () => ({
        templates: [{ key: "balance", versions: ["1.2.0", "1.1.0"], draft: { revision: 3 } }],
      }),
      StudioTemplateDiff: () => ({ templateDiff: [] }),
    });
    renderEditor();
    await screen.findByRole("tree");
    await userEvent.click(editorActions().getByRole("button", { name: /Compare versions$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Compare versions of balance" });
    expect(await within(dialog).findByText("These two versions are the same.")).toBeInTheDocument();
    expect(requests.find((request) => request.operation === "StudioTemplateDiff")?.variables).toEqual({
      kind: "form",
      key: "balance",
      from: "1.2.0",
      to: "draft",
    });
  });

  it("starts a draft from a published template on the first save", async () => {
    fakeEditorApi({
      FormEditorTemplate: () => ({
        template: {
          kind: "form",
          key: "balance",
          status: "published",
          version: "1.2.0",
          config: draft,
          revision: null,
          updatedBy: null,
          updatedAt: null,
        },
      }),
      FormEditorSaveDraft: (variables) => ({
        saveTemplateDraft: {
          success: true,
          error: null,
          document: {
            kind: "form",
            key: "balance",
            status: "draft",
            version: "1.2.0",
            config: variables.config,
            revision: 1,
            updatedBy: { _id: "u1", fullName: "Ana Author" },
            updatedAt: "2026-11-26T10:00:00Z",
          },
        },
      }),
    });
    renderEditor();
    expect(await screen.findByText("Published version 1.2.0")).toBeInTheDocument();
    expect(editorActions().getByRole("button", { name: /Publish$/ })).toBeDisabled();
    await selectField("Equity");
    await userEvent.click(addField());
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.variables.revision).toBeNull();
    expect(await screen.findByText("Draft rev 1 based on version 1.2.0")).toBeInTheDocument();
    await waitFor(() => expect(editorActions().getByRole("button", { name: /Publish$/ })).toBeEnabled());
  });
});
