import type { FormConfig } from "@ledgerline/schemas";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithStudio } from "./publish/studioTestKit";
import { FieldTree } from "./FieldTree";

const form = {
  key: "extras2",
  name: { en: "Funding structure" },
  fields: [
    {
      internalName: "borrowingsFromDevelopmentFinanceInstitutions",
      name: { en: "From development finance institutions", ru: "От институтов финансирования развития" },
      type: "currency",
    },
  ],
} as unknown as FormConfig;

async function renderTree(language: "en" | "ru") {
  renderWithStudio(
    <>
      <h2 id="tree-heading">Fields</h2>
      <FieldTree
        config={form}
        selected={null}
        onSelect={vi.fn()}
        onResult={vi.fn()}
        onDeleteRequest={vi.fn()}
        headingId="tree-heading"
      />
    </>,
    language,
  );
  // Another language than English loads its messages first.
  return screen.findByRole("tree", { name: "Fields" });
}

describe("the field tree", () => {
  // The row is cut to one line by editor.css (e2e/tests/studio.spec.ts measures it); the whole text stays.
  it("keeps a row's whole label, internal name and type for the pointer and for screen readers", async () => {
    const tree = await renderTree("ru");
    const row = within(tree).getByText("От институтов финансирования развития").closest(".editor-tree-node")!;
    expect(row).toHaveAttribute(
      "title",
      "От институтов финансирования развития · borrowingsFromDevelopmentFinanceInstitutions · Денежная сумма",
    );
    expect(row).toHaveTextContent("borrowingsFromDevelopmentFinanceInstitutions");
  });

  it("names a row in the studio's language", async () => {
    const tree = await renderTree("en");
    expect(within(tree).getByTitle(/^From development finance institutions · /)).toHaveClass(
      "editor-tree-node",
    );
  });
});
