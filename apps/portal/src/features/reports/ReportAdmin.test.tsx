// The report lists' admin side (spec 2 §2, §4, §8): the Add button at the top and the bottom, the delete
// (two confirmations, keep or delete the form data) and reopen actions with their failure messages; the
// grid's page size option and its empty state.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntApp } from "antd";
import { Provider as JotaiProvider, createStore } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { andes, clientRecord, clientUser, essentials, providerAdmin } from "../../../test/fixtures";
import { reportRow } from "../../../test/reporting";
import { renderApp } from "../../../test/renderApp";
import { ApiContext } from "../../api/ApiContext";
import { createApiClient } from "../../api/client";
import type { WhoAmI } from "../../api/types";
import { createQueryClient } from "../../App";
import { I18nProvider } from "../../i18n/I18nProvider";
import { ReportsGrid } from "./ReportsGrid";

const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };

const reportAdmin: WhoAmI = {
  ...providerAdmin,
  permissions: [
    ...(providerAdmin.permissions ?? []),
    { context: "reports", action: "delete", value: 1 },
    { context: "reports", action: "reopen", value: 1 },
  ],
};

const page = (rows: ReturnType<typeof reportRow>[], total = rows.length) => ({
  results: rows,
  pageInfo: { total, limit: 25, offset: 0 },
});

function api(who: WhoAmI, reports: unknown, extra: Record<string, unknown> = {}) {
  return fakeApi({
    graphql: {
      whoAmI: who,
      essentials,
      client: (variables) => (variables.key === andes.key ? clientRecord(andes) : null),
      clients: { results: [andes], pageInfo: { total: 1, limit: 20, offset: 0 } },
      reports: reports as object,
      ...extra,
    },
  });
}

/**
 * The open dialog that says `text` (antd's confirm dialogs share their title's id, so two open at once, or
 * one closing, cannot be told apart by their accessible name).
 */
const dialogWith = (text: string) =>
  waitFor(() => {
    const found = screen
      .getAllByRole("dialog")
      .filter((dialog) => dialog.textContent?.includes(text))
      .at(-1);
    if (!found) throw new Error(`no dialog saying ${text}`);
    return found;
  }, LOADED);
const dataQuestion = () => dialogWith("The figures filed with this report can be kept");

const NAME = "MFI quarterly report Sep 2025 (Andes Microcrédito)";

