// The wizard's field notes and notes overview, the reject dialog's field notes, the step's problem list,
// covenant breach motivations, and the formula panel across routes.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { andes, clientUser, investmentManager } from "../../../test/fixtures";
import { balanceView, inProgress, wizardApi } from "../../../test/reporting";
import { renderApp } from "../../../test/renderApp";

const PATH = "/client/andes/reports/mfiQuarterly/2025-09";
// The whole portal renders in jsdom: on a busy machine the first render takes seconds.
const LOADED = { timeout: 15_000 };
const SLOW = { timeout: 60_000 };
const ready = () => screen.findByRole("textbox", { name: "Cash, September 2025" }, LOADED);

const rejection = {
  _id: "rej-1",
  by: { fullName: "Ines Manager" },
  at: "2025-10-13T09:00:00.000Z",
  reason: "",
};

describe("field notes and the notes overview", SLOW, () => {
  it("shows the rejection, its field notes and the other notes by field, and jumps to a field", async () => {
    const user = userEvent.setup();
    const wizard = inProgress({
      rejections: [{ ...rejection, reason: "Loans do not match the audited statements" }],
      notes: [
        {
          _id: "n1",
          configKey: "balanceSheet",
          field: "loans",
          author: { fullName: "Ines Manager" },
          at: "2025-10-13T09:00:00.000Z",
          text: "Use the audited figure",
          rejectionId: "rej-1",
          resolvedBy: null,
          resolvedAt: null,
        },
        {
          _id: "n2",
          configKey: "balanceSheet",
          field: "cash",
          author: { fullName: "Carla Client" },
          at: "2025-10-12T08:00:00.000Z",
          text: "Includes petty cash",
          rejectionId: null,
          resolvedBy: null,
          resolvedAt: null,
        },
      ],
    });
    renderApp(PATH, wizardApi(clientUser, [wizard]), { token: "t" });
    await ready();
    expect(screen.getByText("2 fields on this step have notes")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Notes$/ }));
    const drawer = await screen.findByRole("dialog", { name: "Notes on this report" });
    expect(within(drawer).getByText("Loans do not match the audited statements")).toBeInTheDocument();
    expect(within(drawer).getByText(/Rejected by Ines Manager/)).toBeInTheDocument();
    // The rejection's note under the rejection, and every note under its field, in the step's field order.
    expect(within(drawer).getAllByText(/Use the audited figure/)).toHaveLength(2);
    const fields = [...drawer.querySelectorAll(".wizard-notes-field strong")].map((node) => node.textContent);
    expect(fields).toEqual(["Cash", "Loans"]);
    expect(within(drawer).getByText("Includes petty cash")).toBeInTheDocument();
    expect(within(drawer).getByText(/^Carla Client, 12 Oct 2025/)).toBeInTheDocument();
    await user.click(within(drawer).getAllByRole("button", { name: "Go to Loans" })[0]!);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Loans, September 2025" })).toHaveFocus());
  });

  it("adds a note on a field of the step, and refuses an empty one", async () => {
    const user = userEvent.setup();
    const fake = wizardApi(investmentManager, [
      inProgress({ status: "in_review", actions: ["wizardApprove", "wizardReject"] }),
    ]);
    renderApp(PATH, fake, { token: "t" });
    await ready();
    await user.click(screen.getByRole("button", { name: /Add a note$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add a note on a field" });
    // The step's first field is chosen; the text is required.
    expect(within(dialog).getByText("Cash")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: /Add a note$/ }));
    expect(await within(dialog).findByText("Please write the note.")).toBeInTheDocument();
    expect(fake.calls("wizardAddNote")).toHaveLength(0);
    await user.click(within(dialog).getByRole("textbox", { name: "Note" }));
    await user.paste("Check against the bank letter");
    await user.click(within(dialog).getByRole("button", { name: /Add a note$/ }));
    expect(await screen.findByText("Note added on Cash")).toBeInTheDocument();
    expect(fake.calls("wizardAddNote")[0]!.variables).toEqual({
      reportId: "rep-1",
      note: { configKey: "balanceSheet", field: "cash", text: "Check against the bank letter" },
    });
    expect(await screen.findByText("1 field on this step has notes")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Notes$/ }));
    const drawer = await screen.findByRole("dialog", { name: "Notes on this report" });
    expect(within(drawer).getByText("Check against the bank letter")).toBeInTheDocument();
  });

  it("marks a note as resolved from the overview, with who resolved it", async () => {
    const user = userEvent.setup();
    const open = {
      _id: "n2",
      configKey: "balanceSheet",
      field: "cash",
      author: { fullName: "Ines Manager" },
      at: "2025-10-12T08:00:00.000Z",
      text: "Includes petty cash?",
      rejectionId: null,
      resolvedBy: null,
      resolvedAt: null,
    };
    const fake = wizardApi(clientUser, [inProgress({ notes: [open] })], {
      wizardResolveNote: () => ({
        success: true,
        error: null,
        note: { ...open, resolvedBy: { fullName: "Carla Client" }, resolvedAt: "2025-10-14T11:00:00.000Z" },
      }),
    });
    renderApp(PATH, fake, { token: "t" });
    await ready();
    await user.click(screen.getByRole("button", { name: /Notes$/ }));
    const drawer = await screen.findByRole("dialog", { name: "Notes on this report" });
    await user.click(
      within(drawer).getByRole("button", { name: 'Mark the note "Includes petty cash?" as resolved' }),
    );
    expect(await within(drawer).findByText(/Resolved by Carla Client, 14 Oct 2025/)).toBeInTheDocument();
    expect(fake.calls("wizardResolveNote")[0]!.variables).toEqual({ reportId: "rep-1", noteId: "n2" });
    expect(within(drawer).queryByRole("button", { name: /as resolved$/ })).not.toBeInTheDocument();
  });

  it("keeps a note open when the API refuses to resolve it", async () => {
    const user = userEvent.setup();
    const open = {
      _id: "n3",
      configKey: "balanceSheet",
      field: "cash",
      author: { fullName: "Ines Manager" },
      at: "2025-10-12T08:00:00.000Z",
      text: "Where is the bank letter?",
      rejectionId: null,
      resolvedBy: null,
      resolvedAt: null,
    };
    const fake = wizardApi(clientUser, [inProgress({ notes: [open] })], {
      wizardResolveNote: () => ({
        success: false,
        error: { code: "NOT_FOUND", message: "No note found." },
        note: null,
      }),
    });
    renderApp(PATH, fake, { token: "t" });
    await ready();
    await user.click(screen.getByRole("button", { name: /Notes$/ }));
    const drawer = await screen.findByRole("dialog", { name: "Notes on this report" });
    const resolve = within(drawer).getByRole("button", { name: /as resolved$/ });
    await user.click(resolve);
    expect(await screen.findByText(/Failed to resolve the note/)).toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: /as resolved$/ })).toBeEnabled();
    expect(within(drawer).queryByText(/Resolved by/)).not.toBeInTheDocument();
  });

  it("says when a note could not be added", async () => {
    const user = userEvent.setup();
    const fake = wizardApi(clientUser, [inProgress()], {
      wizardAddNote: { success: false, error: { code: "FORBIDDEN", message: "Not allowed" }, note: null },
    });
    renderApp(PATH, fake, { token: "t" });
    await ready();
    await user.click(screen.getByRole("button", { name: /Add a note$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add a note on a field" });
    await user.click(within(dialog).getByRole("textbox", { name: "Note" }));
    await user.paste("A note");
    await user.click(within(dialog).getByRole("button", { name: /Add a note$/ }));
    expect(await screen.findByText("Failed to add the note: Not allowed")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Add a note on a field" })).toBeInTheDocument();
  });
});

describe("the reject dialog", SLOW, () => {
  it("sends the reason with the field notes added, and not a half-written one", async () => {
    const user = userEvent.setup();
    const fake = wizardApi(investmentManager, [
      inProgress({ status: "in_review", actions: ["wizardApprove", "wizardReject"] }),
    ]);
    renderApp(PATH, fake, { token: "t" });
    await user.click(await screen.findByRole("button", { name: "Finish" }, LOADED));
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the report" });
    await user.click(within(dialog).getByRole("textbox", { name: "Reason for the rejection" }));
    await user.paste("Loans wrong");
    await user.click(within(dialog).getByRole("combobox", { name: "Field" }));
    await user.click(await screen.findByText("Loans", { selector: ".ant-select-item-option-content" }));
    // A field chosen but no note yet: Reject waits.
    expect(within(dialog).getByRole("button", { name: "Reject" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: /Add the note$/ }));
    expect(await within(dialog).findByText("Please write the note.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("textbox", { name: "Note" }));
    await user.paste("Use the audited figure");
    await user.click(within(dialog).getByRole("button", { name: /Add the note$/ }));
    expect(within(dialog).getByText("Balance sheet › Loans")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Report rejected.")).toBeInTheDocument();
    expect(fake.calls("wizardReject")[0]!.variables).toEqual({
      reportId: "rep-1",
      reason: "Loans wrong",
      notes: [{ configKey: "balanceSheet", field: "loans", text: "Use the audited figure" }],
    });
  });
});

describe("the step's problems", SLOW, () => {
  it("lists them under 'Invalid fields, please review.' when Next is refused, each a jump to its field", async () => {
    const user = userEvent.setup();
    renderApp(PATH, wizardApi(clientUser, [inProgress()]), { token: "t" });
    await ready();
    await user.click(screen.getByRole("button", { name: "Finish" }));
    const summary = await screen.findByRole("region", { name: "Invalid fields, please review." });
    const problem = within(summary).getByRole("button", { name: /^Cash:/ });
    await user.click(problem);
    expect(screen.getByRole("textbox", { name: "Cash, September 2025" })).toHaveFocus();
    expect(screen.queryByText("Ready to submit for approval!")).not.toBeInTheDocument();
  });
});

const covenantView = {
  ...balanceView,
  _id: "form-cov",
  key: "covenants",
  name: "Covenants",
  type: "covenants",
  fields: [
    { internalName: "par30", name: "PAR 30", type: "percentual" },
    {
      internalName: "covPar30",
      name: "PAR 30 covenant",
      type: "COVENANT",
      fieldType: "percentual",
      settings: { fieldType: "percentual" },
      formula: "par30",
    },
  ],
  validations: [],
};

const covenantWizard = (values: Record<string, unknown>, covenantStatus: Record<string, unknown> | null) =>
  inProgress({
    steps: [{ type: "covenants", required: true, config: covenantView }],
    scopedData: [
      {
        scope: "current",
        numeric: 20250930,
        configKey: "covenants",
        formDataId: values.par30 === undefined ? null : "fd-cov",
        values,
        reportedValues: null,
        computed: {},
        covenantStatus,
        revision: 0,
      },
    ],
  });

const covenantCheck = (
  limits: { range: { min: number; max: number }; alertThreshold: number },
  level: string,
) => ({
  covenantInternalName: "covPar30",
  covenantRange: limits.range,
  covenantAlertThreshold: limits.alertThreshold,
  internalName: "covPar30",
  name: "PAR 30 covenant",
  fieldType: "percentual",
  value: null,
  ...limits,
  level,
  waiver: null,
});

const covenantChecks = {
  success: true,
  error: null,
  checks: [
    // Two investments test PAR 30: the stricter result (breached at 5 %) decides.
    covenantCheck({ range: { min: 0, max: 1000 }, alertThreshold: 800 }, "ok"),
    covenantCheck({ range: { min: 0, max: 500 }, alertThreshold: 400 }, "breached"),
  ],
};

describe("covenant breach motivations", SLOW, () => {
  it("blocks a breached covenant without a motivation, then saves the motivation with the step", async () => {
    const user = userEvent.setup();
    const fake = wizardApi(clientUser, [covenantWizard({}, null)], { covenantChecks });
    renderApp(PATH, fake, { token: "t" });
    await user.type(await screen.findByRole("textbox", { name: "PAR 30, September 2025" }, LOADED), "7");
    const motivation = await screen.findByRole("textbox", { name: "Breach motivation" });
    await user.click(screen.getByRole("button", { name: "Finish" }));
    const summary = await screen.findByRole("region", { name: "Invalid fields, please review." });
    expect(summary).toHaveTextContent("The covenant is breached: give a motivation.");
    expect(fake.calls("wizardSaveChanges")).toHaveLength(0);
    await user.click(motivation);
    await user.paste("Restructuring; plan agreed; cured by Q1");
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("Ready to submit for approval!")).toBeInTheDocument();
    expect(fake.calls("covenantChecks")[0]!.variables).toEqual({
      clientId: andes._id,
      reportId: "rep-1",
    });
    expect(fake.calls("wizardSaveChanges")[0]!.variables).toMatchObject({
      changeSet: {
        configId: "form-cov",
        changes: [
          { path: "par30", change: 7, base: null },
          {
            path: "covPar30.breachMotivation",
            change: "Restructuring; plan agreed; cured by Q1",
            base: null,
          },
        ],
      },
    });
  });

  it("shows the stored motivation again when the report is opened", async () => {
    const fake = wizardApi(
      clientUser,
      [
        covenantWizard(
          { par30: 700 },
          { covPar30: { breached: true, alerted: false, breachMotivation: "Plan B" } },
        ),
      ],
      { covenantChecks },
    );
    renderApp(PATH, fake, { token: "t" });
    expect(await screen.findByRole("textbox", { name: "Breach motivation" }, LOADED)).toHaveValue("Plan B");
  });
});

describe("the formula panel", SLOW, () => {
  const panel = "How Total assets is computed";

  it("shows money in the report's scale, as the form shows it", async () => {
    const user = userEvent.setup();
    const base = inProgress();
    const wizard = inProgress({
      settings: { currency: "PEN", reportingScale: 1000 },
      steps: [
        { type: "form", required: true, config: { ...balanceView, settings: { currencyScaled: true } } },
      ],
      scopedData: base.scopedData.map((data) =>
        data.scope === "current" ? { ...data, values: { cash: 123400000, loans: 10000000 } } : data,
      ),
    });
    renderApp(PATH, wizardApi(clientUser, [wizard]), { token: "t" });
    await user.click(
      await screen.findByRole("button", { name: /^1,334\.00, show how Total assets is computed$/ }, LOADED),
    );
    const region = await screen.findByRole("region", { name: panel });
    const values = [...region.querySelectorAll(".ll-explain-value")].map((value) => value.textContent);
    expect(values).toEqual(["1,334.00", "1,334.00", "1,234.00", "100.00"]);
    expect(within(region).getByText("Money in PEN, scale 1/1000, as in the form")).toBeInTheDocument();
  });

  it("closes on a route change when not pinned", async () => {
    const user = userEvent.setup();
    renderApp(PATH, wizardApi(clientUser, [inProgress()]), { token: "t" });
    await user.click(
      await screen.findByRole("button", { name: /, show how Total assets is computed$/ }, LOADED),
    );
    expect(await screen.findByRole("region", { name: panel })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/client/andes/reports"));
    expect(screen.queryByRole("region", { name: panel })).not.toBeInTheDocument();
  });

  it("closes on Escape and gives the focus back to the value that opened it", async () => {
    const user = userEvent.setup();
    renderApp(PATH, wizardApi(clientUser, [inProgress()]), { token: "t" });
    const total = await screen.findByRole("button", { name: /, show how Total assets is computed$/ }, LOADED);
    total.focus();
    await user.keyboard("{Enter}");
    const region = await screen.findByRole("region", { name: panel });
    await user.click(within(region).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: panel })).not.toBeInTheDocument();
    expect(total).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("region", { name: panel })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: panel })).not.toBeInTheDocument();
    expect(total).toHaveFocus();
  });

  it("stays open across routes of the client area when pinned", async () => {
    const user = userEvent.setup();
    renderApp(PATH, wizardApi(clientUser, [inProgress()]), { token: "t" });
    await user.click(
      await screen.findByRole("button", { name: /, show how Total assets is computed$/ }, LOADED),
    );
    const region = await screen.findByRole("region", { name: panel });
    await user.click(within(region).getByRole("button", { name: "Pin" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/client/andes/reports"));
    expect(screen.getByRole("region", { name: panel })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole("region", { name: panel })).getByRole("button", { name: "Close" }),
    );
    expect(screen.queryByRole("region", { name: panel })).not.toBeInTheDocument();
  });
});
