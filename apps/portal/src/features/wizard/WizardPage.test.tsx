import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { clientUser, investmentManager } from "../../../test/fixtures";
import { balanceView, inProgress, wizardAnswer, wizardApi } from "../../../test/reporting";
import { renderApp } from "../../../test/renderApp";

// The whole portal renders in jsdom: on a busy machine the first render takes seconds.
const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };

const PATH = "/client/andes/reports/mfiQuarterly/2025-09";

describe("the report wizard for a submitter", SLOW, () => {
  it("starts with the configuration, changes the settings, and starts a manual submission", async () => {
    const user = userEvent.setup();
    const fake = wizardApi(clientUser, [
      wizardAnswer({
        previousOpenReports: [
          {
            _id: "old",
            config: { key: "mfiQuarterly", name: "MFI quarterly report" },
            context: { text: "2025-06", numeric: 20250630 },
            status: "created",
          },
        ],
      }),
      inProgress(),
    ]);
    renderApp(PATH, fake, { token: "t" });
    expect(
      await screen.findByRole("heading", { name: "Submission of MFI quarterly report Sep 2025" }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText("1 previous report is still open")).toBeInTheDocument();
    // File Based Submission beside Manual Submission (its behaviour: features/upload); their Start buttons say
    // which way each starts.
    expect(
      within(screen.getByLabelText("File Based Submission")).getByRole("button", {
        name: "Start Submission with the file",
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Change settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Change settings" });
    await user.click(within(dialog).getByRole("combobox", { name: "Scale" }));
    await user.click(await screen.findByText("1/1000", { selector: ".ant-select-item-option-content" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await user.click(
      within(screen.getByLabelText("Manual Submission")).getByRole("button", {
        name: "Start Submission in the browser",
      }),
    );
    expect(await screen.findByText("Reporting in PEN, scale 1/1")).toBeInTheDocument();
    // The page drawn anew for the submission: the focus is on its heading, not lost to the page (WCAG 2.4.3).
    await waitFor(() => expect(document.activeElement?.tagName).toMatch(/^H[1-6]$/));
    expect(fake.calls("wizardStartSubmission")[0]!.variables).toEqual({
      reportId: "rep-1",
      settings: { currency: "PEN", reportingScale: 1000 },
    });
  });

  it("blocks Next while the step does not validate, then saves it in display units and submits", async () => {
    const user = userEvent.setup();
    const fake = wizardApi(clientUser, [
      inProgress(),
      inProgress({
        status: "submitted",
        entry: "readOnly",
        editable: false,
        actions: ["wizardReStartSubmission"],
      }),
    ]);
    renderApp(PATH, fake, { token: "t" });
    const cash = await screen.findByRole("textbox", { name: "Cash, September 2025" }, LOADED);
    // The steps strip holds no control and scrolls when the page is narrow: a named region in the tab order.
    expect(screen.getByRole("region", { name: "Steps of the report" })).toHaveAttribute("tabindex", "0");
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("Invalid fields, please review.")).toBeInTheDocument();
    expect(fake.calls("wizardSaveChanges")).toHaveLength(0);
    await user.type(cash, "1500");
    await user.type(screen.getByRole("textbox", { name: "Loans, September 2025" }), "2500");
    expect(screen.getByRole("row", { name: /^Total assets/ })).toHaveTextContent("4,000.00");
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("Ready to submit for approval!")).toBeInTheDocument();
    expect(await screen.findByText("Saved changes to Balance sheet")).toBeInTheDocument();
    expect(fake.calls("wizardSaveChanges")[0]!.variables).toEqual({
      reportId: "rep-1",
      changeSet: {
        targetId: null,
        configId: "form-bs",
        changes: [
          { path: "cash", change: 1500, base: null },
          { path: "loans", change: 2500, base: null },
        ],
      },
    });
    await user.click(screen.getByRole("button", { name: "Submit for approval" }));
    expect(await screen.findByText("Report send for approval")).toBeInTheDocument();
    expect(fake.calls("wizardSubmit")).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/client/andes/reports"));
  });

  it("says when a step could not be saved, and stays on it", async () => {
    const user = userEvent.setup();
    const fake = wizardApi(clientUser, [inProgress()], {
      wizardSaveChanges: {
        success: false,
        error: { code: "READ_ONLY", message: "The report is read-only" },
        applied: [],
        conflicts: [],
        validations: [],
      },
    });
    renderApp(PATH, fake, { token: "t" });
    await user.type(await screen.findByRole("textbox", { name: "Cash, September 2025" }, LOADED), "10");
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("Failed to save changes to Balance sheet")).toBeInTheDocument();
    expect(screen.getByText("The report is read-only")).toBeInTheDocument();
    expect(screen.queryByText("Ready to submit for approval!")).not.toBeInTheDocument();
  });

  it("jumps over the grid to the step's buttons: the button before the grid, or Ctrl+Enter in it", async () => {
    const user = userEvent.setup();
    const fake = wizardApi(clientUser, [inProgress()]);
    renderApp(PATH, fake, { token: "t" });
    const cash = await screen.findByRole("textbox", { name: "Cash, September 2025" }, LOADED);
    const finish = screen.getByRole("button", { name: "Finish" });
    expect(finish).toHaveAttribute("aria-keyshortcuts", "Control+Enter Meta+Enter");
    await user.click(screen.getByRole("button", { name: "Skip to this step's buttons (Ctrl+Enter)" }));
    expect(finish).toHaveFocus();
    await user.click(cash);
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(finish).toHaveFocus();
    // Only the focus moved: nothing was saved or submitted.
    expect(fake.calls("wizardSaveChanges")).toHaveLength(0);
    expect(screen.queryByText("Ready to submit for approval!")).not.toBeInTheDocument();
  });
});

describe("a value that breaks its field's rules", SLOW, () => {
  const profitLoss = {
    ...balanceView,
    _id: "form-pl",
    key: "profitLoss",
    name: "Profit and loss",
    fields: [
      {
        internalName: "interestIncome",
        name: "Interest income",
        type: "currency",
        validations: { allowNegative: false },
      },
    ],
    validations: [],
  };
  const twoSteps = () =>
    inProgress({
      steps: [
        { type: "form", required: true, config: balanceView },
        { type: "form", required: true, config: profitLoss },
      ],
    });

  it("is flagged as it is typed, and is not sent, not even when going back", async () => {
    const user = userEvent.setup();
    const fake = wizardApi(clientUser, [twoSteps()]);
    renderApp(PATH, fake, { token: "t" });
    const cash = await screen.findByRole("textbox", { name: "Cash, September 2025" }, LOADED);
    await user.type(cash, "-5");
    expect(cash).toHaveAttribute("aria-invalid", "true");
    expect(cash).toHaveAccessibleDescription(/The value may not be negative\.$/);
    // Only the typed field: the step's other problems wait for Next.
    expect(screen.queryByText("Invalid fields, please review.")).not.toBeInTheDocument();
    await user.clear(cash);
    await user.type(cash, "1500");
    expect(cash).not.toHaveAttribute("aria-invalid");
    await user.type(screen.getByRole("textbox", { name: "Loans, September 2025" }), "2500");
    await user.click(screen.getByRole("button", { name: "Next" }));
    const income = await screen.findByRole("textbox", { name: "Interest income, September 2025" });
    expect(fake.calls("wizardSaveChanges")).toHaveLength(1);

    await user.type(income, "-3");
    expect(income).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Invalid fields, please review.")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Interest income: The value may not be negative." }),
    ).toBeInTheDocument();
    expect(fake.calls("wizardSaveChanges")).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Interest income, September 2025" })).toBeInTheDocument();
  });

  it("refused by the API, says which field and why, in the interface language", async () => {
    const user = userEvent.setup();
    const fake = wizardApi({ ...clientUser, language: "fr" }, [inProgress()], {
      wizardSaveChanges: {
        success: false,
        error: {
          code: "BAD_USER_INPUT",
          message: "Failed to save changes to Balance sheet: Loans: may not be negative",
        },
        refused: [{ path: "loans", code: "NEGATIVE", limit: null, message: "may not be negative" }],
        applied: [],
        conflicts: [],
        validations: [],
      },
    });
    renderApp(PATH, fake, { token: "t" });
    const cash = await screen.findByRole("textbox", { name: "Cash, septembre 2025" }, LOADED);
    await user.type(cash, "10");
    await user.type(screen.getByRole("textbox", { name: "Loans, septembre 2025" }), "20");
    await user.click(screen.getByRole("button", { name: "Terminer" }));
    expect(
      await screen.findByText("Échec de l'enregistrement des modifications de Balance sheet"),
    ).toBeInTheDocument();
    expect(screen.getByText("Loans: La valeur ne peut pas être négative.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Cash, septembre 2025" })).toBeInTheDocument();
  });
});

