import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { andes, clientRecord, clientUser, essentials } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";

const PAGE = "/client/andes/data/financial/balanceSheet";

const balanceSheet = {
  _id: "form-bs",
  key: "balanceSheet",
  version: "1.0.0",
  name: "Balance sheet",
  guide: null,
  category: "financial",
  periodType: "month",
  target: "client",
  type: "form",
  fields: [
    {
      internalName: "assets",
      name: "Assets",
      type: "fieldset",
      children: [
        { internalName: "cash", name: "Cash", type: "currency" },
        { internalName: "loans", name: "Loans", type: "currency" },
      ],
    },
    { internalName: "totalAssets", name: "Total assets", type: "currency", formula: "add(cash, loans)" },
    { internalName: "par30", name: "PAR 30", type: "percentual" },
    { internalName: "par90", name: "PAR 90", type: "percentual", settings: { decimals: 1 } },
    {
      internalName: "arrears",
      name: "Days in arrears",
      type: "numeric",
      settings: { decimals: 1, unit: "days" },
    },
    { internalName: "borrowers", name: "Borrowers", type: "numeric", settings: { decimals: 0 } },
  ],
};

/** Andes keeps its books to June: FY 2025 runs from July 2024 to June 2025. */
const periods = {
  bottomDate: 202306,
  topDate: 202506,
  settings: { currency: "PEN", financialPeriodEnd: { day: 30, month: 6 } },
  financialPeriods: [
    { financialYear: 2024, financialYearId: 202400, start: 20230701, end: 20240630, months: 12 },
    { financialYear: 2025, financialYearId: 202500, start: 20240701, end: 20250630, months: 12 },
  ],
};

const statusList = [
  ...[202306, 202312, 202406, 202412].map((month) => ({ numeric: month * 100 + 30, status: "approved" })),
  { numeric: 20250131, status: "in_review" },
  { numeric: 20250331, status: "created" },
  { numeric: 20250430, status: "submitted" },
  { numeric: 20250531, status: "rejected" },
  { numeric: 20250630, status: "approved" },
].map((entry, index) => ({ _id: `fd-${index}`, clientId: andes._id, ...entry }));

/** PEN per unit of the currency: the fake converts the stored PEN amounts like the API does. */
const RATES: Record<string, number> = { PEN: 1, USD: 4, EUR: 5 };

function financeRows(variables: Record<string, unknown>) {
  const currency = String(variables.currency);
  return (variables.range as number[]).map((value) => {
    const month = value >= 10000000 ? value / 100 : value;
    const cashPen = 400_000 + (month % 100) * 100; // hundredths
    const missingRate = currency === "EUR" && month === 202506;
    return {
      _id: `row-${value}`,
      context: {
        contextRef: value,
        period: "",
        periodType: variables.periodType,
        text: "",
        numeric: month * 100 + 28,
      },
      settings: { currency },
      status: month === 202506 ? "approved" : null,
      values: {
        cash: missingRate ? null : Math.round(cashPen / RATES[currency]!),
        loans: missingRate ? null : Math.round(800_000 / RATES[currency]!),
        totalAssets: missingRate ? null : Math.round((cashPen + 800_000) / RATES[currency]!),
        par30: 350,
        par90: 1255,
        arrears: 1234,
        borrowers: 1_234_560,
      },
      unavailable: missingRate
        ? ["cash", "loans", "totalAssets"].map((field) => ({
            field,
            reason: "No exchange rate for EUR in 2025-06",
          }))
        : [],
    };
  });
}

function api(overrides: Record<string, unknown> = {}) {
  return fakeApi({
    graphql: {
      whoAmI: clientUser,
      essentials,
      client: (variables) => (variables.key === andes.key ? clientRecord(andes, periods) : null),
      formConfig: (variables) => (variables.key === "balanceSheet" ? balanceSheet : null),
      formStatusList: statusList,
      financeQuery: financeRows,
      ...overrides,
    },
  });
}

const month = (name: RegExp | string) => screen.getByRole("button", { name });
/** The first render of the whole app takes a while in jsdom on a busy machine. */
const findTable = () => screen.findByRole("table", {}, { timeout: 30_000 });

/** The month buttons of `quarter` with these accessible names, in this order. */
function monthsNamed(quarter: HTMLElement, names: string[]): HTMLElement[] {
  return names.map((name) => within(quarter).getByRole("button", { name }));
}

