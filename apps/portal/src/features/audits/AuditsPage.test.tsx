import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { essentials, providerAdmin } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import type { AuditEntry } from "./types";

// The whole portal renders in jsdom: on a busy machine the first render takes seconds.
const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };

// Built from local time, so the expected DD/MMM/YYYY HH:mm holds in any time zone the tests run in.
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: "a-1",
  user: { _id: "u-admin", fullName: "Portal Administrator" },
  description: "Client updated",
  text: "Andes Microcrédito: status active → workout",
  date: at(2026, 2, 5, 14, 7),
  ...overrides,
});

const page = (rows: AuditEntry[], total = rows.length) => ({
  results: rows,
  pageInfo: { total, limit: 20, offset: 0 },
});

function api(audits: unknown) {
  return fakeApi({ graphql: { whoAmI: providerAdmin, essentials, audits: audits as object } });
}

const PATH = "/investor/admin/audits";

describe("the audit log", SLOW, () => {
  it("shows date (DD/MMM/YYYY HH:mm), user, description and text, newest first as the API sends them", async () => {
    const fake = api(
      page([
        entry(),
        entry({
          _id: "a-2",
          user: { _id: "u-im", fullName: "Ines Manager" },
          description: "Covenant created",
          text: "PAR30 on TM1-10001",
          date: at(2025, 11, 31, 9, 0),
        }),
      ]),
    );
    renderApp(PATH, fake, { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    expect(screen.getByRole("heading", { level: 2, name: "Audits" })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Date", "User", "Description", "Text"]);
    const rows = (await within(table).findAllByText(/Client updated|Covenant created/)).map((cell) =>
      cell.closest("tr")!,
    );
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        "05/Mar/2026 14:07",
        "Portal Administrator",
        "Client updated",
        "Andes Microcrédito: status active → workout",
      ],
      ["31/Dec/2025 09:00", "Ines Manager", "Covenant created", "PAR30 on TM1-10001"],
    ]);
    expect(fake.calls("audits")[0]!.variables).toEqual({ skip: 0, limit: 20 });
    expect(document.querySelector(".ant-pagination")).toBeNull();
  });

  it("pages on the server, 20 a page, with a pager when there are more", async () => {
    const fake = api((variables: Record<string, unknown>) =>
      page([entry({ description: `Entry at ${String(variables.skip)}` })], 45),
    );
    renderApp(PATH, fake, { token: "t" });
    await screen.findByText("Entry at 0", {}, LOADED);
    const pager = document.querySelector<HTMLElement>(".ant-pagination")!;
    expect(pager).not.toBeNull();
    await userEvent.click(within(pager).getByTitle("2"));
    expect(await screen.findByText("Entry at 20")).toBeInTheDocument();
    expect(fake.calls("audits").at(-1)!.variables).toMatchObject({ skip: 20, limit: 20 });
  });

  it("filters once typing stops, from page 1, and says 'No audit entries' only after a load", async () => {
    const fake = api((variables: Record<string, unknown>) =>
      variables.filter ? page([]) : page([entry({ description: `Entry at ${String(variables.skip)}` })], 45),
    );
    renderApp(PATH, fake, { token: "t" });
    await screen.findByText("Entry at 0", {}, LOADED);
    expect(screen.queryByText("No audit entries")).toBeNull();
    await userEvent.click(within(document.querySelector<HTMLElement>(".ant-pagination")!).getByTitle("3"));
    await screen.findByText("Entry at 40");
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter audit entries" }), "login");
    expect(await screen.findByText("No audit entries")).toBeInTheDocument();
    // Debounced: one request for the whole word, none per keystroke.
    const filtered = fake.calls("audits").filter((call) => call.variables.filter);
    expect(filtered).toHaveLength(1);
    expect(filtered[0]!.variables).toMatchObject({ filter: "login", skip: 0, limit: 20 });
  });

  it("sends the chosen days as a range from the start of the first to the end of the last (local time)", async () => {
    const fake = api(page([entry()], 45));
    renderApp(PATH, fake, { token: "t" });
    await screen.findByText("Client updated", {}, LOADED);
    await userEvent.click(within(document.querySelector<HTMLElement>(".ant-pagination")!).getByTitle("2"));
    await waitFor(() => expect(fake.calls("audits").at(-1)!.variables.skip).toBe(20));
    expect(screen.getByRole("group", { name: "Date range" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("From date"), "01-03-2026{Enter}");
    await user.type(screen.getByLabelText("To date"), "31-03-2026{Enter}");
    await waitFor(() =>
      expect(fake.calls("audits").at(-1)!.variables).toEqual({
        skip: 0,
        limit: 20,
        range: {
          from: new Date(2026, 2, 1).toISOString(),
          to: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(),
        },
      }),
    );
  });

  it("says so when the audit log cannot be loaded", async () => {
    const fake = api(page([]));
    delete fake.graphql.audits;
    renderApp(PATH, fake, { token: "t" });
    expect(await screen.findByText("The audit log could not be loaded.", {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByText("No audit entries")).toBeNull();
  });
});
