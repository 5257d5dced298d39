import type { FormConfig } from "@ledgerline/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import type { TreeResult } from "./model/fieldTree";
import { renderWithStudio } from "./publish/studioTestKit";
import { RenameField } from "./RenameField";

const published: FormConfig = {
  key: "walks",
  version: "1.0.0",
  name: { en: "Walks" },
  context: { category: "financial", periodType: "month", target: "client" },
  type: "form",
  clientTypes: ["MFI"],
  fields: [{ internalName: "walkFxbh982", name: { en: "Walk" }, type: "numeric" }],
};
/** The draft adds a step validation that reads the field; the published version has none. */
const draft: FormConfig = {
  ...published,
  validations: [{ validationType: "error", validationMessage: "Positive", formula: "walkFxbh982 > 0" }],
};

function answer(usages: unknown[] = []) {
  fakeApi({
    StudioPublishedTemplates: { publishedTemplates: [published] },
    FormEditorFieldUsages: { templateFieldUsages: usages },
  });
}

function renderRename(onResult = vi.fn<(result: TreeResult) => void>()) {
  renderWithStudio(<RenameField config={draft} internalName="walkFxbh982" onResult={onResult} />);
  return onResult;
}

async function typeNewName() {
  const box = screen.getByRole("textbox", { name: "Internal name" });
  await userEvent.clear(box);
  await userEvent.type(box, "walkFxbh982X");
  await userEvent.click(screen.getByRole("button", { name: "Rename" }));
  return box;
}

describe("renaming a field", () => {
  it("lists the draft's own new validation as a use and rewrites it when renaming everywhere", async () => {
    answer();
    const onResult = renderRename();
    await typeNewName();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("walkFxbh982 > 0")).toBeInTheDocument();
    expect(within(dialog).getByText(/walks\.validations\[0\]/)).toBeInTheDocument();
    expect(onResult).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Rename everywhere in this form" }));
    const result = onResult.mock.calls[0]![0];
    if (!result.ok) throw new Error(result.reason);
    expect(result.config.validations?.[0]?.formula).toBe("walkFxbh982X > 0");
    expect(result.config.fields[0]?.internalName).toBe("walkFxbh982X");
  });

  it("renames at once a field nothing uses", async () => {
    answer();
    const onResult = vi.fn<(result: TreeResult) => void>();
    renderWithStudio(<RenameField config={published} internalName="walkFxbh982" onResult={onResult} />);
    await typeNewName();
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("puts the current name back in the box when the rename is cancelled", async () => {
    answer([{ kind: "report", where: "monthly", formula: null }]);
    const onResult = renderRename();
    const box = await typeNewName();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/monthly/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(box).toHaveValue("walkFxbh982");
    expect(onResult).not.toHaveBeenCalled();
  });
});
