import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { andes, clientRecord, clientUser, essentials, providerAdmin } from "../../../test/fixtures";
import { reportRow } from "../../../test/reporting";
import { renderApp } from "../../../test/renderApp";
import type { WhoAmI } from "../../api/types";

// The whole portal renders in jsdom: on a busy machine the first render takes seconds.
const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };

function api(who: WhoAmI, reports: object, extra: Record<string, unknown> = {}) {
  return fakeApi({
    graphql: {
      whoAmI: who,
      essentials,
      client: (variables) => (variables.key === andes.key ? clientRecord(andes) : null),
      reports,
      ...extra,
    },
  });
}

const page = (rows: ReturnType<typeof reportRow>[], total = rows.length) => ({
  results: rows,
  pageInfo: { total, limit: 25, offset: 0 },
});
const location = () => screen.getByTestId("location").textContent;

describe("the client report list", SLOW, () => {
  it("lists the client's reports with their columns and status, 25 a page, in the default sort", async () => {
    const fake = api(
      clientUser,
      page([
        reportRow(),
        reportRow({
          _id: "rep-2",
          status: "rejected",
          context: { category: "financial", text: "2025-06", numeric: 20250630 },
        }),
      ]),
    );
    renderApp("/client/andes/reports", fake, { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    for (const header of [
      "Client",
      "Template",
      "Due date",
      "Period",
      "Status",
      "Reported by",
      "Audited by",
      "Last updated",
    ]) {
      expect(within(table).getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    expect(await within(table).findByText("Sep 2025")).toBeInTheDocument();
    expect(within(table).getByText("Approved")).toHaveAttribute("data-status", "approved");
    expect(within(table).getByText("Rejected")).toHaveAttribute("data-status", "rejected");
    // The status colour fills the tag; its name is written on it in black, 4.7:1 on the spec's red.
    expect(within(table).getByText("Rejected")).toHaveStyle({ backgroundColor: "#E62633", color: "#000000" });
    const request = fake.calls("reports").at(-1)!.variables;
    expect(request).toMatchObject({ clientId: andes._id, skip: 0, limit: 25 });
    expect(request.sort).toEqual([
      { field: "period", direction: "desc" },
      { field: "due", direction: "desc" },
      { field: "name", direction: "asc" },
    ]);
    // No pager for two rows.
    expect(screen.queryByRole("list", { name: /pagination/i })).not.toBeInTheDocument();
    expect(document.querySelector(".ant-pagination")).toBeNull();
  });

  it("opens the report for the row's period", async () => {
    renderApp("/client/andes/reports", api(clientUser, page([reportRow()])), { token: "t" });
    const period = await screen.findByText("Sep 2025", {}, LOADED);
    // While a refetch runs the table is blurred and takes no clicks, for a person as for the test.
    await waitFor(() => expect(document.querySelector(".ant-spin-blur")).toBeNull());
    await userEvent.click(period);
    await waitFor(() => expect(location()).toBe("/client/andes/reports/mfiQuarterly/2025-09"));
  });

  it("opens the report from the keyboard: Tab to the row, Enter", async () => {
    renderApp("/client/andes/reports", api(clientUser, page([reportRow()])), { token: "t" });
    const row = (await screen.findByText("Sep 2025", {}, LOADED)).closest("tr")!;
    await waitFor(() => expect(document.querySelector(".ant-spin-blur")).toBeNull());
    row.focus();
    expect(row).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(location()).toBe("/client/andes/reports/mfiQuarterly/2025-09"));
  });

  it("says 'No data could be found.' when empty, and filters after 500 ms from page 1", async () => {
    const fake = api(clientUser, (variables: Record<string, unknown>) =>
      variables.filter ? page([]) : page([reportRow()], 60),
    );
    renderApp("/client/andes/reports", fake, { token: "t" });
    await screen.findByText("Sep 2025", {}, LOADED);
    expect(document.querySelector(".ant-pagination")).not.toBeNull();
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter reports" }), "zzz");
    expect(await screen.findByText("No data could be found.")).toBeInTheDocument();
    const filtered = fake.calls("reports").filter((call) => call.variables.filter);
    expect(filtered).toHaveLength(1);
    expect(filtered[0]!.variables).toMatchObject({ filter: "zzz", skip: 0 });
  });

  it("creates a report for the client in context and says so", async () => {
    const fake = api(clientUser, page([]), {
      insertReportInstance: (variables: Record<string, unknown>) => ({
        success: true,
        error: null,
        report: reportRow({
          status: "created",
          context: { category: "financial", text: "2025-09", numeric: Number(variables.numeric) },
        }),
      }),
    });
    renderApp("/client/andes/reports", fake, { token: "t" });
    await userEvent.click(await screen.findByRole("button", { name: /Create Report/ }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "Create Report" });
    expect(within(dialog).getByRole("combobox", { name: "Client" })).toBeDisabled();
    const user = userEvent.setup();
    const template = within(dialog).getByRole("combobox", { name: "Report Template" });
    await user.click(template);
    await user.click(
      await screen.findByText("MFI quarterly report", { selector: ".ant-select-item-option-content" }),
    );
    const period = within(dialog).getByRole("textbox", { name: "Period" });
    await user.click(period);
    await user.type(period, "Sep 2025{Enter}");
    await user.click(within(dialog).getByRole("button", { name: "Create Report" }));
    expect(
      await screen.findByText("Created report MFI quarterly report on Sep 2025 for Andes Microcrédito"),
    ).toBeInTheDocument();
    expect(fake.calls("insertReportInstance")[0]!.variables).toMatchObject({
      configId: "r1",
      clientId: andes._id,
      numeric: 20250930,
    });
    await waitFor(() => expect(location()).toBe("/client/andes/reports/mfiQuarterly/2025-09"));
  });

  it("requires every field of the Create Report modal", async () => {
    const fake = api(clientUser, page([]));
    renderApp("/client/andes/reports", fake, { token: "t" });
    await userEvent.click(await screen.findByRole("button", { name: /Create Report/ }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "Create Report" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Report" }));
    await waitFor(() => expect(within(dialog).getAllByText("This field is required.")).toHaveLength(2));
    expect(fake.calls("insertReportInstance")).toHaveLength(0);
  });
});

describe("the provider report list", SLOW, () => {
  it("lists every client's reports and sorts on a column click", async () => {
    const fake = api(providerAdmin, page([reportRow()]));
    renderApp("/investor/reports", fake, { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    expect(await within(table).findByText("Andes Microcrédito")).toBeInTheDocument();
    expect(fake.calls("reports")[0]!.variables.clientId).toBeUndefined();
    await userEvent.click(within(table).getByRole("columnheader", { name: /Due date/ }));
    await waitFor(() =>
      expect(fake.calls("reports").at(-1)!.variables.sort).toEqual([{ field: "due", direction: "asc" }]),
    );
  });
});
