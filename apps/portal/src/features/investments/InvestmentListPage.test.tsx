import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { andes, clientRecord, clientUser, essentials, providerAdmin } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import type { WhoAmI } from "../../api/types";
import { investmentRow } from "./testFixtures";
import type { InvestmentRow } from "./types";

// The whole portal renders in jsdom: on a busy machine the first render takes seconds.
const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };

const page = (rows: InvestmentRow[], total = rows.length) => ({
  results: rows,
  pageInfo: { total, limit: 20, offset: 0 },
});

function api(who: WhoAmI, investmentsPaged: unknown) {
  return fakeApi({
    graphql: {
      whoAmI: who,
      essentials,
      client: (variables) => (variables.key === andes.key ? clientRecord(andes) : null),
      investmentsPaged: investmentsPaged as object,
    },
  });
}

const location = () => screen.getByTestId("location").textContent;
const settled = () => waitFor(() => expect(document.querySelector(".ant-spin-blur")).toBeNull());

describe("the provider's investment tiles", SLOW, () => {
  it("links to the MFI/Bank and Agro grids", async () => {
    renderApp("/investor/investments", api(providerAdmin, page([])), { token: "t" });
    const mfi = await screen.findByRole("link", { name: /MFI\/Bank Investments/ }, LOADED);
    expect(mfi).toHaveAttribute("href", "/investor/investments/mfi");
    expect(screen.getByRole("link", { name: /Agro Investments/ })).toHaveAttribute(
      "href",
      "/investor/investments/agro",
    );
    await userEvent.click(mfi);
    await waitFor(() => expect(location()).toBe("/investor/investments/mfi"));
    expect(await screen.findByRole("heading", { name: "Investments · MFI/Bank" })).toBeInTheDocument();
  });
});