describe("the report admin actions", SLOW, () => {
  it("deletes a report after two confirmations, with its form data when asked, and reloads the list", async () => {
    const user = userEvent.setup();
    const fake = api(reportAdmin, page([reportRow()]), {
      deleteReportInstance: { success: true, error: null },
    });
    renderApp("/investor/reports", fake, { token: "t" });
    await user.click(await screen.findByRole("button", { name: `Delete report: ${NAME}` }, LOADED));
    const first = await dialogWith("will be deleted.");
    expect(within(first).getByText(`${NAME} will be deleted.`)).toBeInTheDocument();
    expect(fake.calls("deleteReportInstance")).toHaveLength(0);
    await user.click(within(first).getByRole("button", { name: "Delete report" }));
    const second = await dataQuestion();
    const loads = fake.calls("reports").length;
    await user.click(within(second).getByRole("button", { name: "Also delete the form data" }));
    expect(await screen.findByText(`Deleted report ${NAME}`)).toBeInTheDocument();
    expect(fake.calls("deleteReportInstance")[0]!.variables).toEqual({
      instanceId: "rep-1",
      includeForms: true,
    });
    await waitFor(() => expect(fake.calls("reports").length).toBeGreaterThan(loads));
    // The row click did not open the report.
    expect(screen.getByTestId("location").textContent).toBe("/investor/reports");
  });

  it("keeps the form data when asked, and says when the delete failed", async () => {
    const user = userEvent.setup();
    const fake = api(reportAdmin, page([reportRow()]), {
      deleteReportInstance: { success: false, error: { code: "NOT_FOUND", message: "No report found." } },
    });
    renderApp("/investor/reports", fake, { token: "t" });
    await user.click(await screen.findByRole("button", { name: `Delete report: ${NAME}` }, LOADED));
    await user.click(
      within(await dialogWith("will be deleted.")).getByRole("button", {
        name: "Delete report",
      }),
    );
    const second = await dataQuestion();
    await user.click(within(second).getByRole("button", { name: "Keep the form data" }));
    expect(await screen.findByText(/^Failed to delete report: /)).toBeInTheDocument();
    expect(fake.calls("deleteReportInstance")[0]!.variables).toEqual({
      instanceId: "rep-1",
      includeForms: false,
    });
  });

  it("deletes nothing when the second question is cancelled", async () => {
    const user = userEvent.setup();
    const fake = api(reportAdmin, page([reportRow()]), {
      deleteReportInstance: { success: true, error: null },
    });
    renderApp("/investor/reports", fake, { token: "t" });
    await user.click(await screen.findByRole("button", { name: `Delete report: ${NAME}` }, LOADED));
    await user.click(
      within(await dialogWith("will be deleted.")).getByRole("button", {
        name: "Delete report",
      }),
    );
    const second = await dataQuestion();
    await user.click(within(second).getByRole("button", { name: "Cancel" }));
    // Give a wrongly wired Cancel the time to send its request.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText(/^Deleted report/)).not.toBeInTheDocument();
    expect(fake.calls("deleteReportInstance")).toHaveLength(0);
  });

  it("reopens a report (not a created one) with its client and period, and says when it failed", async () => {
    const user = userEvent.setup();
    let fail = false;
    const fake = api(
      reportAdmin,
      page([
        reportRow(),
        reportRow({
          _id: "rep-2",
          status: "created",
          context: { category: "financial", text: "2025-06", numeric: 20250630 },
        }),
      ]),
      {
        reopenReportInstance: () =>
          fail
            ? { success: false, error: { code: "BAD_USER_INPUT", message: "Cannot reopen" }, status: null }
            : { success: true, error: null, status: "in_progress" },
      },
    );
    renderApp("/investor/reports", fake, { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    await within(table).findByText("Sep 2025");
    expect(within(table).getAllByRole("button", { name: /^Reopen report:/ })).toHaveLength(1);
    expect(within(table).getAllByRole("button", { name: /^Delete report:/ })).toHaveLength(2);
    await user.click(within(table).getByRole("button", { name: `Reopen report: ${NAME}` }));
    const dialog = await dialogWith("goes back to in progress");
    await user.click(within(dialog).getByRole("button", { name: "Reopen report" }));
    expect(await screen.findByText(`Reopened report ${NAME}`)).toBeInTheDocument();
    expect(fake.calls("reopenReportInstance")[0]!.variables).toEqual({
      instanceId: "rep-1",
      clientId: andes._id,
      numeric: 20250930,
    });
    fail = true;
    await user.click(within(table).getByRole("button", { name: `Reopen report: ${NAME}` }));
    await user.click(
      within(await dialogWith("goes back to in progress")).getByRole("button", {
        name: "Reopen report",
      }),
    );
    expect(await screen.findByText("Failed to reopen report: Cannot reopen")).toBeInTheDocument();
  });

  it("shows no row actions without the delete and reopen permissions", async () => {
    renderApp("/investor/reports", api(providerAdmin, page([reportRow()])), { token: "t" });
    const table = await screen.findByRole("table", {}, LOADED);
    await within(table).findByText("Sep 2025");
    expect(within(table).queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Add report/ })).toBeInTheDocument();
  });

  it("opens the Create Report modal from the bottom Add button without a client locked", async () => {
    const user = userEvent.setup();
    renderApp("/investor/reports", api(reportAdmin, page([reportRow()])), { token: "t" });
    await user.click(await screen.findByRole("button", { name: /Add report/ }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "Create Report" });
    expect(within(dialog).getByRole("combobox", { name: "Client" })).toBeEnabled();
    expect(within(dialog).getByRole("combobox", { name: "Report Template" })).toBeDisabled();
  });

  it("has no Add button for client users", async () => {
    renderApp("/client/andes/reports", api(clientUser, page([reportRow()])), { token: "t" });
    await screen.findByText("Sep 2025", {}, LOADED);
    expect(screen.queryByRole("button", { name: /Add report/ })).not.toBeInTheDocument();
  });
});

function renderGrid(fake: ReturnType<typeof fakeApi>, pageSize?: number) {
  localStorage.setItem("ledgerline.token", JSON.stringify("t"));
  const store = createStore();
  const client = createApiClient({
    getToken: () => "t",
    setToken: () => {},
    getLanguage: () => "en",
    onUnauthenticated: () => {},
    fetch: fake.fetch,
  });
  return render(
    <MemoryRouter>
      <JotaiProvider store={store}>
        <ApiContext value={client}>
          <QueryClientProvider client={createQueryClient()}>
            <I18nProvider>
              <AntApp>
                <ReportsGrid pageSize={pageSize} />
              </AntApp>
            </I18nProvider>
          </QueryClientProvider>
        </ApiContext>
      </JotaiProvider>
    </MemoryRouter>,
  );
}

describe("the reports grid", SLOW, () => {
  it("asks for the page size given (5 on dashboards) and shows the pager past it", async () => {
    const fake = fakeApi({ graphql: { reports: page([reportRow()], 12) } });
    renderGrid(fake, 5);
    await screen.findByText("Sep 2025", {}, LOADED);
    expect(fake.calls("reports")[0]!.variables).toMatchObject({ skip: 0, limit: 5 });
    expect(document.querySelector(".ant-pagination")).not.toBeNull();
  });

  it("shows 'No data could be found.' only once a load found nothing, never behind the first spinner", async () => {
    let answer: (value: unknown) => void = () => {};
    const fake = fakeApi({ graphql: { reports: () => new Promise((resolve) => (answer = resolve)) } });
    renderGrid(fake);
    await waitFor(() => expect(fake.calls("reports")).toHaveLength(1), LOADED);
    expect(document.querySelector(".ant-spin-spinning")).not.toBeNull();
    expect(screen.queryByText("No data could be found.")).not.toBeInTheDocument();
    answer(page([]));
    expect(await screen.findByText("No data could be found.")).toBeInTheDocument();
  });

  it("says when the reports could not be loaded", async () => {
    const fake = fakeApi({ graphql: {} });
    renderGrid(fake);
    expect(await screen.findByText("The reports could not be loaded.", {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByText("No data could be found.")).not.toBeInTheDocument();
  });
});
