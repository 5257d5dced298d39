import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WhoAmI } from "../../api/types";
import { fakeApi } from "../../../test/fakeApi";
import { essentials, providerAdmin } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { exchangePeriods, exportYears } from "./exchangeExportPeriods";

const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };
const PATH = "/investor/admin/exchangerates";

const exporter: WhoAmI = {
  ...providerAdmin,
  permissions: [
    ...(providerAdmin.permissions ?? []),
    { context: "exchangeRates", action: "read", value: 1 },
    { context: "exchangeRates", action: "export", value: 1 },
  ],
};

const month = { _id: "xr-1", numericDate: 20250331, month: "2025-03", source: "Bank", count: 2 };

function api(whoAmI: WhoAmI = exporter) {
  return fakeApi({
    graphql: {
      whoAmI,
      essentials,
      exchangeRates: (variables: Record<string, unknown>) =>
        !("skip" in variables)
          ? {
              results: [{ _id: "xr-1", currencies: ["PEN", "EUR"] }],
              pageInfo: { total: 1, limit: 100, offset: 0 },
            }
          : { results: [month], pageInfo: { total: 1, limit: 15, offset: 0 } },
      createExportExchange: { success: true, error: null, fileId: "f".repeat(32), fileName: "rates.xlsx" },
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the exchange rates export dialog", SLOW, () => {
  it("needs periods and a currency, USD by default, and sends the chosen months as YYYYMM", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(new Uint8Array([80, 75]))),
    );
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => "blob:rates");
    URL.revokeObjectURL = vi.fn();
    const fake = api();
    renderApp(PATH, fake, { token: "t" });
    await user.click(await screen.findByRole("button", { name: /Export/ }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "Export exchange rates" });
    expect(within(dialog).getByText("USD")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Export" }));
    expect(await screen.findByText("Please fill in all the information.")).toBeInTheDocument();
    expect(fake.calls("createExportExchange")).toHaveLength(0);

    await user.click(within(dialog).getByRole("combobox", { name: "Currency" }));
    await user.click(await screen.findByText("PEN", { selector: ".ant-select-item-option-content" }));
    await user.click(within(dialog).getByRole("combobox", { name: "Years" }));
    await user.click(await screen.findByText("2024", { selector: ".ant-select-item-option-content" }));
    await user.click(within(dialog).getByRole("combobox", { name: "Months" }));
    await user.click(await screen.findByText("March", { selector: ".ant-select-item-option-content" }));
    await user.click(await screen.findByText("January", { selector: ".ant-select-item-option-content" }));
    await user.click(within(dialog).getByRole("button", { name: "Export" }));
    await waitFor(() => expect(fake.calls("createExportExchange")).toHaveLength(1));
    expect(fake.calls("createExportExchange")[0]!.variables).toEqual({
      currency: "PEN",
      periods: [202401, 202403],
    });
  });

  it("is offered only to users who may export exchange rates", async () => {
    renderApp(PATH, api({ ...exporter, permissions: providerAdmin.permissions }), { token: "t" });
    await screen.findByRole("table", {}, LOADED);
    expect(screen.queryByRole("button", { name: /Export/ })).toBeNull();
  });
});

describe("exchange export periods", () => {
  it("offers the years from this year back to 2000 and crosses years with months", () => {
    const years = exportYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2000);
    expect(years).toHaveLength(27);
    expect(exchangePeriods([2025, 2024], [12, 1])).toEqual([202401, 202412, 202501, 202512]);
  });
});
