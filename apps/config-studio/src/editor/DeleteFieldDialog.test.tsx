import type { FormConfig } from "@ledgerline/schemas";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import { DeleteFieldDialog } from "./DeleteFieldDialog";
import { renderWithStudio } from "./publish/studioTestKit";

const published: FormConfig = {
  key: "walks",
  version: "1.0.0",
  name: { en: "Walks" },
  context: { category: "financial", periodType: "month", target: "client" },
  type: "form",
  clientTypes: ["MFI"],
  settings: { uploadable: true },
  fields: [
    {
      internalName: "distances",
      name: { en: "Distances" },
      type: "fieldset",
      children: [
        { internalName: "distance", name: { en: "Distance" }, type: "numeric" },
        { internalName: "double", name: { en: "Double" }, type: "numeric", formula: "distance * 2" },
      ],
    },
    { internalName: "days", name: { en: "Days" }, type: "numeric", formula: "distance / 10" },
  ],
  validations: [{ validationType: "error", validationMessage: "Some", formula: "distance > 0" }],
} as FormConfig;
/** The draft no longer computes days from the distance, and adds a field that divides by it. */
const draft: FormConfig = {
  ...published,
  fields: [
    published.fields[0]!,
    { internalName: "days", name: { en: "Days" }, type: "numeric" },
    { internalName: "pace", name: { en: "Pace" }, type: "numeric", formula: "days / distance" },
  ],
};

describe("deleting a field", () => {
  it("lists the draft's own new uses with the published ones, not those the draft dropped", async () => {
    fakeApi({
      StudioPublishedTemplates: { publishedTemplates: [published] },
      // As the server answers from the published catalogue.
      FormEditorFieldUsages: ({ field }) => ({
        templateFieldUsages:
          field === "distance"
            ? [
                { kind: "formula", where: "walks.days", formula: "distance / 10" },
                { kind: "validation", where: "walks.validations[0]", formula: "distance > 0" },
                { kind: "report", where: "monthlyWalks", formula: null },
                { kind: "excel", where: "walks", formula: null },
              ]
            : [],
      }),
    });
    renderWithStudio(
      <DeleteFieldDialog config={draft} field={draft.fields[0]!} onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete distances?" });
    expect(await within(dialog).findByText("days / distance")).toBeInTheDocument();
    expect(within(dialog).getByText(/walks\.pace/)).toBeInTheDocument();
    expect(within(dialog).getByText("distance > 0")).toBeInTheDocument();
    expect(within(dialog).getByText(/monthlyWalks/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Excel/)).toBeInTheDocument();
    // The published formula of days is gone from the draft; double is deleted with the distance.
    expect(within(dialog).queryByText("distance / 10")).not.toBeInTheDocument();
    expect(within(dialog).queryByText("distance * 2")).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(4);
  });
});
