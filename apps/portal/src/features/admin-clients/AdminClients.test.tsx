import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { essentials, providerAdmin } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import type { AdminClient, ClientRow } from "./types";

// The whole portal renders in jsdom: on a busy machine the first render takes seconds.
const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };

const row = (index: number): ClientRow => ({
  _id: `c-${index}`,
  key: `client-${index}`,
  name: `Client ${String(index).padStart(2, "0")}`,
  officialName: `Client ${index} S.A.`,
  clientType: "MFI",
  status: "active",
  address: { country: "PE", countryName: "Peru" },
});

const client: AdminClient = {
  _id: "c-andes",
  importedId: "TM1-1",
  key: "banco-andes",
  name: "Banco Andes",
  officialName: "Banco Andes S.A.",
  clientType: "BANK",
  clientConfigType: "MFI",
  institutionalForm: "Bank",
  profitProfile: "profit",
  status: "active",
  worldRegion: "latam",
  yearOfOperationalStart: 1999,
  address: {
    country: "PE",
    city: "Lima",
    postalcode: "15001",
    street: "Av. Arequipa",
    nr: "10",
    box: null,
    additional: null,
  },
  settings: { financialPeriodEnd: { day: 31, month: 12 }, currency: "PEN", reportingScale: 1000 },
  contacts: [{ name: "Ana", role: "CFO", email: "ana@andes.test" }],
  bottomDate: null,
  topDate: null,
  financialPeriods: [
    { financialYear: 2021, financialYearId: 202100, start: 20210101, end: 20211231, months: 12 },
    { financialYear: 2023, financialYearId: 202300, start: 20220101, end: 20230630, months: 18 },
    { financialYear: 2024, financialYearId: 202400, start: 20230701, end: 20240630, months: 12 },
  ],
};

function api(extra: Record<string, unknown> = {}) {
  const all = Array.from({ length: 45 }, (_, index) => row(index + 1));
  return fakeApi({
    graphql: {
      whoAmI: providerAdmin,
      essentials,
      clients: (variables) => {
        const skip = Number(variables.skip ?? 0);
        const limit = Number(variables.limit ?? 25);
        return {
          results: all.slice(skip, skip + limit),
          pageInfo: { total: all.length, limit, offset: skip },
        };
      },
      client: (variables) => (variables.clientId === client._id ? client : null),
      regions: [{ _id: "latam", region: "Latin America" }],
      removeClient: { success: true, error: null },
      ...(extra as object),
    },
  });
}

const location = () => screen.getByTestId("location").textContent;

