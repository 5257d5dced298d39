import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, variablesOf } from "../../../test/fakeApi";
import type { Answers } from "../../../test/fakeApi";
import { StudioApiError } from "../../api/client";
import { CompareVersionsDialog } from "./CompareVersionsDialog";
import { renderWithStudio } from "./studioTestKit";
import type { TemplateChange } from "./templateApi";

function answer(overrides: Answers = {}) {
  const diff = vi.fn((): { templateDiff: TemplateChange[] } => ({
    templateDiff: [
      {
        kind: "added",
        path: "fields.cash",
        after: { internalName: "cash", name: { en: "Cash" }, type: "currency" },
      },
    ],
  }));
  const sent = fakeApi({
    StudioTemplateVersions: {
      templates: [
        { key: "incomeStatement", versions: ["2.0.0"], draft: null },
        { key: "balanceSheet", versions: ["1.2.0", "1.1.0", "1.0.0"], draft: { revision: 7 } },
      ],
    },
    StudioTemplateDiff: diff,
    ...overrides,
  });
  return { diff, sent };
}

function openDialog() {
  renderWithStudio(<CompareVersionsDialog open kind="form" templateKey="balanceSheet" onClose={vi.fn()} />);
}

/** Opens a select and returns its dropdown: the one holding the listbox the combobox controls. */
async function openList(combobox: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(combobox);
  return waitFor(() => {
    const listbox = document.getElementById(combobox.getAttribute("aria-controls") ?? "");
    const dropdown = listbox?.closest<HTMLElement>(".ant-select-dropdown");
    if (!dropdown) throw new Error("The select did not open");
    return dropdown;
  });
}

/** The option titles of a list, in their order. */
function optionTitles(list: HTMLElement) {
  return [...list.querySelectorAll(".ant-select-item-option")].map((option) => option.getAttribute("title"));
}

describe("the compare versions dialog", () => {
  it("compares the latest version with the draft, and any other pair chosen", async () => {
    const { diff, sent } = answer();
    openDialog();
    const dialog = await screen.findByRole("dialog", { name: "Compare versions of balanceSheet" });
    expect(await within(dialog).findByText("Field added: Cash (cash)")).toBeInTheDocument();
    expect(diff).toHaveBeenCalledWith({ kind: "form", key: "balanceSheet", from: "1.2.0", to: "draft" });
    expect(variablesOf(sent, "StudioTemplateVersions")).toContainEqual({ kind: "form" });

    expect(within(dialog).getByRole("combobox", { name: "To" })).toBeInTheDocument();
    const list = await openList(within(dialog).getByRole("combobox", { name: "From" }));
    expect(optionTitles(list)).toEqual(["Draft", "Version 1.2.0", "Version 1.1.0", "Version 1.0.0"]);
    expect(list.querySelector(".ant-select-item-option-selected")).toHaveAttribute("title", "Version 1.2.0");

    diff.mockReturnValueOnce({
      templateDiff: [{ kind: "changed", path: "fields.cash.name.en", before: "Cash", after: "Cash in hand" }],
    });
    await userEvent.click(within(list).getByTitle("Version 1.0.0"));
    expect(
      await within(dialog).findByText("cash: Label changed (en): Cash → Cash in hand"),
    ).toBeInTheDocument();
    expect(diff).toHaveBeenLastCalledWith({ kind: "form", key: "balanceSheet", from: "1.0.0", to: "draft" });
  });

  it("says so, without asking the server, when the same version is chosen on both sides", async () => {
    const { diff } = answer();
    openDialog();
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("Field added: Cash (cash)");
    diff.mockClear();
    const list = await openList(within(dialog).getByRole("combobox", { name: "To" }));
    await userEvent.click(within(list).getByTitle("Version 1.2.0"));
    expect(await within(dialog).findByText(/The same version is chosen on both sides/)).toBeInTheDocument();
    expect(within(dialog).queryByText("Field added: Cash (cash)")).not.toBeInTheDocument();
    expect(diff).not.toHaveBeenCalled();
  });

  it("says when the two versions do not differ", async () => {
    answer({ StudioTemplateDiff: () => ({ templateDiff: [] }) });
    openDialog();
    expect(await screen.findByText("These two versions are the same.")).toBeInTheDocument();
  });

  it("shows the server's answer when the changes cannot be listed", async () => {
    answer({
      StudioTemplateDiff: () => {
        throw new StudioApiError("NOT_FOUND", "Version 1.1.0 of balanceSheet does not exist");
      },
    });
    openDialog();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The changes could not be listed.");
    expect(alert).toHaveTextContent("Version 1.1.0 of balanceSheet does not exist");
  });

  it("compares the only version with itself until another is published or drafted", async () => {
    const { diff } = answer();
    renderWithStudio(
      <CompareVersionsDialog open kind="report" templateKey="incomeStatement" onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText(/The same version is chosen on both sides/)).toBeInTheDocument();
    // The two selects show their choice with its title.
    expect(within(dialog).getAllByTitle("Version 2.0.0")).toHaveLength(2);
    expect(diff).not.toHaveBeenCalled();
  });
});
