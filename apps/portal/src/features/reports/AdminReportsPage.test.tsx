// The admin reports list (spec 3 §2, §9): the columns of every report instance, 25 a page from adminReports,
// Reopen only for reports that are not created, and Remind for reports that wait for their client, after a
// confirmation naming the client, with the count of users reached or the API's refusal.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { andes, essentials, providerAdmin } from "../../../test/fixtures";
import { reportRow } from "../../../test/reporting";
import { renderApp } from "../../../test/renderApp";
import type { WhoAmI } from "../../api/types";

const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };
const PATH = "/investor/admin/reports";

const reportAdmin: WhoAmI = {
  ...providerAdmin,
  permissions: [
    ...(providerAdmin.permissions ?? []),
    { context: "reports", action: "delete", value: 1 },
    { context: "reports", action: "reopen", value: 1 },
  ],
};

const approved = reportRow();
const overdue = reportRow({
  _id: "rep-2",
  status: "created",
  overdue: true,
  schedule: { due: 20250731 },
  context: { category: "financial", text: "2025-06", numeric: 20250630 },
  reportedBy: null,
  auditedBy: null,
});
const rejected = reportRow({
  _id: "rep-3",
  status: "rejected",
  context: { category: "financial", text: "2025-03", numeric: 20250331 },
});
const OVERDUE_NAME = `MFI quarterly report Jun 2025 (${andes.name})`;

function api(remindReport?: unknown, who: WhoAmI = reportAdmin) {
  return fakeApi({
    graphql: {
      whoAmI: who,
      essentials,
      adminReports: { results: [approved, overdue, rejected], pageInfo: { total: 3, limit: 25, offset: 0 } },
      ...(remindReport ? { remindReport: remindReport as object } : {}),
    },
  });
}

/** The open dialog that says `text` (antd's confirm dialogs share their title's id). */
const dialogWith = (text: string) =>
  waitFor(() => {
    const found = screen
      .getAllByRole("dialog")
      .filter((dialog) => dialog.textContent?.includes(text))
      .at(-1);
    if (!found) throw new Error(`no dialog saying ${text}`);
    return found;
  }, LOADED);

async function table() {
  const found = await screen.findByRole("table", {}, LOADED);
  await within(found).findByText("Jun 2025", {}, LOADED);
  return found;
}

describe("the admin reports list", SLOW, () => {
  it("lists every report from adminReports, 25 a page, with the columns of spec 3 and the overdue status", async () => {
    const fake = api();
    renderApp(PATH, fake, { token: "t" });
    const grid = await table();
    expect(screen.getByRole("heading", { level: 2, name: "Reports" })).toBeInTheDocument();
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([
      "Client",
      "Template",
      "Due date",
      "Period",
      "Status",
      "Reported by",
      "Audited by",
      "Last updated",
      "Actions",
    ]);
    expect(fake.calls("adminReports")[0]!.variables).toMatchObject({ skip: 0, limit: 25 });
    expect(fake.calls("reports")).toHaveLength(0);
    const row = within(grid).getByText("Jun 2025").closest("tr")!;
    expect(within(row).getByText("Overdue")).toHaveAttribute("data-status", "overdue");
    expect(within(row).getByText("31 Jul 2025")).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByText("31 Jul 2025"));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/client/andes/reports/mfiQuarterly/2025-06"),
    );
  });

  it("says when the list could not be loaded, and when it is empty", async () => {
    const view = renderApp(PATH, fakeApi({ graphql: { whoAmI: reportAdmin, essentials } }), { token: "t" });
    expect(await screen.findByText("The reports could not be loaded.", {}, LOADED)).toBeInTheDocument();
    view.unmount();
    const empty = { results: [], pageInfo: { total: 0, limit: 25, offset: 0 } };
    renderApp(PATH, fakeApi({ graphql: { whoAmI: reportAdmin, essentials, adminReports: empty } }), {
      token: "t",
    });
    expect(await screen.findByText("No data could be found.", {}, LOADED)).toBeInTheDocument();
  });

  it("offers Reopen for every report but the created one, Delete for all, Remind for created and rejected", async () => {
    renderApp(PATH, api(), { token: "t" });
    const grid = await table();
    const actions = (label: string) =>
      within(grid)
        .queryAllByRole("button", { name: new RegExp(`^${label}: `) })
        .map((button) => button.getAttribute("aria-label")!.replace(/^[^:]+: MFI quarterly report /, ""));
    expect(actions("Reopen report")).toEqual([`Sep 2025 (${andes.name})`, `Mar 2025 (${andes.name})`]);
    expect(actions("Delete report")).toHaveLength(3);
    expect(actions("Send reminder")).toEqual([`Jun 2025 (${andes.name})`, `Mar 2025 (${andes.name})`]);
  });

  it("sends a reminder after confirming and says how many users it reached", async () => {
    const user = userEvent.setup();
    const fake = api({ success: true, error: null, sent: 2 });
    renderApp(PATH, fake, { token: "t" });
    const grid = await table();
    await user.click(within(grid).getByRole("button", { name: `Send reminder: ${OVERDUE_NAME}` }));
    const dialog = await dialogWith(`Send a reminder to the users of ${andes.name}?`);
    expect(fake.calls("remindReport")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Send reminder" }));
    expect(await screen.findByText("Reminder sent to 2 users")).toBeInTheDocument();
    expect(fake.calls("remindReport")[0]!.variables).toEqual({ instanceId: "rep-2" });
    // The row click did not open the report.
    expect(screen.getByTestId("location").textContent).toBe(PATH);
  });

  it("says 'user' for one, and shows the API's refusal", async () => {
    const user = userEvent.setup();
    let answer: object = { success: true, error: null, sent: 1 };
    renderApp(
      PATH,
      api(() => answer),
      { token: "t" },
    );
    const grid = await table();
    const remind = async () => {
      await user.click(within(grid).getByRole("button", { name: `Send reminder: ${OVERDUE_NAME}` }));
      const dialog = await dialogWith(`Send a reminder to the users of ${andes.name}?`);
      await user.click(within(dialog).getByRole("button", { name: "Send reminder" }));
    };
    await remind();
    expect(await screen.findByText("Reminder sent to 1 user")).toBeInTheDocument();
    answer = {
      success: false,
      error: { code: "TOO_MANY_REQUESTS", message: "A reminder for this report was sent this hour already" },
      sent: 0,
    };
    await remind();
    expect(
      await screen.findByText(
        "Failed to send reminder: A reminder for this report was sent this hour already",
      ),
    ).toBeInTheDocument();
  });

  it("sends nothing when the confirmation is cancelled, and offers no Remind without the permission", async () => {
    const user = userEvent.setup();
    const fake = api({ success: true, error: null, sent: 2 });
    const view = renderApp(PATH, fake, { token: "t" });
    const grid = await table();
    await user.click(within(grid).getByRole("button", { name: `Send reminder: ${OVERDUE_NAME}` }));
    const dialog = await dialogWith(`Send a reminder to the users of ${andes.name}?`);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.calls("remindReport")).toHaveLength(0);
    view.unmount();

    renderApp(PATH, api(undefined, providerAdmin), { token: "t" });
    const plain = await table();
    expect(within(plain).queryByRole("button", { name: /^Send reminder: / })).not.toBeInTheDocument();
  });
});