describe("the admin clients grid", SLOW, () => {
  it("pages 20 clients at a time on the server", async () => {
    const fake = api();
    renderApp("/investor/admin/clients", fake, { token: "t" });
    expect(await screen.findByRole("heading", { level: 2, name: "Clients" }, LOADED)).toBeInTheDocument();
    expect(await screen.findByText("Client 01", {}, LOADED)).toBeInTheDocument();
    expect(fake.calls("clients")[0]?.variables).toMatchObject({ skip: 0, limit: 20 });
    expect(screen.getAllByText("Peru")).toHaveLength(20);
    await userEvent.click(screen.getByRole("listitem", { name: "2" }));
    expect(await screen.findByText("Client 21", {}, LOADED)).toBeInTheDocument();
    expect(fake.calls("clients").at(-1)?.variables).toMatchObject({ skip: 20, limit: 20 });
  });

  it("deletes a client after confirmation and says so", async () => {
    const fake = api();
    renderApp("/investor/admin/clients", fake, { token: "t" });
    await screen.findByText("Client 01", {}, LOADED);
    await userEvent.click(screen.getByRole("button", { name: "Delete Client 01" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete Client 01?");
    expect(fake.calls("removeClient")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Client Client 01 was successfully removed!")).toBeInTheDocument();
    expect(fake.calls("removeClient")[0]?.variables).toEqual({ clientId: "c-1", clientName: "Client 01" });
    // Nothing is removed before confirming, and the grid opens the form on a row click.
    await userEvent.click(screen.getByText("Client 02"));
    await waitFor(() => expect(location()).toBe("/investor/admin/clients/c-2"));
  });

  it("says 'Failed to remove {client}' when the API refuses without a message", async () => {
    const fake = api({ removeClient: { success: false, error: null } });
    renderApp("/investor/admin/clients", fake, { token: "t" });
    await screen.findByText("Client 01", {}, LOADED);
    await userEvent.click(screen.getByRole("button", { name: "Delete Client 01" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to remove Client 01")).toBeInTheDocument();
  });
});

describe("the client form", SLOW, () => {
  it("checks the required fields and says 'Invalid form, please review'", async () => {
    const fake = api({ createClient: { success: true, error: null, client: { _id: "c-new" } } });
    renderApp("/investor/admin/clients", fake, { token: "t" });
    await userEvent.click(await screen.findByRole("button", { name: /New client/ }, LOADED));
    await waitFor(() => expect(location()).toBe("/investor/admin/clients/new"));
    expect(await screen.findByRole("heading", { level: 2, name: "New client" }, LOADED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Add contact/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Invalid form, please review")).toBeInTheDocument();
    // name, officialName, clientType, institutionalForm, profitProfile, worldRegion, year, country, city,
    // postal code, street, nr, and the contact's name, role and e-mail (status, currency, scale have defaults).
    await waitFor(() => expect(screen.getAllByText("field is required")).toHaveLength(15));
    expect(fake.calls("createClient")).toHaveLength(0);
  });

  it("shows the API's field errors on their fields, and 'Failed to save' without a message", async () => {
    const fake = api({
      updateClient: {
        success: false,
        error: {
          code: "BAD_USER_INPUT",
          message: "",
          fields: [{ field: "address.city", message: "Unknown city" }],
        },
        client: null,
      },
    });
    renderApp("/investor/admin/clients/c-andes", fake, { token: "t" });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Client Banco Andes" }, LOADED),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to save")).toBeInTheDocument();
    expect(await screen.findByText("Unknown city")).toBeInTheDocument();
    expect(fake.calls("updateClient")[0]?.variables).toMatchObject({
      clientId: "c-andes",
      client: {
        name: "Banco Andes",
        address: { city: "Lima" },
        settings: { currency: "PEN", reportingScale: 1000 },
      },
    });
  });
});

describe("the financial periods editor", SLOW, () => {
  const months = () => [1, 2, 3].map((n) => (screen.getByLabelText(`Months ${n}`) as HTMLInputElement).value);
  const monthValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

  it("with autocorrect on, moves the later periods keeping their months", async () => {
    const fake = api({
      updateFinancialPeriods: { success: true, error: null, financialPeriods: client.financialPeriods },
    });
    renderApp("/investor/admin/clients/c-andes", fake, { token: "t" });
    await screen.findByRole("heading", { level: 3, name: "Financial periods" }, LOADED);
    expect(screen.getByRole("switch", { name: "Autocorrect" })).toBeChecked();
    fireEvent.change(screen.getByLabelText("End 1"), { target: { value: "2022-03" } });
    expect(monthValue("Start 2")).toBe("2022-04");
    expect(monthValue("End 2")).toBe("2023-09");
    expect(monthValue("Start 3")).toBe("2023-10");
    expect(monthValue("End 3")).toBe("2024-09");
    expect(months()).toEqual(["15", "18", "12"]);
    const save = screen.getByRole("button", { name: "Save financial periods" });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(fake.calls("updateFinancialPeriods")).toHaveLength(1));
    expect(fake.calls("updateFinancialPeriods")[0]?.variables.financialPeriods).toEqual([
      { start: 20210101, end: 20220331 },
      { start: 20220401, end: 20230930 },
      { start: 20231001, end: 20240930 },
    ]);
  });

  it("with autocorrect off, leaves the others, shows the spec's message and disables Save", async () => {
    const fake = api({ updateFinancialPeriods: { success: false, error: null, financialPeriods: null } });
    renderApp("/investor/admin/clients/c-andes", fake, { token: "t" });
    await screen.findByRole("heading", { level: 3, name: "Financial periods" }, LOADED);
    await userEvent.click(screen.getByRole("switch", { name: "Autocorrect" }));
    fireEvent.change(screen.getByLabelText("End 1"), { target: { value: "2022-03" } });
    expect(monthValue("Start 2")).toBe("2022-01");
    expect(monthValue("End 3")).toBe("2024-06");
    expect(
      await screen.findByText(
        "Start of period 01/Jan/2022 does not follow on previous end of period 31/Mar/2022",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save financial periods" })).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Start 1"), { target: { value: "" } });
    expect(await screen.findByText("Start of period is required")).toBeInTheDocument();
    // Back to a valid table: Save is enabled, and a refusal without a message says 'Failed to save'.
    fireEvent.change(screen.getByLabelText("Start 1"), { target: { value: "2021-01" } });
    fireEvent.change(screen.getByLabelText("End 1"), { target: { value: "2021-12" } });
    const save = screen.getByRole("button", { name: "Save financial periods" });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to save");
  });
});
