// Typing, parsing, computed fields, hidden rows, read-only mode and keyboard moves, through the stories.
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { composeStories } from "@storybook/react";
import * as stateStories from "../stories/States.stories";
import * as widgetStories from "../stories/Widgets.stories";

const { Filled, Empty, ReadOnly, ProviderStaff, ComparisonColumns } = composeStories(stateStories);
const { CurrencyScaled, MonthDropdown } = composeStories(widgetStories);

describe("FormRenderer input", () => {
  it("parses numbers with either decimal mark and shows them with thousands separators", async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const portfolio = screen.getByRole("textbox", { name: "Gross loan portfolio" });
    await user.type(portfolio, "1.234.567,891");
    await user.tab();
    expect(portfolio).toHaveValue("12,345,678.91");
  });

  it("recomputes a computed field while typing and shows -n.a.- when it cannot be computed", async () => {
    const user = userEvent.setup();
    render(<Filled />);
    const ratio = screen.getByRole("row", { name: /^PAR 30 ratio/ });
    expect(ratio).toHaveTextContent("3.44 %");
    const par = screen.getByRole("textbox", { name: "Portfolio at risk > 30 days" });
    await user.clear(par);
    expect(ratio).toHaveTextContent("-n.a.-");
    await user.type(par, "627150");
    expect(ratio).toHaveTextContent("5.00 %");
  });

  it("types currency in the report's scale", async () => {
    render(<CurrencyScaled />);
    expect(screen.getByRole("textbox", { name: "Gross loan portfolio" })).toHaveValue("12,543.00");
  });

  it("offers months and stores the chosen month", async () => {
    const user = userEvent.setup();
    render(<MonthDropdown />);
    const select = screen.getByRole("combobox", { name: "Financial year end" });
    await user.selectOptions(select, "June 2025");
    expect(select).toHaveDisplayValue("June 2025");
  });

  it("hides invisible rows and adminOnly rows unless the viewer is provider staff", () => {
    const { unmount } = render(<Filled />);
    expect(screen.queryByText("Legacy code")).not.toBeInTheDocument();
    expect(screen.queryByText("Internal rating (provider only)")).not.toBeInTheDocument();
    unmount();
    render(<ProviderStaff />);
    expect(screen.getByRole("textbox", { name: "Internal rating (provider only)" })).toHaveValue("B+");
    expect(screen.queryByText("Legacy code")).not.toBeInTheDocument();
  });

  it("collapses a fieldset and expands it again", async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await user.click(screen.getByRole("button", { name: "Collapse Loan portfolio" }));
    expect(screen.queryByRole("textbox", { name: "Gross loan portfolio" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Expand Loan portfolio" }));
    expect(screen.getByRole("textbox", { name: "Gross loan portfolio" })).toBeVisible();
  });

  it("shows the comparison columns given as props", () => {
    render(<ComparisonColumns />);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Field",
      "Value",
      "1FY",
      "1M",
      "1Y",
    ]);
    const row = screen.getByRole("row", { name: /^Gross loan portfolio/ });
    expect(
      within(row)
        .getAllByRole("gridcell")
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(["11,020,000.00", "12,390,000.00", "10,510,000.00"]));
  });

  it("renders read-only without inputs to type in", () => {
    render(<ReadOnly />);
    expect(screen.getByRole("textbox", { name: "Gross loan portfolio" })).toHaveAttribute("readonly");
    expect(screen.getByRole("combobox", { name: "Audit opinion" })).toBeDisabled();
    expect(screen.queryByText("*")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
  });

  it("moves through value cells with Enter, Shift+Enter and Tab, skipping computed cells", async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await user.click(screen.getByRole("textbox", { name: "Gross loan portfolio" }));
    await user.keyboard("{Enter}");
    expect(screen.getByRole("textbox", { name: "Portfolio at risk > 30 days" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("textbox", { name: "Number of loans" })).toHaveFocus();
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    expect(screen.getByRole("textbox", { name: "Portfolio at risk > 30 days" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Number of loans" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("textbox", { name: "Portfolio at risk > 30 days" })).toHaveFocus();
  });
});
