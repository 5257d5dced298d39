import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { essentials, providerAdmin } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { centralCovenant } from "./testFixtures";
import type { CentralCovenant } from "./types";

// The whole portal renders in jsdom: on a busy machine the first render takes seconds.
const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };

const page = (rows: CentralCovenant[], total = rows.length) => ({
  results: rows,
  pageInfo: { total, limit: 15, offset: 0 },
});

function api(graphql: Record<string, unknown> = {}) {
  return fakeApi({
    graphql: {
      whoAmI: providerAdmin,
      essentials,
      covenantsConfig: (variables: Record<string, unknown>) =>
        variables.archived
          ? page([
              centralCovenant({
                _id: "cov-old",
                internalName: "covOld",
                label: "Old rule",
                archived: 20240101,
              }),
            ])
          : page([centralCovenant()]),
      covenantConfig: centralCovenant(),
      ...(graphql as object),
    },
  });
}

const location = () => screen.getByTestId("location").textContent;

describe("the central covenant tiles", SLOW, () => {
  it("link to the MFI/Bank and Agro catalogues", async () => {
    renderApp("/investor/admin/covenants", api(), { token: "t" });
    const mfi = await screen.findByRole("link", { name: /MFI\/Bank Central Covenants/ }, LOADED);
    expect(mfi).toHaveAttribute("href", "/investor/admin/covenants/mfi");
    expect(screen.getByRole("link", { name: /Agro Central Covenants/ })).toHaveAttribute(
      "href",
      "/investor/admin/covenants/agro",
    );
  });
});

