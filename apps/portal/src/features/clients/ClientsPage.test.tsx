import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { andes, clientRecord, essentials, investmentManager, providerAdmin } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import type { WhoAmI } from "../../api/types";
import type { ClientRow } from "./types";

// The whole portal renders in jsdom: on a busy machine the first render takes seconds.
const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };

const clientRow = (overrides: Partial<ClientRow> = {}): ClientRow => ({
  _id: andes._id,
  key: andes.key,
  name: andes.name,
  officialName: "Andes Microcrédito S.A.",
  clientType: "MFI",
  status: "active",
  worldRegion: "r-latam",
  address: { countryName: "Peru" },
  ...overrides,
});

const page = (rows: ClientRow[], total = rows.length) => ({
  results: rows,
  pageInfo: { total, limit: 25, offset: 0 },
});

const regions = [
  { _id: "r-latam", region: "Latin America" },
  { _id: "r-ssa", region: "Sub-Saharan Africa" },
];

function api(clients: unknown, who: WhoAmI = providerAdmin) {
  return fakeApi({
    graphql: {
      whoAmI: who,
      essentials,
      regions,
      client: (variables) => (variables.key === andes.key ? clientRecord(andes) : null),
      clients: clients as object,
    },
  });
}

const location = () => screen.getByTestId("location").textContent;
const settled = () => waitFor(() => expect(document.querySelector(".ant-spin-blur")).toBeNull());
const rowOf = async (text: string) => (await screen.findByText(text, {}, LOADED)).closest("tr")!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("the provider's clients grid", SLOW, () => {
  it("shows name and official name, the type as MFI/Bank or Agro, country, region and status in words", async () => {
    const fake = api(
      page([
        clientRow(),
        clientRow({
          _id: "c-bank",
          key: "banco",
          name: "Banco Sol",
          officialName: "Banco Sol",
          clientType: "BANK",
          status: "workout",
        }),
        clientRow({
          _id: "c-sahel",
          key: "sahel-agro",
          name: "Sahel Agro",
          officialName: "Sahel Agro SARL",
          clientType: "AGRO",
          status: "inactive",
          worldRegion: "r-ssa",
          address: { countryName: "Senegal" },
        }),
      ]),
    );
    renderApp("/investor/clients", fake, { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    expect(screen.getByRole("heading", { level: 2, name: "Clients" })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Name", "Client type", "Country", "World region", "Status"]);
    await waitFor(async () =>
      expect(cellsOf(await rowOf("Andes Microcrédito"))).toEqual([
        "Andes MicrocréditoAndes Microcrédito S.A.",
        "MFI/Bank",
        "Peru",
        "Latin America",
        "Active",
      ]),
    );
    // The official name is not repeated when it is the name.
    expect(cellsOf(await rowOf("Banco Sol"))).toEqual([
      "Banco Sol",
      "MFI/Bank",
      "Peru",
      "Latin America",
      "Workout",
    ]);
    expect(cellsOf(await rowOf("Sahel Agro"))).toEqual([
      "Sahel AgroSahel Agro SARL",
      "Agro",
      "Senegal",
      "Sub-Saharan Africa",
      "Inactive",
    ]);
    expect(fake.calls("clients")[0]!.variables).toEqual({ skip: 0, limit: 25 });
    // 3 rows: no pager.
    expect(document.querySelector(".ant-pagination")).toBeNull();
  });

  it("pages on the server, 25 a page, with a pager when there are more", async () => {
    const fake = api((variables: Record<string, unknown>) =>
      page([clientRow({ name: `Client at ${String(variables.skip)}` })], 60),
    );
    renderApp("/investor/clients", fake, { token: "t" });
    await screen.findByText("Client at 0", {}, LOADED);
    const pager = document.querySelector<HTMLElement>(".ant-pagination")!;
    expect(pager).not.toBeNull();
    await userEvent.click(within(pager).getByTitle("3"));
    expect(await screen.findByText("Client at 50")).toBeInTheDocument();
    expect(fake.calls("clients").at(-1)!.variables).toMatchObject({ skip: 50, limit: 25 });
  });

  it("searches once typing stops, from page 1, and says 'No clients' only after a load", async () => {
    const fake = api((variables: Record<string, unknown>) =>
      variables.filter ? page([]) : page([clientRow({ name: `Client at ${String(variables.skip)}` })], 60),
    );
    renderApp("/investor/clients", fake, { token: "t" });
    await screen.findByText("Client at 0", {}, LOADED);
    expect(screen.queryByText("No clients")).toBeNull();
    await userEvent.click(within(document.querySelector<HTMLElement>(".ant-pagination")!).getByTitle("2"));
    await screen.findByText("Client at 25");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search clients" }), "zzz");
    expect(await screen.findByText("No clients")).toBeInTheDocument();
    // Debounced: one request for the whole word, none per keystroke.
    const searched = fake.calls("clients").filter((call) => call.variables.filter);
    expect(searched).toHaveLength(1);
    expect(searched[0]!.variables).toMatchObject({ filter: "zzz", skip: 0, limit: 25 });
  });

  it("opens the client's dashboard on a row click", async () => {
    renderApp("/investor/clients", api(page([clientRow()])), { token: "t" });
    const cell = await screen.findByText("Andes Microcrédito", {}, LOADED);
    await settled();
    await userEvent.click(cell);
    await waitFor(() => expect(location()).toBe("/client/andes/"));
  });

  it("opens the client's dashboard from the keyboard: Tab to the row, Enter", async () => {
    renderApp("/investor/clients", api(page([clientRow()]), investmentManager), { token: "t" });
    const row = await rowOf("Andes Microcrédito");
    await settled();
    row.focus();
    expect(row).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(location()).toBe("/client/andes/"));
  });

  it("says so when the clients cannot be loaded", async () => {
    const fake = api(page([]));
    delete fake.graphql.clients;
    renderApp("/investor/clients", fake, { token: "t" });
    expect(await screen.findByText("The clients could not be loaded.", {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByText("No clients")).toBeNull();
  });
});
