import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { draftTemplate, fakeApi, variablesOf } from "../../../test/fakeApi";
import type { Answers } from "../../../test/fakeApi";
import { StudioApiError } from "../../api/client";
import { PublishDialog } from "./PublishDialog";
import { renderWithStudio } from "./studioTestKit";

const draft = {
  key: "balanceSheet",
  fields: [
    { internalName: "totalAssets", name: { en: "Total assets" }, type: "currency", formula: "a" },
    { internalName: "equityRatio", name: { en: "Equity ratio" }, type: "percentual", formula: "b" },
  ],
};

function answer(overrides: Answers = {}) {
  return fakeApi({
    StudioTemplate: draftTemplate(draft, { version: "1.0.0", revision: 4 }),
    StudioCheckTemplate: { checkTemplate: { ok: true, problems: [] } },
    StudioTemplateDiff: {
      templateDiff: [
        { kind: "changed", path: "fields.totalAssets.formula", before: "add(a, b)", after: "add(a, b, c)" },
      ],
    },
    ...overrides,
  });
}

function openDialog(onPublished = vi.fn(), onClose = vi.fn()) {
  renderWithStudio(
    <PublishDialog
      open
      kind="form"
      templateKey="balanceSheet"
      revision={4}
      publishedVersion="1.0.0"
      onClose={onClose}
      onPublished={onPublished}
    />,
  );
  return onPublished;
}

describe("the publish dialog", () => {
  it("shows a formula problem with its line and column and does not let the draft be published", async () => {
    const sent = answer({
      StudioCheckTemplate: () => ({
        checkTemplate: {
          ok: false,
          problems: [
            {
              path: "fields.totalAssets",
              message: "Unknown field cash",
              code: "unknown-reference",
              severity: "error",
              line: 2,
              column: 7,
            },
          ],
        },
      }),
    });
    openDialog();
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText(/Unknown field cash/)).toBeInTheDocument();
    expect(within(dialog).getByText(/line 2, column 7/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Publish is not possible: the draft has an error/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Publish" })).toBeDisabled();
    // The checked config is the draft as the server holds it.
    expect(variablesOf(sent, "StudioCheckTemplate")).toContainEqual({ kind: "form", config: draft });
  });

  it("lists the changes since the published version and lets a warning through", async () => {
    answer({
      StudioCheckTemplate: () => ({
        checkTemplate: {
          ok: true,
          problems: [{ path: "fields.cash", message: "Never read", code: "unused", severity: "warning" }],
        },
      }),
    });
    openDialog();
    expect(
      await screen.findByText("totalAssets: Formula changed: add(a, b) → add(a, b, c)"),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Never read/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Publish" })).toBeEnabled());
  });

  it("publishes the revision and hands over the new version", async () => {
    const publish = vi.fn(() => ({
      publishTemplate: {
        success: true,
        error: null,
        problems: [],
        document: { kind: "form", key: "balanceSheet", status: "published", version: "1.1.0", config: draft },
      },
    }));
    answer({ StudioPublishTemplate: publish });
    const onPublished = openDialog();
    const button = screen.getByRole("button", { name: "Publish" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(onPublished).toHaveBeenCalledWith("1.1.0"));
    expect(publish).toHaveBeenCalledWith({ kind: "form", key: "balanceSheet", revision: 4 });
    expect((await screen.findAllByText("Version 1.1.0 is published.")).length).toBeGreaterThan(0);
  });

  it("says so when someone else changed or published the template", async () => {
    answer({
      StudioPublishTemplate: () => {
        throw new StudioApiError("CONFLICT", "Ana Lima saved revision 5 at 10:42");
      },
    });
    const onPublished = openDialog();
    const button = screen.getByRole("button", { name: "Publish" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/Someone else changed or published this template/);
    expect(alert).toHaveTextContent("Ana Lima saved revision 5 at 10:42");
    expect(onPublished).not.toHaveBeenCalled();
  });

  it("shows the server's problems when it refuses to publish", async () => {
    answer({
      StudioPublishTemplate: () => ({
        publishTemplate: {
          success: false,
          error: { code: "BAD_USER_INPUT", message: "The draft has errors" },
          problems: [
            {
              path: "steps[0]",
              message: "Form cash is not published",
              code: "dangling-reference",
              severity: "error",
            },
          ],
          document: null,
        },
      }),
    });
    const onPublished = openDialog();
    const button = screen.getByRole("button", { name: "Publish" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Form cash is not published");
    expect(onPublished).not.toHaveBeenCalled();
  });

  it("lists, on demand, the computed values an approved report would change", async () => {
    answer({
      StudioTemplateImpact: () => ({
        templateImpact: {
          clientsChecked: 12,
          clients: [
            {
              clientId: "c1",
              clientName: "Acme Microfinance",
              reportId: "r1",
              period: "2026-09",
              values: [
                { field: "totalAssets", label: "Total assets", before: 150000, after: 160050 },
                { field: "equityRatio", label: "Equity ratio", before: 1250, after: null },
              ],
              validations: [],
              covenants: [{ field: "par30", label: "PAR 30", before: "ok", after: "breach" }],
            },
          ],
        },
      }),
    });
    openDialog();
    await userEvent.click(await screen.findByRole("button", { name: "Show what would change" }));
    const panel = await screen.findByRole("button", { name: /Acme Microfinance, 2026-09 \(3 differences\)/ });
    expect(screen.getByText("12 clients' reports were checked.")).toBeInTheDocument();
    await userEvent.click(panel);
    expect(await screen.findByText("Total assets: 1,500.00 → 1,600.50")).toBeInTheDocument();
    // A percentage as the form shows it.
    expect(screen.getByText("Equity ratio: 12.50 % → -n.a.-")).toBeInTheDocument();
    expect(screen.getByText("PAR 30: within limits → breach")).toBeInTheDocument();
  });

  it("closes with Escape", async () => {
    answer();
    const onClose = vi.fn();
    openDialog(vi.fn(), onClose);
    await screen.findByText(/totalAssets: Formula changed/);
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });

  it("says when no approved report would change", async () => {
    answer({ StudioTemplateImpact: () => ({ templateImpact: { clientsChecked: 3, clients: [] } }) });
    openDialog();
    await userEvent.click(await screen.findByRole("button", { name: "Show what would change" }));
    expect(await screen.findByText("No approved report would change.")).toBeInTheDocument();
  });
});