describe("the central covenant list", SLOW, () => {
  it("shows the columns with values /100, Add on Active only, the archived tab, and opens a row", async () => {
    const fake = api();
    renderApp("/investor/admin/covenants/mfi", fake, { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual([
      "Name",
      "Field type",
      "Range",
      "Alert threshold",
      "Client type",
      "Used by",
      "Archived as from",
    ]);
    const row = (await within(table).findByText("PAR 30")).closest("tr")!;
    const cells = within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual(["PAR 30", "Percentual", "0% – 5%", "4.5%", "MFI/Bank", "7", ""]);
    expect(fake.calls("covenantsConfig")[0]!.variables).toMatchObject({
      archived: false,
      clientType: "mfi",
      limit: 15,
      skip: 0,
    });
    expect(screen.getByRole("button", { name: /Add covenant/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Archived" }));
    expect(await screen.findByText("Old rule", {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add covenant/ })).toBeNull();
    expect(screen.getByText("01/Jan/2024")).toBeInTheDocument();
    expect(fake.calls("covenantsConfig").at(-1)!.variables).toMatchObject({ archived: true });

    await userEvent.click(screen.getByText("Old rule"));
    await waitFor(() => expect(location()).toBe("/investor/admin/covenants/mfi/cov-old"));
  });
});

describe("the central covenant form", SLOW, () => {
  it("creates a covenant, sending hundredths, and returns to the list", async () => {
    const user = userEvent.setup();
    const fake = api({
      createCovenantConfig: { success: true, error: null, covenant: centralCovenant({ _id: "cov-new" }) },
    });
    renderApp("/investor/admin/covenants/agro/add", fake, { token: "t" });
    expect(await screen.findByRole("heading", { name: "New central covenant" }, LOADED)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Internal name"), "covDscr");
    await user.type(screen.getByLabelText("Name (EN)"), "Debt service coverage");
    await user.type(screen.getByLabelText("Name (FR)"), "Couverture du service de la dette");
    await user.click(screen.getByRole("combobox", { name: "Field type" }));
    await user.click(await screen.findByText("Numeric", { selector: ".ant-select-item-option-content" }));
    await user.type(screen.getByLabelText("Range minimum"), "1.2");
    await user.type(screen.getByLabelText("Alert threshold"), "1,35");
    await user.type(screen.getByLabelText("Formula"), "agroRatios.dscr");
    await user.click(screen.getByRole("button", { name: /Add link/ }));
    await user.type(screen.getByLabelText("Web address"), "https://example.org/dscr");
    await user.type(screen.getByLabelText("Link name"), "DSCR");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fake.calls("createCovenantConfig")).toHaveLength(1));
    expect(fake.calls("createCovenantConfig")[0]!.variables.covenant).toEqual({
      internalName: "covDscr",
      name: { en: "Debt service coverage", fr: "Couverture du service de la dette" },
      guide: {},
      links: [{ uri: "https://example.org/dscr", name: "DSCR" }],
      fieldType: "numeric",
      range: { min: 120, max: null },
      alertThreshold: 135,
      clientType: "AGRO",
      formula: "agroRatios.dscr",
    });
    await waitFor(() => expect(location()).toBe("/investor/admin/covenants/agro"));
  });

  it("refuses an invalid form with 'Invalid values, review form' and sends nothing", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp("/investor/admin/covenants/mfi/add", fake, { token: "t" });
    await screen.findByRole("heading", { name: "New central covenant" }, LOADED);
    await user.type(screen.getByLabelText("Range minimum"), "5");
    await user.type(screen.getByLabelText("Range maximum"), "1.234");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText("Invalid values, review form")).length).toBeGreaterThan(0);
    expect(screen.getByText("The English name is required")).toBeInTheDocument();
    expect(screen.getByText("At most 2 decimals")).toBeInTheDocument();
    expect(fake.calls("createCovenantConfig")).toHaveLength(0);
  });

  it("edits a covenant: shows stored values /100, marks the API's formula error, and archives after confirmation", async () => {
    const user = userEvent.setup();
    const fake = api({
      updateCovenantConfig: {
        success: false,
        error: {
          code: "BAD_USER_INPUT",
          message: "Invalid values, review form",
          fields: [{ field: "formula", message: "line 1, column 22: unknown field 'nope'" }],
        },
        covenant: null,
      },
      archiveCovenantConfig: (variables: Record<string, unknown>) => ({
        success: true,
        error: null,
        _id: variables.covenantId,
        archived: variables.asFrom,
      }),
    });
    renderApp("/investor/admin/covenants/mfi/cov-1", fake, { token: "t" });
    expect(
      await screen.findByRole("heading", { name: "Central covenant PAR 30" }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Range maximum")).toHaveValue("5");
    expect(screen.getByLabelText("Alert threshold")).toHaveValue("4.5");
    expect(screen.getByLabelText("Name (FR)")).toHaveValue("PAR 30 (fr)");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("line 1, column 22: unknown field 'nope'")).toBeInTheDocument();
    expect(fake.calls("updateCovenantConfig")[0]!.variables).toMatchObject({
      covenantId: "cov-1",
      covenant: { range: { min: 0, max: 500 }, alertThreshold: 450 },
    });

    await user.click(screen.getByRole("button", { name: "Archive" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/are not disturbed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(fake.calls("archiveCovenantConfig")).toHaveLength(1));
    expect(fake.calls("archiveCovenantConfig")[0]!.variables).toMatchObject({ covenantId: "cov-1" });
    expect(fake.calls("archiveCovenantConfig")[0]!.variables.asFrom).toEqual(expect.any(Number));
    // archived as from today: the list opens on its Archived tab
    await waitFor(() => expect(location()).toBe("/investor/admin/covenants/mfi?tab=archived"));
  });

  it("says 'Failed to save covenant: …' when the save fails without field errors", async () => {
    const user = userEvent.setup();
    const fake = api({
      updateCovenantConfig: {
        success: false,
        error: { code: "NOT_FOUND", message: "No covenant found.", fields: [] },
        covenant: null,
      },
    });
    renderApp("/investor/admin/covenants/mfi/cov-1", fake, { token: "t" });
    await screen.findByRole("heading", { name: "Central covenant PAR 30" }, LOADED);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to save covenant: No covenant found.")).toBeInTheDocument();
  });
});
