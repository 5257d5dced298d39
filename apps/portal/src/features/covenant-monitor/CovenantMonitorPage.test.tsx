import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { GraphQLFailure, fakeApi } from "../../../test/fakeApi";
import { essentials, providerAdmin } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import type { WhoAmI } from "../../api/types";
import type { CovenantMonitor, MonitorRow } from "./api";

// The whole portal renders in jsdom: on a busy machine the first render takes seconds.
const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };
const PATH = "/investor/covenant-monitor";

const LATAM = { _id: "r-latam", name: "Latin America" };
const AFRICA = { _id: "r-africa", name: "Sub-Saharan Africa" };
const INCLUSIVE = { _id: "f-inclusive", name: "Inclusive Finance Fund" };
const AGRI = { _id: "f-agri", name: "Agri Impact Fund" };

const months = (last: string) =>
  Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5)) - 12 + index, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  });

function row(overrides: Partial<MonitorRow> & { id: string }): MonitorRow {
  const { id, ...rest } = overrides;
  return {
    investment: { _id: `inv-${id}`, importedId: `TM1-${id}` },
    client: { _id: "c-andes", key: "andes", name: "Andes Microcrédito", clientType: "MFI", region: LATAM },
    fund: INCLUSIVE,
    covenant: {
      _id: `cov-${id}`,
      centralCovenantId: "cc-par30",
      internalName: "covPar30",
      name: "PAR 30",
      fieldType: "percentual",
      decimals: null,
      unit: null,
    },
    period: 20250731,
    report: { configKey: "mfiFinancialMonthly", period: "2025-07", status: "approved" },
    value: 300,
    range: { min: 0, max: 500 },
    alertThreshold: 400,
    status: "ok",
    headroom: 40,
    waiver: null,
    trend: months("2025-07").map((period, index) => ({
      period,
      value: index === 0 ? null : 200 + index * 10,
    })),
    ...rest,
  };
}

const BREACHED = row({
  id: "10001",
  value: 600,
  status: "breached",
  headroom: -20,
  trend: months("2025-07").map((period, index) => ({ period, value: 160 + index * 40 })),
});
const ALERTED = row({
  id: "10002",
  client: { _id: "c-jamii", key: "jamii", name: "Jamii Finance", clientType: "MFI", region: AFRICA },
  covenant: { ...BREACHED.covenant, _id: "cov-car", internalName: "covCar", name: "Capital adequacy" },
  value: 1600,
  range: { min: 1500, max: null },
  alertThreshold: 1700,
  status: "alerted",
  headroom: 6.67,
  report: { configKey: "mfiFinancialMonthly", period: "2025-07", status: "in_review" },
});
const WAIVED = row({
  id: "10003",
  status: "waived",
  headroom: null,
  value: 700,
  waiver: { _id: "w1", waiverType: "DISABLE", startDate: 20250301, endDate: 20260331, replacement: null },
});
const AGRO_OK = row({
  id: "10004",
  client: {
    _id: "c-mayo",
    key: "alto-mayo",
    name: "Cooperativa Alto Mayo",
    clientType: "AGRO",
    region: LATAM,
  },
  fund: AGRI,
  covenant: {
    ...BREACHED.covenant,
    _id: "cov-dscr",
    internalName: "covDscr",
    name: "DSCR",
    fieldType: "numeric",
  },
  value: 185,
  range: { min: 120, max: null },
  alertThreshold: 130,
  headroom: 54.17,
  report: { configKey: "agroFinancialQuarterly", period: "2025-06", status: "approved" },
  period: 20250630,
});

const MONITOR: CovenantMonitor = {
  rows: [BREACHED, ALERTED, WAIVED, AGRO_OK],
  regions: [LATAM, AFRICA],
  funds: [AGRI, INCLUSIVE],
};

const EXPLANATION = {
  label: "PAR 30",
  formula: "performanceIndicators.par30Ratio",
  explanation: {
    label: "performanceIndicators.par30Ratio",
    expression: "divide(extras.par30, balanceSheet.grossLoanPortfolio)",
    value: 0.06,
    month: "2025-07",
    // What the engine says of money over money; the covenant's type makes it a percentage.
    unit: "number",
    children: [
      {
        label: "extras.par30",
        expression: "extras.par30",
        value: 60,
        month: "2025-07",
        children: [],
        unit: "currency",
      },
      {
        label: "balanceSheet.grossLoanPortfolio",
        expression: "balanceSheet.grossLoanPortfolio",
        value: 1000,
        month: "2025-07",
        children: [],
        unit: "currency",
      },
    ],
  },
};

function api(
  monitor: object | ((variables: Record<string, unknown>) => unknown) = MONITOR,
  who: WhoAmI = providerAdmin,
) {
  return fakeApi({
    graphql: { whoAmI: who, essentials, covenantMonitor: monitor, covenantExplanation: EXPLANATION },
  });
}