describe("the report wizard for provider staff", SLOW, () => {
  const submitted = wizardAnswer({
    status: "submitted",
    revision: 2,
    entry: "auditStart",
    actions: ["wizardStartReview"],
    reportedBy: { _id: "u-client", fullName: "Carla Client" },
  });
  const inReview = wizardAnswer({
    status: "in_review",
    revision: 3,
    entry: "form",
    editable: true,
    actions: ["wizardApprove", "wizardReject"],
  });

  it("starts auditing and approves", async () => {
    const user = userEvent.setup();
    const fake = wizardApi(investmentManager, [submitted, inReview, inReview]);
    renderApp(PATH, fake, { token: "t" });
    expect(
      await screen.findByRole("heading", { name: "Start Auditing MFI quarterly report Sep 2025" }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText("Report submitted by Carla Client is ready to be audited")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Start Auditing" }));
    expect(await screen.findByRole("button", { name: /Edit Contents/ })).toBeInTheDocument();
    expect(fake.calls("wizardStartReview")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("Ready to share your audit result!")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Report approved.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/investor/reports"));
  });

  it("rejects with a reason", async () => {
    const user = userEvent.setup();
    const fake = wizardApi(investmentManager, [inReview]);
    renderApp(PATH, fake, { token: "t" });
    await user.click(await screen.findByRole("button", { name: "Finish" }, LOADED));
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the report" });
    await user.type(
      within(dialog).getByRole("textbox", { name: "Reason for the rejection" }),
      "Cash does not match the bank statement",
    );
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Report rejected.")).toBeInTheDocument();
    expect(fake.calls("wizardReject")[0]!.variables).toEqual({
      reportId: "rep-1",
      reason: "Cash does not match the bank statement",
    });
  });

  it("views a submitted report without auditing, read-only", async () => {
    const user = userEvent.setup();
    renderApp(PATH, wizardApi(investmentManager, [submitted]), { token: "t" });
    await user.click(await screen.findByRole("button", { name: "View, without audit" }, LOADED));
    expect(await screen.findByText("Reporting in PEN, scale 1/1")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Cash, September 2025" })).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: /Edit Contents/ })).not.toBeInTheDocument();
  });
});
