import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { GraphQLFailure, fakeApi } from "../../../../test/fakeApi";
import { andes, clientRecord, essentials, providerAdmin, sahel } from "../../../../test/fixtures";
import { reportRow } from "../../../../test/reporting";
import { renderApp } from "../../../../test/renderApp";
import type { Dashboard } from "../../../api/dashboard";

const months = ["2025-04", "2025-05", "2025-06"];

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    currency: "USD",
    lastPeriod: "2025-06",
    clientSummaries: [
      {
        id: "balanceSheet.totalAssets",
        icon: "bank",
        title: "Total assets",
        subtitle: "June 2025",
        value: 1_234_567.5,
        valueIcon: null,
        type: "currency",
        decimals: null,
        unit: null,
      },
      {
        id: "extras.numberOfActiveBorrowers",
        icon: "team",
        title: "Active borrowers",
        subtitle: "June 2025",
        value: 18_432,
        valueIcon: null,
        type: "numeric",
        decimals: null,
        unit: null,
      },
      {
        id: "agroRatios.currentRatio",
        icon: "dashboard",
        title: "Current ratio",
        subtitle: "June 2025",
        value: 1.46,
        valueIcon: null,
        type: "numeric",
        decimals: 1,
        unit: "times",
      },
    ],
    clientDashCharts: [
      {
        id: "balanceSheet.grossLoanPortfolio",
        title: "Gross loan portfolio",
        series: months.map((period, index) => ({ period, label: period, value: 1_000_000 + index * 50_000 })),
        legend: {
          chartType: "bar",
          typeOfValues: "currency",
          label: "Gross loan portfolio (USD)",
          decimals: null,
          unit: null,
        },
      },
      {
        id: "performanceIndicators.par30Ratio",
        title: "PAR 30",
        series: months.map((period) => ({ period, label: period, value: 3.2 })),
        legend: {
          chartType: "line",
          typeOfValues: "percentual",
          label: "PAR 30",
          decimals: null,
          unit: null,
        },
      },
      {
        id: "balanceSheet.totalEquity",
        title: "Total equity",
        series: months.map((period, index) => ({ period, label: period, value: 12_000.4 + index })),
        legend: {
          chartType: "line",
          typeOfValues: "currency",
          label: "Total equity (USD)",
          decimals: 0,
          unit: null,
        },
      },
      {
        id: "extras.numberOfActiveBorrowers",
        title: "Active borrowers",
        series: months.map((period, index) => ({ period, label: period, value: 12.4 + index })),
        legend: {
          chartType: "bar",
          typeOfValues: "numeric",
          label: "Active borrowers",
          decimals: 0,
          unit: "count",
        },
      },
    ],
    ...overrides,
  };
}

const rows = Array.from({ length: 5 }, (_, index) =>
  reportRow({
    _id: `rep-${index}`,
    context: { category: "financial", text: "", numeric: 20250630 - index * 100 },
  }),
);

function api(answer: unknown = dashboard(), client = andes) {
  return fakeApi({
    graphql: {
      whoAmI: providerAdmin,
      essentials,
      client: (variables) =>
        variables.key === client.key ? clientRecord(client, { settings: { currency: "PEN" } }) : null,
      dashboard: answer as object,
      reports: { results: rows, pageInfo: { total: 12, limit: 5, offset: 0 } },
    },
  });
}

const location = () => screen.getByTestId("location").textContent;