describe("the investments grid", SLOW, () => {
  it("shows the 13 columns, whole amounts with currency and dates as DD/MMM/YYYY and MMM/YYYY", async () => {
    const fake = api(
      providerAdmin,
      page([
        investmentRow(),
        investmentRow({ _id: "inv-2", importedId: "TM1-10002", endedAt: 20250131, lastReportedMonth: null }),
      ]),
    );
    renderApp("/investor/investments/mfi", fake, { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    expect(screen.getByRole("heading", { level: 2, name: "Investments · MFI/Bank" })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual([
      "TM1 id",
      "Client",
      "Country",
      "Fund",
      "Product",
      "Currency",
      "Outstanding amount",
      "First disbursement",
      "Last reported month",
      "Final maturity",
      "Ended at",
      "Reporting periodicity",
      "Covenants",
    ]);
    const first = (await within(table).findByText("TM1-10001")).closest("tr")!;
    const cells = within(first)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      "TM1-10001",
      "Andes Microcrédito",
      "Peru",
      "Inclusive Finance Fund I",
      "Senior loan",
      "USD",
      "1,234,568 USD",
      "15/Mar/2024",
      "Sep/2025",
      "31/Mar/2029",
      "",
      "Monthly",
      "2",
    ]);
    expect(within(table).getByText("TM1-10002").closest("tr")).toHaveTextContent("31/Jan/2025");
    expect(fake.calls("investmentsPaged")[0]!.variables).toMatchObject({
      state: "open",
      clientType: "mfi",
      skip: 0,
      limit: 20,
      language: "en",
    });
    // 2 rows: no pager.
    expect(document.querySelector(".ant-pagination")).toBeNull();
  });

  it("writes months and numbers in the interface language (French)", async () => {
    const french: WhoAmI = {
      ...providerAdmin,
      language: "fr",
      person: { ...providerAdmin.person, language: "fr" },
    };
    const fake = api(french, page([investmentRow()]));
    renderApp("/investor/investments/mfi", fake, { token: "t" });
    const row = (await screen.findByText("TM1-10001", {}, LOADED)).closest("tr")!;
    expect(await screen.findByRole("tab", { name: "Investissements en cours" })).toBeInTheDocument();
    const cells = within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells[6]).toBe("1\u202f234\u202f568 USD");
    expect(cells[7]).toBe("15/mars/2024");
    expect(cells[8]).toBe("sept./2025");
    expect(cells[11]).toBe("Mensuelle");
    expect(fake.calls("investmentsPaged").at(-1)!.variables.language).toBe("fr");
  });

  it("asks for closed investments on the Closed tab and keeps the tab in the address", async () => {
    const fake = api(providerAdmin, page([investmentRow()]));
    renderApp("/investor/investments/agro", fake, { token: "t" });
    await screen.findByText("TM1-10001", {}, LOADED);
    expect(screen.getByRole("tab", { name: "Open Investments" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("tab", { name: "Closed Investments" }));
    await waitFor(() =>
      expect(fake.calls("investmentsPaged").at(-1)!.variables).toMatchObject({
        state: "closed",
        clientType: "agro",
      }),
    );
    expect(location()).toBe("/investor/investments/agro?state=closed");
  });

  it("pages on the server, 20 a page, with a pager only when there are more", async () => {
    const fake = api(providerAdmin, (variables: Record<string, unknown>) =>
      page([investmentRow({ importedId: `TM1-at-${String(variables.skip)}` })], 45),
    );
    renderApp("/investor/investments/mfi", fake, { token: "t" });
    await screen.findByText("TM1-at-0", {}, LOADED);
    const pager = document.querySelector(".ant-pagination")!;
    expect(pager).not.toBeNull();
    await userEvent.click(within(pager as HTMLElement).getByTitle("2"));
    expect(await screen.findByText("TM1-at-20")).toBeInTheDocument();
    expect(fake.calls("investmentsPaged").at(-1)!.variables).toMatchObject({ skip: 20, limit: 20 });
  });

  it("sorts on the server by the clicked column, the API's default until then", async () => {
    const fake = api(providerAdmin, page([investmentRow()]));
    renderApp("/investor/investments/mfi", fake, { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    await screen.findByText("TM1-10001");
    expect(fake.calls("investmentsPaged")[0]!.variables.sorting).toBeUndefined();
    await userEvent.click(within(table).getByRole("columnheader", { name: /Final maturity/ }));
    await waitFor(() =>
      expect(fake.calls("investmentsPaged").at(-1)!.variables.sorting).toEqual([
        { field: "finalMaturityDate", direction: "asc" },
      ]),
    );
  });

  it("opens the investment on a row click", async () => {
    renderApp("/investor/investments/mfi", api(providerAdmin, page([investmentRow()])), { token: "t" });
    const cell = await screen.findByText("TM1-10001", {}, LOADED);
    await settled();
    await userEvent.click(cell);
    await waitFor(() => expect(location()).toBe("/investor/investments/mfi/inv-1"));
  });

  it("opens the investment from the keyboard: Tab to the row, Enter", async () => {
    renderApp("/investor/investments/mfi", api(providerAdmin, page([investmentRow()])), { token: "t" });
    const row = (await screen.findByText("TM1-10001", {}, LOADED)).closest("tr")!;
    await settled();
    row.focus();
    expect(row).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(location()).toBe("/investor/investments/mfi/inv-1"));
  });

  it("says 'No investments' only after a load, and filters 300 ms after typing, from page 1", async () => {
    const fake = api(providerAdmin, (variables: Record<string, unknown>) =>
      variables.filter ? page([]) : page([investmentRow()], 60),
    );
    renderApp("/investor/investments/mfi", fake, { token: "t" });
    await screen.findByText("TM1-10001", {}, LOADED);
    expect(screen.queryByText("No investments")).toBeNull();
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter investments" }), "zzz");
    expect(await screen.findByText("No investments")).toBeInTheDocument();
    const filtered = fake.calls("investmentsPaged").filter((call) => call.variables.filter);
    expect(filtered).toHaveLength(1);
    expect(filtered[0]!.variables).toMatchObject({ filter: "zzz", skip: 0 });
  });

  it("says so when the investments cannot be loaded", async () => {
    const fake = api(providerAdmin, page([]));
    delete fake.graphql.investmentsPaged;
    renderApp("/investor/investments/mfi", fake, { token: "t" });
    expect(await screen.findByText("The investments could not be loaded.", {}, LOADED)).toBeInTheDocument();
  });

  it("shows 404 for a client type other than mfi or agro", async () => {
    renderApp("/investor/investments/bank", api(providerAdmin, page([])), { token: "t" });
    expect(await screen.findByText("404 Not found", {}, LOADED)).toBeInTheDocument();
  });
});

describe("the client's investments grid", SLOW, () => {
  it("lists the client's own investments and opens one in the client area", async () => {
    const fake = api(clientUser, page([investmentRow()]));
    renderApp("/client/andes/investments", fake, { token: "t" });
    const cell = await screen.findByText("TM1-10001", {}, LOADED);
    expect(fake.calls("investmentsPaged")[0]!.variables).toMatchObject({
      clientId: andes._id,
      state: "open",
    });
    expect(fake.calls("investmentsPaged")[0]!.variables.clientType).toBeUndefined();
    await settled();
    await userEvent.click(cell);
    await waitFor(() => expect(location()).toBe("/client/andes/investments/inv-1"));
  });
});