const location = () => screen.getByTestId("location").textContent;
/** Values keep their percent sign on their line: a no-break space before it. */
const nb = (text: string) => text.replace(/ %/g, "\u00a0%");
const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);
const rowWith = (table: HTMLElement, text: string) =>
  rowsOf(table).find((candidate) => within(candidate).queryByText(text))!;

describe("the covenant monitor", SLOW, () => {
  it("lists every covenant, worst first, with status words, limits, headroom and the report to open", async () => {
    renderApp(PATH, api(), { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    await within(table).findByText("TM1-10001");
    for (const header of [
      "Client",
      "Investment (TM1 id)",
      "Covenant",
      "Period",
      "Value",
      "Limits",
      "Alert",
    ]) {
      expect(within(table).getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    expect(rowsOf(table).map((tr) => within(tr).getAllByRole("cell")[1]!.textContent)).toEqual([
      "TM1-10001",
      "TM1-10002",
      "TM1-10003",
      "TM1-10004",
    ]);
    const breached = rowWith(table, "TM1-10001");
    // The status is a word on its colour, never the colour alone.
    expect(within(breached).getByText("Breached")).toHaveAttribute("data-status", "breached");
    expect(within(breached).getByText("0.00 % to 5.00 %")).toBeInTheDocument();
    expect(within(breached).getByText("4.00 %")).toBeInTheDocument();
    expect(within(breached).getByText("-20.0 %")).toBeInTheDocument();
    expect(within(breached).getByRole("link", { name: "Jul/2025" })).toHaveAttribute(
      "href",
      "/client/andes/reports/mfiFinancialMonthly/2025-07",
    );
    expect(
      within(breached).getByRole("img", { name: nb("12-period trend from 1.60 % to 6.00 %") }),
    ).toBeInTheDocument();
    // The value is a button named by its value and what it explains.
    expect(
      within(breached).getByRole("button", { name: nb("6.00 %, show how PAR 30 is computed") }),
    ).toBeInTheDocument();
    const alerted = rowWith(table, "TM1-10002");
    expect(within(alerted).getByText("at least 15.00 %")).toBeInTheDocument();
    expect(within(alerted).getByText("not approved yet")).toBeInTheDocument();
    const waived = rowWith(table, "TM1-10003");
    expect(within(waived).getByText("Waived")).toHaveAttribute("data-status", "waived");
    expect(within(waived).getByText("Disabled until 31/Mar/2026")).toBeInTheDocument();
    // Waived limits no longer apply: struck through.
    expect(within(waived).getByText("0.00 % to 5.00 %").tagName).toBe("DEL");
    // A numeric covenant: no percent sign, as the wizard shows it.
    expect(
      within(rowWith(table, "TM1-10004")).getByRole("button", { name: /^1\.85, show how DSCR/ }),
    ).toBeInTheDocument();
    expect(screen.getByText("4 covenants · 1 breached · 1 on alert")).toBeInTheDocument();
  });

  it("writes a covenant's values with its template field's decimals and unit, a replacement's with its own", async () => {
    const dscr = { ...AGRO_OK.covenant, decimals: 0, unit: "times" };
    const monitor: CovenantMonitor = {
      ...MONITOR,
      rows: [
        { ...BREACHED, covenant: { ...BREACHED.covenant, decimals: 1 } },
        { ...AGRO_OK, covenant: dscr, value: 1210 },
        row({
          id: "10005",
          value: 240,
          range: { min: 120, max: null },
          alertThreshold: 130,
          waiver: {
            _id: "w2",
            waiverType: "REPLACE",
            startDate: 20250301,
            endDate: 20260331,
            replacement: { name: "DSCR", fieldType: "numeric", decimals: 0, unit: "times" },
          },
        }),
      ],
    };
    renderApp(PATH, api(monitor), { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    await within(table).findByText("TM1-10001");
    const breached = rowWith(table, "TM1-10001");
    expect(
      within(breached).getByRole("button", { name: nb("6.0 %, show how PAR 30 is computed") }),
    ).toBeInTheDocument();
    expect(
      within(breached).getByRole("img", { name: nb("12-period trend from 1.6 % to 6.0 %") }),
    ).toBeInTheDocument();
    // Limits as the wizard's covenant rows write them: the type's default.
    expect(within(breached).getByText("0.00 % to 5.00 %")).toBeInTheDocument();
    const agro = rowWith(table, "TM1-10004");
    expect(within(agro).getByRole("button", { name: /^12 ×, show how DSCR/ })).toHaveTextContent("12 ×");
    expect(within(agro).queryByText(/12\.10/)).not.toBeInTheDocument();
    expect(
      within(rowWith(table, "TM1-10005")).getByRole("button", { name: /^2 ×, show how PAR 30/ }),
    ).toBeInTheDocument();
  });

  it("filters by status, client type, region and fund, keeping the choice in the address", async () => {
    const user = userEvent.setup();
    renderApp(PATH, api(), { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    await within(table).findByText("TM1-10001");
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByText("Breached", { selector: ".ant-select-item-option-content" }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(location()).toBe(`${PATH}?status=breached`);
    expect(screen.getByText("1 covenant · 1 breached · 0 on alert")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Region" }));
    await user.click(
      await screen.findByText("Sub-Saharan Africa", { selector: ".ant-select-item-option-content" }),
    );
    expect(await within(table).findByText("No covenant matches these filters.")).toBeInTheDocument();
    await user.click(within(table).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(4));

    await user.click(screen.getByRole("combobox", { name: "Client type" }));
    await user.click(await screen.findByText("Agro", { selector: ".ant-select-item-option-content" }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(within(table).getByText("TM1-10004")).toBeInTheDocument();
    expect(location()).toBe(`${PATH}?clientType=AGRO`);
  });

  it("starts from the filters in the address, and filters by fund", async () => {
    renderApp(`${PATH}?fund=${INCLUSIVE._id}`, api(), { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    await within(table).findByText("TM1-10001");
    expect(rowsOf(table)).toHaveLength(3);
    expect(within(table).queryByText("TM1-10004")).not.toBeInTheDocument();
  });

  it("sorts by headroom and by client", async () => {
    const user = userEvent.setup();
    renderApp(PATH, api(), { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    await within(table).findByText("TM1-10001");
    const ids = () => rowsOf(table).map((tr) => within(tr).getAllByRole("cell")[1]!.textContent);
    await user.click(within(table).getByRole("columnheader", { name: /Headroom/ }));
    // Least headroom first; the waived covenant has none and comes last.
    await waitFor(() => expect(ids()).toEqual(["TM1-10001", "TM1-10002", "TM1-10004", "TM1-10003"]));
    await user.click(within(table).getByRole("columnheader", { name: /Client/ }));
    await waitFor(() => expect(ids()[0]).toBe("TM1-10001"));
    expect(ids().at(-1)).toBe("TM1-10002");
  });

  it("explains a value in the formula panel; Escape closes it and the focus returns to the value", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp(PATH, fake, { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    const value = await within(table).findByRole("button", {
      name: nb("6.00 %, show how PAR 30 is computed"),
    });
    await user.click(value);
    const panel = await screen.findByRole("region", { name: /PAR 30/ });
    expect(
      within(panel).getByText("performanceIndicators.par30Ratio", { selector: "code" }),
    ).toBeInTheDocument();
    // The tree names the formula's fields (each line: its label, then its expression).
    expect(within(panel).getByText("extras.par30", { selector: ".ll-explain-label" })).toBeInTheDocument();
    expect(
      within(panel).getByText("balanceSheet.grossLoanPortfolio", { selector: ".ll-explain-label" }),
    ).toBeInTheDocument();
    // Values as the monitor writes them: the percentage as a percentage, money in full units.
    expect([...panel.querySelectorAll(".ll-explain-value")].map((v) => v.textContent)).toEqual([
      "6.00 %",
      "60.00",
      "1,000.00",
    ]);
    expect(fake.calls("covenantExplanation")[0]!.variables).toEqual({
      investmentId: "inv-10001",
      covenantId: "cov-10001",
      period: 20250731,
      language: "en",
    });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("region", { name: /PAR 30/ })).not.toBeInTheDocument());
    expect(value).toHaveFocus();
  });

  it("says so when there is nothing to monitor", async () => {
    renderApp(PATH, api({ rows: [], regions: [], funds: [] }), { token: "t" });
    expect(
      await screen.findByText("No covenants on open investments in your scope.", {}, LOADED),
    ).toBeInTheDocument();
  });

  it("shows a failure with a way to try again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fake = api(() => (++calls === 1 ? new GraphQLFailure("Forbidden", "FORBIDDEN") : MONITOR));
    renderApp(PATH, fake, { token: "t" });
    expect(
      await screen.findByText("The covenant monitor could not be loaded.", {}, LOADED),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("TM1-10001")).toBeInTheDocument();
  });

  it("is in the provider menu under Investments, and speaks French", async () => {
    const user = userEvent.setup();
    renderApp("/investor/", api(undefined, { ...providerAdmin, language: "fr" }), { token: "t" });
    const menu = await screen.findByRole("menu", {}, LOADED);
    await user.click(within(menu).getByText("Investissements"));
    await user.click(await within(menu).findByText("Suivi des covenants"));
    await waitFor(() => expect(location()).toBe(PATH));
    const table = await screen.findByRole("table", {}, LOADED);
    expect(await within(table).findByText("Non respecté")).toBeInTheDocument();
    expect(within(table).getByRole("columnheader", { name: /Marge/ })).toBeInTheDocument();
    expect(within(table).getByText("Désactivé jusqu'au 31/mars/2026")).toBeInTheDocument();
  });
});
