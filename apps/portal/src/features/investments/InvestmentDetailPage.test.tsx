import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { GraphQLFailure } from "../../../test/fakeApi";
import { andes, clientUser, providerAdmin } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { dateLabel } from "./format";
import {
  DATES,
  READ_ONLY_FLAGS,
  covenant,
  equityToAssets,
  investment,
  investmentApi,
  par30,
  waiver,
} from "./testFixtures";

// The whole portal renders in jsdom: on a busy machine the first render takes seconds.
const SLOW = { timeout: 60_000 };
const LOADED = { timeout: 15_000 };
const DETAIL = "/investor/investments/mfi/inv-1";

async function openDetail(fake: ReturnType<typeof investmentApi>, path = DETAIL) {
  renderApp(path, fake, { token: "t" });
  await screen.findByRole("heading", { name: /^Investment TM1-10001/ }, LOADED);
}

/** The row of the covenant table whose name cell holds `name`. */
function covenantRow(name: string) {
  const table = screen.getByRole("region", { name: "Covenants" });
  return within(table)
    .getAllByRole("row")
    .find((row) => row.querySelector(".covenant-name")?.textContent?.includes(name))!;
}

/**
 * The open dialog that says `text`: in jsdom every rc-component id is "test-id", so dialogs cannot be found
 * by their accessible name (their title's id).
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
const noDialogWith = (text: string) =>
  waitFor(() =>
    expect(
      screen.queryAllByRole("dialog").filter((dialog) => dialog.textContent?.includes(text)),
    ).toHaveLength(0),
  );

async function pickOption(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(await screen.findByText(label, { selector: ".ant-select-item-option-content" }));
}

describe("the investment detail", SLOW, () => {
  it("shows the investment's fields", async () => {
    await openDetail(investmentApi(providerAdmin, investment()));
    const fields = document.querySelector(".investment-fields") as HTMLElement;
    for (const text of [
      "TM1-10001",
      "Andes Microcrédito",
      "Peru",
      "Inclusive Finance Fund I",
      "Senior loan",
      "1,234,568 USD",
      "15/Mar/2024",
      "31/Mar/2029",
      "Sep/2025",
      "Ines Manager (since 15/Mar/2024)",
    ])
      expect(within(fields).getByText(text)).toBeInTheDocument();
    expect(screen.getByText("Open", { selector: ".ant-tag" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to the investments/ })).toHaveAttribute(
      "href",
      "/investor/investments/mfi",
    );
  });

  it("changes the reporting periodicity only after the confirmation", async () => {
    const fake = investmentApi(providerAdmin, investment());
    await openDetail(fake);
    const user = userEvent.setup();
    const save = screen.getByRole("button", { name: "Save the reporting periodicity" });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole("combobox", { name: "Reporting periodicity" }));
    await pickOption(user, "Quarterly");
    await user.click(save);
    const dialog = await dialogWith(
      "Are you sure you want to change this investment's reporting periodicity?",
    );
    expect(within(dialog).getByText("From Monthly to Quarterly.")).toBeInTheDocument();
    expect(fake.calls("updateInvestmentPeriodicity")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Change" }));
    expect(await screen.findByText("The reporting periodicity is now Quarterly.")).toBeInTheDocument();
    expect(fake.calls("updateInvestmentPeriodicity")[0]!.variables).toEqual({
      investmentId: "inv-1",
      periodicity: "quarterly",
    });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save the reporting periodicity" })).toBeDisabled(),
    );
  });

  it("adds a covenant through the search, opens its form and saves its limits in hundredths", async () => {
    const fake = investmentApi(providerAdmin, investment());
    await openDetail(fake);
    const user = userEvent.setup();
    const add = screen.getByRole("button", { name: "Add" });
    expect(add).toBeDisabled();
    const search = screen.getByRole("combobox", { name: "Add a covenant" });
    await user.click(search);
    await user.type(search, "equity");
    await waitFor(() => expect(fake.calls("covenantList").at(-1)!.variables.filter).toBe("equity"));
    await pickOption(user, "Equity to assets");
    const searches = fake.calls("covenantList");
    expect(searches.at(-1)!.variables).toMatchObject({ filter: "equity", clientId: andes._id, limit: 30 });
    // Typing asked once, after the pause, not per key.
    expect(searches.filter((call) => call.variables.filter)).toHaveLength(1);
    await user.click(add);
    const dialog = await dialogWith("New covenant: Equity to assets");
    expect(fake.calls("createCovenant")[0]!.variables).toMatchObject({
      investmentId: "inv-1",
      covenantId: equityToAssets._id,
    });
    await user.type(within(dialog).getByLabelText("Minimum (%)"), "12,5");
    await user.type(within(dialog).getByLabelText("Maximum (%)"), "1.000,25");
    await user.type(within(dialog).getByLabelText("Alert threshold (%)"), "15");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved covenant Equity to assets")).toBeInTheDocument();
    expect(fake.calls("updateCovenant")[0]!.variables).toMatchObject({
      investmentId: "inv-1",
      covenantId: "ic-new-1",
      covenant: { range: { min: 1250, max: 100025 }, alertThreshold: 1500 },
    });
    const row = covenantRow("Equity to assets");
    expect(row).toHaveTextContent("12.5%");
    expect(row).toHaveTextContent("1,000.25%");
    expect(fake.calls("deleteCovenant")).toHaveLength(0);
  });

  it("deletes the covenant just added when its form is cancelled", async () => {
    const fake = investmentApi(providerAdmin, investment());
    await openDetail(fake);
    const user = userEvent.setup();
    const search = screen.getByRole("combobox", { name: "Add a covenant" });
    await user.click(search);
    await pickOption(user, "Uncovered capital");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await dialogWith("New covenant: Uncovered capital");
    expect(covenantRow("Uncovered capital")).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(fake.calls("deleteCovenant")).toHaveLength(1));
    expect(fake.calls("deleteCovenant")[0]!.variables).toMatchObject({
      investmentId: "inv-1",
      covenantId: "ic-new-1",
      centralCovenantId: "cc-unc",
    });
    await waitFor(() => expect(covenantRow("Uncovered capital")).toBeUndefined());
  });

  it("refuses an incomplete covenant form with the spec's message", async () => {
    const fake = investmentApi(providerAdmin, investment());
    await openDetail(fake);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit PAR 30" }));
    const dialog = await dialogWith("Covenant: PAR 30");
    const min = within(dialog).getByLabelText("Minimum (%)");
    expect(min).toHaveValue("0");
    expect(within(dialog).getByLabelText("Maximum (%)")).toHaveValue("5");
    await user.clear(min);
    const alert = within(dialog).getByLabelText("Alert threshold (%)");
    await user.clear(alert);
    await user.type(alert, "-1");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Invalid covenant form! Please fill in all the required values!"),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText("field is required").length).toBeGreaterThan(0);
    expect(within(dialog).getByText("The alert threshold must not be negative.")).toBeInTheDocument();
    expect(fake.calls("updateCovenant")).toHaveLength(0);
    // Cancel on an existing covenant deletes nothing.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await noDialogWith("Covenant: PAR 30");
    expect(fake.calls("deleteCovenant")).toHaveLength(0);
  });

  it("deletes a covenant after the confirmation, and keeps a failure above the list", async () => {
    const fake = investmentApi(providerAdmin, investment(), {
      deleteCovenant: {
        success: false,
        error: { code: "CONFLICT", message: "It is tested in an open report" },
        covenants: [],
      },
    });
    await openDetail(fake);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delete PAR 30" }));
    const dialog = await dialogWith("Are you sure you want to delete this covenant?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    const kept = await screen.findByText("Failed to delete covenant PAR 30: It is tested in an open report", {
      selector: ".covenant-errors *",
    });
    expect(kept).toBeInTheDocument();
    expect(fake.calls("deleteCovenant")[0]!.variables).toMatchObject({
      covenantId: "ic-par30",
      centralCovenantId: "cc-par30",
    });
    // The covenant stays; the error stays until dismissed.
    expect(covenantRow("PAR 30")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Dismiss the covenant errors" }));
    await waitFor(() => expect(document.querySelector(".covenant-errors")).toBeNull());
  });

  it("strikes through the limits altered by the waiver in effect and shows the waiver's beside them", async () => {
    await openDetail(investmentApi(providerAdmin, investment()));
    const row = covenantRow("PAR 30");
    const until = dateLabel(DATES.inTwoMonths);
    expect(within(row).getByText(`Altered until ${until}`)).toBeInTheDocument();
    // The name stays (ALTER): only the limits are struck through.
    expect(row.querySelector(".covenant-name del")).toBeNull();
    const struck = [...row.querySelectorAll(".waived-limit del")].map((del) => del.textContent);
    expect(struck).toEqual([
      `0% (waived until ${until})`,
      `5% (waived until ${until})`,
      `4% (waived until ${until})`,
    ]);
    const applied = [...row.querySelectorAll(".waived-limit ins")].map((ins) => ins.textContent);
    expect(applied).toEqual([
      `0% (applies until ${until})`,
      `10% (applies until ${until})`,
      `8% (applies until ${until})`,
    ]);
    // A covenant without a waiver in effect: plain values, "no limit" for an open bound.
    const car = covenantRow("Capital adequacy ratio");
    expect(car.querySelector("del")).toBeNull();
    expect(car).toHaveTextContent("15%");
    expect(car).toHaveTextContent("no limit");
  });

  it("strikes through the name and values of a disabled covenant", async () => {
    const disabled = waiver({ _id: "w-d", waiverType: "DISABLE", range: null, alertThreshold: null });
    await openDetail(
      investmentApi(
        providerAdmin,
        investment({ covenants: [covenant({ waivers: [disabled], waiverInEffect: disabled })] }),
      ),
    );
    const row = covenantRow("PAR 30");
    const until = dateLabel(DATES.inTwoMonths);
    expect(row.querySelector(".covenant-name del")).toHaveTextContent(`PAR 30 (waived until ${until})`);
    expect(within(row).getByText(`Disabled until ${until}`)).toBeInTheDocument();
    expect(row.querySelectorAll(".waived-limit del")).toHaveLength(3);
    expect(row.querySelectorAll(".waived-limit ins")).toHaveLength(0);
  });

  it("shows the archived warning to users who may edit or delete", async () => {
    await openDetail(investmentApi(providerAdmin, investment()));
    expect(
      within(covenantRow("Capital adequacy ratio")).getByText(
        "Archived as from 01/Jan/2025: still active for this client, no longer available for new investments.",
      ),
    ).toBeInTheDocument();
  });

  it("lists the waivers of a covenant, 'No waivers' when there are none", async () => {
    const fake = investmentApi(providerAdmin, investment({ covenants: [covenant()] }));
    await openDetail(fake);
    const user = userEvent.setup();
    await user.click(within(covenantRow("PAR 30")).getByRole("button", { name: /expand row/i }));
    const waivers = await screen.findByRole("heading", { name: "Waivers of PAR 30" });
    expect(waivers).toBeInTheDocument();
    expect(screen.getByText("No waivers")).toBeInTheDocument();
  });

  it("switches waiver types: DISABLE clears the covenant, range and alert; ALTER clears the replacement", async () => {
    const fake = investmentApi(providerAdmin, investment({ covenants: [covenant()] }));
    await openDetail(fake);
    const user = userEvent.setup();
    await user.click(within(covenantRow("PAR 30")).getByRole("button", { name: /expand row/i }));
    await user.click(await screen.findByRole("button", { name: "Add waiver" }));
    const dialog = await dialogWith("New waiver for PAR 30");

    // REPLACE: covenant, range and alert.
    await user.click(within(dialog).getByRole("radio", { name: "Replace" }).closest("label")!);
    const replacement = within(dialog).getByRole("combobox", { name: "Replacement covenant" });
    await user.click(replacement);
    await pickOption(user, "Equity to assets");
    await user.type(within(dialog).getByLabelText(/^Minimum/), "20");
    await user.type(within(dialog).getByLabelText(/^Maximum/), "100");
    await user.type(within(dialog).getByLabelText(/^Alert threshold/), "23");

    // ALTER keeps the range and alert, drops the replacement.
    await user.click(within(dialog).getByRole("radio", { name: "Alter" }).closest("label")!);
    expect(within(dialog).queryByRole("combobox", { name: "Replacement covenant" })).toBeNull();
    expect(within(dialog).getByLabelText("Minimum (%)")).toHaveValue("20");
    await user.click(within(dialog).getByRole("radio", { name: "Replace" }).closest("label")!);
    expect(
      within(dialog).getByRole("combobox", { name: "Replacement covenant" }).closest(".ant-select"),
    ).not.toHaveTextContent("Equity to assets");

    // DISABLE drops covenant, range and alert, and their checks.
    await user.click(within(dialog).getByRole("radio", { name: "Disable" }).closest("label")!);
    expect(within(dialog).queryByLabelText(/^Minimum/)).toBeNull();
    expect(within(dialog).queryByRole("combobox", { name: "Replacement covenant" })).toBeNull();
    await user.click(within(dialog).getByRole("radio", { name: "Alter" }).closest("label")!);
    expect(within(dialog).getByLabelText("Minimum (%)")).toHaveValue("");
    await user.click(within(dialog).getByRole("radio", { name: "Disable" }).closest("label")!);

    // Dates: typed in one of the accepted formats; the form saves a DISABLE waiver without limits.
    const start = within(dialog).getByLabelText("Start date");
    await user.click(start);
    await user.type(start, "2026-01-15{Enter}");
    const end = within(dialog).getByLabelText("End date");
    await user.click(end);
    await user.type(end, "31-03-2026{Enter}");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fake.calls("createWaiver")).toHaveLength(1));
    expect(fake.calls("createWaiver")[0]!.variables).toMatchObject({
      investmentId: "inv-1",
      covenantId: "ic-par30",
      waiver: {
        waiverType: "DISABLE",
        startDate: 20260115,
        endDate: 20260331,
        centralCovenantId: null,
        range: null,
        alertThreshold: null,
      },
    });
    // Saving returns to the list, which shows the new waiver.
    await noDialogWith("New waiver for PAR 30");
    expect(await screen.findByText("15/Jan/2026")).toBeInTheDocument();
  });

  it("refuses a waiver that starts after it ends, or with its minimum above its maximum", async () => {
    const fake = investmentApi(providerAdmin, investment({ covenants: [covenant()] }));
    await openDetail(fake);
    const user = userEvent.setup();
    await user.click(within(covenantRow("PAR 30")).getByRole("button", { name: /expand row/i }));
    await user.click(await screen.findByRole("button", { name: "Add waiver" }));
    const dialog = await dialogWith("New waiver for PAR 30");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Invalid waiver form! Please fill in all the required values!"),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "Alter" }).closest("label")!);
    const start = within(dialog).getByLabelText("Start date");
    await user.click(start);
    await user.type(start, "03-31-2026{Enter}");
    const end = within(dialog).getByLabelText("End date");
    await user.click(end);
    await user.type(end, "2026-01-01{Enter}");
    await user.type(within(dialog).getByLabelText("Minimum (%)"), "10");
    await user.type(within(dialog).getByLabelText("Maximum (%)"), "5");
    await user.type(within(dialog).getByLabelText("Alert threshold (%)"), "4");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("The start date must not be after the end date."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("The minimum must not be above the maximum.")).toBeInTheDocument();
    expect(fake.calls("createWaiver")).toHaveLength(0);
  });

  it("deletes a waiver after the confirmation", async () => {
    const fake = investmentApi(providerAdmin, investment());
    await openDetail(fake);
    const user = userEvent.setup();
    // The covenant with a waiver in effect opens with its waivers shown.
    await screen.findByRole("heading", { name: "Waivers of PAR 30" });
    await user.click(
      screen.getByRole("button", { name: new RegExp(`^Delete waiver Alter ${dateLabel(DATES.lastMonth)}`) }),
    );
    const dialog = await dialogWith("Are you sure you want to delete this waiver?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(fake.calls("deleteWaiver")).toHaveLength(1));
    expect(fake.calls("deleteWaiver")[0]!.variables).toMatchObject({
      covenantId: "ic-par30",
      waiverId: "w-1",
    });
    // No waiver in effect any more: nothing struck through.
    await waitFor(() => expect(covenantRow("PAR 30").querySelector("del")).toBeNull());
  });

  it("shows 'No covenants' for an investment without any", async () => {
    await openDetail(investmentApi(providerAdmin, investment({ covenants: [], covenantsCount: 0 })));
    expect(screen.getByText("No covenants")).toBeInTheDocument();
  });
});

describe("the investment detail for a client user", SLOW, () => {
  it("has no edit buttons and no archived warning", async () => {
    const fake = investmentApi(clientUser, investment({ flags: READ_ONLY_FLAGS }));
    await openDetail(fake, "/client/andes/investments/inv-1");
    expect(screen.getByRole("link", { name: /Back to the investments/ })).toHaveAttribute(
      "href",
      "/client/andes/investments",
    );
    const main = document.querySelector(".investment-page") as HTMLElement;
    // The only buttons are the guide's help and the rows' expand toggles.
    const buttons = within(main)
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-label") ?? button.textContent);
    expect(buttons.every((name) => /^About |expand row|collapse row/i.test(name ?? ""))).toBe(true);
    expect(within(main).queryByRole("combobox")).toBeNull();
    expect(within(main).getByText("Monthly")).toBeInTheDocument();
    expect(within(main).queryByText(/Archived as from/)).toBeNull();
    // The waiver in effect is shown to them too.
    expect(within(covenantRow("PAR 30")).getByText(/^Altered until/)).toBeInTheDocument();
    expect(within(main).queryByRole("button", { name: "Add waiver" })).toBeNull();
    expect(par30.guide).toBeTruthy();
  });
});

describe("the investment detail's states", SLOW, () => {
  it("says when the investment does not exist", async () => {
    renderApp("/investor/investments/mfi/nope", investmentApi(providerAdmin, investment()), { token: "t" });
    expect(await screen.findByText("This investment does not exist.", {}, LOADED)).toBeInTheDocument();
  });

  it("says when the investment is outside the user's scope", async () => {
    const fake = investmentApi(providerAdmin, investment(), {
      investment: new GraphQLFailure("Not in your scope", "FORBIDDEN"),
    });
    renderApp(DETAIL, fake, { token: "t" });
    expect(await screen.findByText("You may not see this investment.", {}, LOADED)).toBeInTheDocument();
  });
});
