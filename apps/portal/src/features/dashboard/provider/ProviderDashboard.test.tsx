import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../test/fakeApi";
import { andes, clientRecord, essentials, providerAdmin, sahel } from "../../../../test/fixtures";
import { reportRow } from "../../../../test/reporting";
import { renderApp } from "../../../../test/renderApp";

const reports = Array.from({ length: 5 }, (_, index) =>
  reportRow({
    _id: `rep-${index}`,
    context: { category: "financial", text: "", numeric: 20250930 - index * 100 },
  }),
);
const clients = Array.from({ length: 5 }, (_, index) =>
  clientRecord(index === 1 ? sahel : andes, {
    _id: `c-${index}`,
    key: index === 1 ? sahel.key : `client-${index}`,
    officialName: `Client ${index}`,
  }),
);

function api() {
  return fakeApi({
    graphql: {
      whoAmI: providerAdmin,
      essentials,
      reports: { results: reports, pageInfo: { total: 40, limit: 5, offset: 0 } },
      clients: (variables) =>
        variables.limit === 5
          ? { results: clients, pageInfo: { total: 7, limit: 5, offset: Number(variables.skip) } }
          : { results: [], pageInfo: { total: 0, limit: 25, offset: 0 } },
      client: (variables) => (variables.key === sahel.key ? clientRecord(sahel) : clientRecord(andes)),
      dashboard: { currency: "USD", lastPeriod: null, clientSummaries: [], clientDashCharts: [] },
    },
  });
}

const location = () => screen.getByTestId("location").textContent;

async function grids() {
  const latest = await screen.findByText("Latest reports", {}, { timeout: 30_000 });
  const latestCard = latest.closest(".ant-card") as HTMLElement;
  const clientsCard = screen
    .getByText("Clients", { selector: ".ant-card-head-title" })
    .closest(".ant-card") as HTMLElement;
  // Role queries over an Ant Design table are slow in jsdom: count the body rows directly.
  await waitFor(() => expect(latestCard.querySelectorAll("tbody tr.ant-table-row")).toHaveLength(5));
  await waitFor(() => expect(clientsCard.querySelectorAll("tbody tr.ant-table-row")).toHaveLength(5));
  return { latestCard, clientsCard };
}

describe("the provider dashboard", () => {
  it(
    "shows 5 of the latest reports and 5 clients, each paged on the server",
    { timeout: 60_000 },
    async () => {
      const fake = api();
      renderApp("/investor/", fake, { token: "t" });
      const { latestCard, clientsCard } = await grids();
      expect(fake.calls("reports").at(-1)!.variables).toMatchObject({ skip: 0, limit: 5 });
      expect(fake.calls("reports").at(-1)!.variables.clientId).toBeUndefined();
      expect(fake.calls("clients").find((call) => call.variables.limit === 5)!.variables).toMatchObject({
        skip: 0,
      });
      expect(within(latestCard).getByText("Sep 2025")).toBeInTheDocument();
      expect([...clientsCard.querySelectorAll("thead th")].map((cell) => cell.textContent)).toEqual([
        "Client",
        "Type",
        "Status",
        "Currency",
      ]);
      expect(within(clientsCard).getByText("Sahel Agro")).toBeInTheDocument();
      expect(within(clientsCard).getByText("Inactive")).toBeInTheDocument();
      expect(latestCard.querySelector(".ant-pagination")).not.toBeNull();
      expect(clientsCard.querySelector(".ant-pagination")).not.toBeNull();
    },
  );

  it("opens every report with More", async () => {
    const user = userEvent.setup();
    renderApp("/investor/", api(), { token: "t" });
    const { latestCard } = await grids();
    await user.click(within(latestCard).getByRole("button", { name: "More" }));
    await waitFor(() => expect(location()).toBe("/investor/reports"));
  });

  it("opens the client's report for the row's period", async () => {
    const user = userEvent.setup();
    renderApp("/investor/", api(), { token: "t" });
    const { latestCard } = await grids();
    await waitFor(() => expect(document.querySelector(".ant-spin-blur")).toBeNull());
    await user.click(within(latestCard).getByText("Aug 2025"));
    await waitFor(() => expect(location()).toBe("/client/andes/reports/mfiQuarterly/2025-08"));
  });

  it("opens a client's dashboard from the clients grid", async () => {
    const user = userEvent.setup();
    renderApp("/investor/", api(), { token: "t" });
    const { clientsCard } = await grids();
    await waitFor(() => expect(document.querySelector(".ant-spin-blur")).toBeNull());
    await user.click(within(clientsCard).getByText("Sahel Agro"));
    await waitFor(() => expect(location()).toBe("/client/sahel-agro"));
  });
});
