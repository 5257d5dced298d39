import type { FormConfig } from "@ledgerline/schemas";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import type { Answers } from "../../../test/fakeApi";
import { renderWithStudio } from "../publish/studioTestKit";
import { TemplateList } from "../../sections/templates/TemplateList";
import { ReportEditorPage } from "./ReportEditorPage";

function publishedForm(key: string, name: string, version: string): FormConfig {
  return {
    key,
    version,
    name: { en: name },
    context: { category: "social", periodType: "quarter", target: "client" },
    type: "form",
    clientTypes: ["MFI", "BANK", "AGRO"],
    fields: [{ internalName: "x", name: { en: "X" }, type: "numeric" }],
  };
}

const identificationStep = {
  type: "form",
  required: true,
  config: { key: "identification", version: "1.0.0" },
};
const governanceStep = { type: "form", required: true, config: { key: "governance", version: "1.2.0" } };

const draft = {
  kind: "report",
  key: "socialQuarterly",
  status: "draft",
  version: "1.0.0",
  revision: 3,
  config: {
    key: "socialQuarterly",
    version: "1.0.0",
    name: { en: "Quarterly social report" },
    category: "social",
    scheduleType: "quarterly",
    contextTarget: "client",
    clientTypes: ["MFI", "BANK", "AGRO"],
    dueAfterDays: 45,
    steps: [identificationStep],
  },
  updatedBy: { _id: "u1", fullName: "Ana Lima" },
  updatedAt: "2026-11-20T10:00:00.000Z",
};

type SaveVariables = { config: { steps: unknown[] }; revision: number | null };

function answer(overrides: Answers = {}) {
  let revision = 3;
  const saves: SaveVariables[] = [];
  fakeApi({
    StudioTemplate: { template: draft },
    StudioPublishedTemplates: {
      publishedTemplates: [
        publishedForm("identification", "Identification", "1.0.0"),
        publishedForm("governance", "Governance", "1.2.0"),
      ],
    },
    StudioSaveTemplateDraft: (variables) => {
      saves.push(variables as SaveVariables);
      revision += 1;
      return {
        saveTemplateDraft: {
          success: true,
          error: null,
          document: { ...draft, config: variables.config, revision },
        },
      };
    },
    ...overrides,
  });
  return saves;
}