describe("the client dashboard", () => {
  it(
    "shows the summary blocks in the session currency, the charts and the reports grid",
    { timeout: 40_000 },
    async () => {
      const fake = api();
      renderApp("/client/andes/", fake, { token: "t" });
      const summaries = await screen.findByRole("region", { name: "Key figures" }, { timeout: 30_000 });
      const assets = within(summaries).getByRole("article", { name: "Total assets" });
      expect(assets).toHaveTextContent("1,234,567.50 USD");
      expect(assets).toHaveTextContent("June 2025");
      expect(within(summaries).getByRole("article", { name: "Active borrowers" })).toHaveTextContent(
        "18,432",
      );
      expect(fake.calls("dashboard")[0]!.variables).toEqual({
        clientId: andes._id,
        language: "en",
        currency: "USD",
      });

      const charts = screen.getByRole("region", { name: "Charts" });
      // The charts are a chunk of their own: they may arrive after the key figures.
      const bar = (await within(charts).findByText("Gross loan portfolio (USD)")).closest(
        ".dashboard-chart",
      )!;
      expect(bar).toHaveAttribute("data-chart-type", "bar");
      const line = within(charts).getByText("PAR 30").closest(".dashboard-chart")!;
      expect(line).toHaveAttribute("data-chart-type", "line");
      // Charts take the spec's colours in turn.
      expect(bar.getAttribute("data-colour")).not.toBe(line.getAttribute("data-colour"));

      const grid = screen.getByText("Reports", { selector: ".ant-card-head-title" }).closest(".ant-card")!;
      // Role queries over an Ant Design table are slow in jsdom: count the body rows directly.
      await waitFor(() => expect(grid.querySelectorAll("tbody tr.ant-table-row")).toHaveLength(5));
      expect(fake.calls("reports").at(-1)!.variables).toMatchObject({
        clientId: andes._id,
        skip: 0,
        limit: 5,
      });
      // 12 reports, 5 a page: the pager shows.
      expect(document.querySelector(".ant-pagination")).not.toBeNull();
    },
  );

  it("asks again in the currency chosen in the header", async () => {
    const user = userEvent.setup();
    const fake = api((variables: Record<string, unknown>) =>
      dashboard({ currency: String(variables.currency) }),
    );
    renderApp("/client/andes/", fake, { token: "t" });
    await screen.findByRole("region", { name: "Key figures" }, { timeout: 30_000 });
    await user.click(screen.getByRole("button", { name: "Currency: USD" }));
    await user.click(await screen.findByRole("menuitem", { name: "EUR" }));
    await waitFor(() => expect(fake.calls("dashboard").at(-1)!.variables.currency).toBe("EUR"));
    expect(await screen.findByText("1,234,567.50 EUR")).toBeInTheDocument();
  });

  it("swaps a chart for a table of the same numbers and back, one click each way", async () => {
    const user = userEvent.setup();
    renderApp("/client/andes/", api(), { token: "t" });
    await screen.findByRole("region", { name: "Key figures" }, { timeout: 30_000 });
    const charts = screen.getByRole("region", { name: "Charts" });
    // The charts are a chunk of their own: they may arrive after the key figures.
    const title = await within(charts).findByText("Gross loan portfolio (USD)", {}, { timeout: 30_000 });
    const bar = title.closest<HTMLElement>(".dashboard-chart")!;
    expect(within(bar).getByRole("figure", { name: "Gross loan portfolio (USD)" })).toBeInTheDocument();
    expect(within(bar).queryByRole("table")).not.toBeInTheDocument();

    await user.click(within(bar).getByRole("button", { name: "Show as table" }));
    const table = within(bar).getByRole("table", { name: "Gross loan portfolio (USD)" });
    expect(within(bar).queryByRole("figure")).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Period", "Value (USD)"]);
    // Periods as the axis labels them, values as the tooltips write them.
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ["Apr 2025", "1,000,000.00 USD"],
      ["May 2025", "1,050,000.00 USD"],
      ["Jun 2025", "1,100,000.00 USD"],
    ]);
    expect(within(table).getByRole("rowheader", { name: "May 2025" })).toBeInTheDocument();
    // The other chart is untouched; a percentage has no currency in its header.
    const line = within(charts).getByText("PAR 30").closest<HTMLElement>(".dashboard-chart")!;
    expect(within(line).getByRole("figure")).toBeInTheDocument();
    await user.click(within(line).getByRole("button", { name: "Show as table" }));
    expect(within(line).getByRole("columnheader", { name: "Value" })).toBeInTheDocument();
    expect(
      within(line)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3.20 %", "3.20 %", "3.20 %"]);

    await user.click(within(bar).getByRole("button", { name: "Show as chart" }));
    expect(within(bar).queryByRole("table")).not.toBeInTheDocument();
    expect(within(bar).getByRole("figure", { name: "Gross loan portfolio (USD)" })).toBeInTheDocument();
  });

  // The tooltips write what the table view writes (one function); jsdom draws no tooltip to read.
  it("writes summaries and the charts' tables with the template field's decimals and unit", async () => {
    const user = userEvent.setup();
    renderApp("/client/andes/", api(), { token: "t" });
    const summaries = await screen.findByRole("region", { name: "Key figures" }, { timeout: 30_000 });
    expect(within(summaries).getByRole("article", { name: "Current ratio" })).toHaveTextContent("1.5 ×");
    // Without settings: two decimals for money, up to two for other numbers, as before.
    expect(within(summaries).getByRole("article", { name: "Total assets" })).toHaveTextContent(
      "1,234,567.50 USD",
    );
    const charts = screen.getByRole("region", { name: "Charts" });
    const card = async (title: string) =>
      (await within(charts).findByText(title, {}, { timeout: 30_000 })).closest<HTMLElement>(
        ".dashboard-chart",
      )!;
    const cells = async (title: string) => {
      const chart = await card(title);
      await user.click(within(chart).getByRole("button", { name: "Show as table" }));
      return within(chart)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    };
    expect(await cells("Total equity (USD)")).toEqual(["12,000 USD", "12,001 USD", "12,002 USD"]);
    expect(await cells("Active borrowers")).toEqual(["12 count", "13 count", "14 count"]);
  });

  it("opens the report list with More", async () => {
    const user = userEvent.setup();
    renderApp("/client/andes/", api(), { token: "t" });
    await screen.findByRole("table", {}, { timeout: 30_000 });
    await user.click(screen.getByRole("button", { name: "More" }));
    await waitFor(() => expect(location()).toBe("/client/andes/reports"));
  });

  it("hides the charts of an AGRO client and shows the inactive banner", async () => {
    const fake = api(dashboard(), sahel);
    renderApp("/client/sahel-agro/", fake, { token: "t" });
    await screen.findByRole("region", { name: "Key figures" }, { timeout: 30_000 });
    expect(screen.getByText("This client is currently inactive.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Charts" })).not.toBeInTheDocument();
    expect(screen.queryByText("Gross loan portfolio (USD)")).not.toBeInTheDocument();
  });

  it("says 'No data could be found.' without figures", async () => {
    renderApp(
      "/client/andes/",
      api(dashboard({ lastPeriod: null, clientSummaries: [], clientDashCharts: [] })),
      { token: "t" },
    );
    expect(
      await screen.findByText("There are no figures for this client yet.", {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const charts = screen.getByRole("region", { name: "Charts" });
    expect(within(charts).getByText("No data could be found.")).toBeInTheDocument();
  });

  it("says when the dashboard cannot be loaded", async () => {
    renderApp("/client/andes/", api(new GraphQLFailure("Database down", "INTERNAL")), { token: "t" });
    expect(
      await screen.findByText("The dashboard could not be loaded", {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Database down")).toBeInTheDocument();
  });
});