describe("the form-data page", () => {
  it("shows the tree of labels beside a column for each default period, in the session currency", async () => {
    const fake = api();
    renderApp(PAGE, fake, { token: "t" });
    const table = await findTable();
    // Wider than the page with three periods on a narrow screen: a named region keyboard users can scroll.
    expect(screen.getByRole("region", { name: "Values by period" })).toHaveAttribute("tabindex", "0");
    for (const header of ["June 2023", "June 2024", "June 2025"])
      expect(
        await within(table).findByRole("columnheader", { name: new RegExp(header) }),
      ).toBeInTheDocument();
    const request = fake.calls("financeQuery").at(-1)!.variables;
    expect(request).toEqual({
      formConfigId: "balanceSheet",
      clientId: andes._id,
      range: [202306, 202406, 202506],
      periodType: "f",
      currency: "USD",
    });
    // Cash of June 2025: 4,006.00 PEN = 1,001.50 USD.
    const cash = within(table).getByRole("rowheader", { name: "Cash" }).closest("tr")!;
    expect(
      within(cash)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1,001.50", "1,001.50", "1,001.50"]);
    const par = within(table).getByRole("rowheader", { name: "PAR 30" }).closest("tr")!;
    expect(within(par).getAllByRole("cell")[0]).toHaveTextContent("3.50 %");
    expect(screen.getByText("Values in USD")).toBeInTheDocument();
    expect(within(table).getByText("Approved")).toHaveAttribute("data-status", "approved");
  });

  it("shows values with their field's decimals, and a numeric field's unit, as the wizard does", async () => {
    renderApp(PAGE, api(), { token: "t" });
    const table = await findTable();
    const cells = (name: string) =>
      within(within(table).getByRole("rowheader", { name }).closest("tr")!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    await within(table).findByRole("rowheader", { name: "Days in arrears" });
    expect(cells("Days in arrears")).toEqual(["12.3 days", "12.3 days", "12.3 days"]);
    expect(cells("PAR 90")[0]).toBe("12.6 %");
    expect(cells("Borrowers")[0]).toBe("12,346");
  });

  it("indents the tree per level and collapses a fieldset", async () => {
    const user = userEvent.setup();
    renderApp(PAGE, api(), { token: "t" });
    const table = await findTable();
    const cash = await within(table).findByRole("rowheader", { name: "Cash" });
    const assets = within(table).getByRole("button", { name: /Assets/ });
    expect(Number.parseInt(cash.style.paddingInlineStart)).toBeGreaterThan(
      Number.parseInt(assets.closest("th")!.style.paddingInlineStart),
    );
    expect(assets).toHaveAttribute("aria-expanded", "true");
    await user.click(assets);
    expect(within(table).queryByRole("rowheader", { name: "Cash" })).not.toBeInTheDocument();
    expect(within(table).getByRole("rowheader", { name: "Total assets" })).toBeInTheDocument();
    await user.click(assets);
    expect(within(table).getByRole("rowheader", { name: "Cash" })).toBeInTheDocument();
  });

  it("converts to the currency chosen in the header, with '-n.a.-' and the reason where a rate is missing", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp(PAGE, fake, { token: "t" });
    const table = await findTable();
    await within(table).findAllByText("1,001.50");
    await user.click(screen.getByRole("button", { name: "Currency: USD" }));
    await user.click(await screen.findByRole("menuitem", { name: "EUR" }));
    await waitFor(() => expect(fake.calls("financeQuery").at(-1)!.variables.currency).toBe("EUR"));
    const cash = () => within(table).getByRole("rowheader", { name: "Cash" }).closest("tr")!;
    // June 2023 and 2024: 4,006.00 PEN / 5 = 801.20 EUR; June 2025 has no EUR rate.
    await waitFor(() =>
      expect(
        within(cash())
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ).toEqual(["801.20", "801.20", "-n.a.-"]),
    );
    expect(within(cash()).getByLabelText("-n.a.-: No exchange rate for EUR in 2025-06")).toBeInTheDocument();
    expect(screen.getByText("Values in EUR")).toBeInTheDocument();
  });
});

describe("the period picker", () => {
  it("colours months by status, leaves created months plain and disables months without data", async () => {
    renderApp(PAGE, api(), { token: "t" });
    await findTable();
    const approved = month("June 2025, Approved");
    expect(approved).toHaveAttribute("data-status", "approved");
    expect(approved).toHaveStyle({ backgroundColor: "#93BB36" });
    // Never the colour alone: the status is in the name and the tooltip, in a text colour that reads on it.
    expect(approved).toHaveAttribute("title", "Approved");
    expect(approved).toHaveStyle({ color: "#000000" });
    expect(month("January 2025, In review")).toHaveStyle({ color: "#ffffff" });
    expect(month("May 2025, Rejected")).toHaveStyle({ backgroundColor: "#E62633" });
    expect(month("April 2025, Submitted")).toHaveStyle({ backgroundColor: "#f19836" });
    expect(month("January 2025, In review")).toHaveStyle({ backgroundColor: "#535353" });
    const created = month("March 2025");
    expect(created).not.toHaveAttribute("data-status");
    expect(month("February 2025")).toBeDisabled();
    expect(month("June 2025, Approved")).toHaveAttribute("aria-pressed", "true");
  });

  it("allows three periods at most and sends a change once it has stood for 200 ms", async () => {
    const fake = api();
    renderApp(PAGE, fake, { token: "t" });
    await findTable();
    await waitFor(() => expect(fake.calls("financeQuery")).toHaveLength(1));
    expect(screen.getByText("3 of 3 periods chosen")).toBeInTheDocument();
    // Three chosen: another month with data cannot be added.
    expect(month("May 2025, Rejected")).toBeDisabled();
    // Two quick changes: June 2023 out, then May 2025 in — one request with the end result.
    fireEvent.click(month("June 2023, Approved"));
    expect(month("May 2025, Rejected")).toBeEnabled();
    fireEvent.click(month("May 2025, Rejected"));
    await waitFor(() => expect(fake.calls("financeQuery")).toHaveLength(2));
    expect(fake.calls("financeQuery")[1]!.variables.range).toEqual([202406, 202505, 202506]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.calls("financeQuery")).toHaveLength(2);
    expect(
      await within(screen.getByRole("table")).findByRole("columnheader", { name: /May 2025/ }),
    ).toBeInTheDocument();
  });

  it("lays out financial years by the client's year end, calendar years from January", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderApp(PAGE, fake, { token: "t" });
    await findTable();
    const picker = screen.getByRole("region", { name: "Periods" });
    // FY 2025 runs from July 2024: its first quarter holds July to September 2024.
    const fy = within(picker).getByRole("button", { name: "FY 2025" }).closest(".period-year") as HTMLElement;
    const firstQuarter = within(fy).getByText("1st quarter").closest(".period-quarter") as HTMLElement;
    // Quarters are written as ordinals.
    for (const label of ["2nd quarter", "3rd quarter", "4th quarter"])
      expect(within(fy).getByText(label)).toBeInTheDocument();
    expect(within(firstQuarter).getAllByRole("button")).toEqual(
      monthsNamed(firstQuarter, ["July 2024", "August 2024", "September 2024"]),
    );
    await user.click(within(picker).getByText("Calendar"));
    const year = within(picker).getByRole("button", { name: "2025" }).closest(".period-year") as HTMLElement;
    const q1 = within(year).getByText("1st quarter").closest(".period-quarter") as HTMLElement;
    expect(within(q1).getAllByRole("button")).toEqual(
      monthsNamed(q1, ["January 2025, In review", "February 2025", "March 2025"]),
    );
    // Whole years: the calendar year 2024 ends in December, the financial one in June.
    await user.click(month("June 2023, Approved"));
    await user.click(within(picker).getByRole("button", { name: "2024" }));
    await waitFor(() =>
      expect(fake.calls("financeQuery").at(-1)!.variables).toMatchObject({
        range: [202406, 20241200, 202506],
        periodType: "c",
      }),
    );
    await user.click(within(picker).getByText("Financial Calendar"));
    await waitFor(() =>
      expect(fake.calls("financeQuery").at(-1)!.variables).toMatchObject({
        range: [202406, 20240600, 202506],
        periodType: "f",
      }),
    );
  });

  it("says 'No data' when the form has no data for the client, and asks for nothing", async () => {
    const fake = api({ formStatusList: [] });
    renderApp(PAGE, fake, { token: "t" });
    const picker = await screen.findByRole("region", { name: "Periods" }, { timeout: 30_000 });
    expect(within(picker).getByText("No data", { selector: ".ant-empty-description" })).toBeInTheDocument();
    expect(screen.getByText("Choose up to three periods above.")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.calls("financeQuery")).toHaveLength(0);
  });

  it("says so when the form does not exist", async () => {
    renderApp("/client/andes/data/financial/nothing", api(), { token: "t" });
    expect(await screen.findByText("This form does not exist.")).toBeInTheDocument();
  });
});