function openEditor() {
  renderWithStudio(
    <MemoryRouter initialEntries={["/reports/socialQuarterly"]}>
      <Routes>
        <Route path="/reports/:key" element={<ReportEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

// Buttons are looked up where they are: a query by role and name works out the accessible name of every
// candidate (its icon and text, each with its computed style), and the whole page has several times more.
const stepsRegion = () => within(screen.getByRole("region", { name: "Steps" }));
const actions = async () => within(await screen.findByRole("toolbar", { name: "Report template actions" }));

async function addGovernance() {
  await userEvent.click(await screen.findByLabelText("Form to add"));
  await userEvent.click(await screen.findByTitle("Governance (governance)"));
  await userEvent.click(stepsRegion().getByRole("button", { name: "Add step" }));
}

// The editor is a big page for jsdom (ten text fields, selects, the steps): queries by role take a while.
const SLOW = 60_000;

describe("the report template editor", () => {
  it(
    "autosaves an added step, then the new order with the revision the last save returned",
    async () => {
      const saves = answer();
      openEditor();
      expect(
        await screen.findByRole("heading", { level: 1, name: "Report template: Quarterly social report" }),
      ).toBeInTheDocument();

      await addGovernance();
      await waitFor(() => expect(saves).toHaveLength(1));
      expect(saves[0]).toMatchObject({
        revision: 3,
        config: { steps: [identificationStep, governanceStep] },
      });
      await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("All changes saved"));

      await userEvent.click(stepsRegion().getByRole("button", { name: "Move Governance up" }));
      await waitFor(() => expect(saves).toHaveLength(2));
      expect(saves[1]).toMatchObject({
        revision: 4,
        config: { steps: [governanceStep, identificationStep] },
      });
      const steps = within(screen.getByRole("list", { name: "Steps" })).getAllByRole("listitem");
      expect(steps.map((step) => step.getAttribute("data-step"))).toEqual(["governance", "identification"]);
    },
    SLOW,
  );

  it(
    "moves the focused step with Alt+Arrow keys and undoes with Ctrl+Z",
    async () => {
      const saves = answer();
      openEditor();
      await addGovernance();
      const moveUp = await stepsRegion().findByRole("button", { name: "Move Governance up" });
      moveUp.focus();
      fireEvent.keyDown(moveUp, { key: "ArrowUp", altKey: true });
      const order = () =>
        within(screen.getByRole("list", { name: "Steps" }))
          .getAllByRole("listitem")
          .map((step) => step.getAttribute("data-step"));
      expect(order()).toEqual(["governance", "identification"]);
      // At the top the up button is disabled, so the focus goes to the step's down button.
      expect(stepsRegion().getByRole("button", { name: "Move Governance down" })).toHaveFocus();

      fireEvent.keyDown(document.body, { key: "z", ctrlKey: true });
      expect(order()).toEqual(["identification", "governance"]);
      fireEvent.keyDown(document.body, { key: "y", ctrlKey: true });
      expect(order()).toEqual(["governance", "identification"]);
      // The save of the added step may come first; the last one has the moved order.
      await waitFor(() =>
        expect(saves.at(-1)).toMatchObject({ config: { steps: [governanceStep, identificationStep] } }),
      );
    },
    SLOW,
  );

  it(
    "compares versions of the report template from the toolbar",
    async () => {
      const diff = vi.fn(() => ({ templateDiff: [] }));
      answer({
        StudioTemplateVersions: () => ({
          templates: [{ key: "socialQuarterly", versions: ["1.0.0"], draft: { revision: 3 } }],
        }),
        StudioTemplateDiff: diff,
      });
      openEditor();
      await userEvent.click((await actions()).getByRole("button", { name: "Compare versions" }));
      const dialog = await screen.findByRole("dialog", { name: "Compare versions of socialQuarterly" });
      expect(await within(dialog).findByText("These two versions are the same.")).toBeInTheDocument();
      expect(diff).toHaveBeenCalledWith({
        kind: "report",
        key: "socialQuarterly",
        from: "1.0.0",
        to: "draft",
      });
    },
    SLOW,
  );

  it(
    "shows who saved in between, and when in local time, when the save conflicts, and keeps the edits",
    async () => {
      const savedAt = "2026-12-06T20:18:00.002Z";
      answer({
        StudioSaveTemplateDraft: () => ({
          saveTemplateDraft: {
            success: false,
            // As the API words it (template-changed-by).
            error: {
              code: "CONFLICT",
              message: `Changed by Ana Lima at ${savedAt}; reload to see their changes`,
              messageId: "template-changed-by",
              params: { name: "Ana Lima", at: savedAt },
              fields: [],
            },
            document: null,
          },
        }),
      });
      openEditor();
      await addGovernance();
      const alert = await screen.findByRole("alert", {});
      expect(alert).toHaveTextContent("Someone else saved this draft since you opened it");
      const local = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(savedAt),
      );
      expect(alert).toHaveTextContent(`Changed by Ana Lima at ${local}; reload to see their changes`);
      expect(alert).not.toHaveTextContent(savedAt);
      expect(screen.getByText("Governance")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows for each step the version new reports get: the form's current published version",
    async () => {
      answer({
        StudioPublishedTemplates: () => ({
          publishedTemplates: [publishedForm("identification", "Identification", "1.10.0")],
        }),
      });
      openEditor();
      const steps = await screen.findByRole("list", { name: "Steps" });
      const step = within(steps).getByRole("listitem");
      expect(step).toHaveTextContent("new reports get version 1.10.0");
      expect(step).not.toHaveTextContent("1.0.0");
    },
    SLOW,
  );

  it(
    "says that discarding the draft of a report never published deletes it",
    async () => {
      answer({ StudioTemplate: () => ({ template: { ...draft, version: null } }) });
      openEditor();
      await userEvent.click((await actions()).getByRole("button", { name: "Discard draft" }));
      expect(
        await screen.findByText(
          "Discard the draft? This report was never published, so it is deleted and leaves the list of reports.",
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/go back to the published version/)).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "goes back to the list of reports, saying so, when discarding deletes a report never published",
    async () => {
      const discarded: unknown[] = [];
      answer({
        StudioTemplate: () => ({ template: { ...draft, version: null } }),
        StudioDiscardTemplateDraft: (variables) => {
          discarded.push(variables);
          return { discardTemplateDraft: { success: true, error: null, document: null } };
        },
        studioTemplates: () => ({ templates: [] }),
      });
      renderWithStudio(
        <MemoryRouter initialEntries={["/reports/socialQuarterly"]}>
          <Routes>
            <Route path="/reports/:key" element={<ReportEditorPage />} />
            <Route path="/reports" element={<TemplateList kind="report" />} />
          </Routes>
        </MemoryRouter>,
      );
      await userEvent.click((await actions()).getByRole("button", { name: "Discard draft" }));
      // The confirmation's own button.
      const confirmation = await screen.findByRole("tooltip");
      await userEvent.click(within(confirmation).getByRole("button", { name: "Discard draft" }));
      await waitFor(() => expect(discarded.length).toBe(1));
      expect(
        await screen.findByText(
          /Quarterly social report\W+ was never published and is deleted with its draft\./,
          {},
          { timeout: SLOW },
        ),
      ).toBeInTheDocument();
      expect(discarded).toEqual([{ kind: "report", key: "socialQuarterly" }]);
    },
    SLOW,
  );
});
