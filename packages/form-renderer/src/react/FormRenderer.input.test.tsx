// Typing, parsing, computed fields, hidden rows, read-only mode and keyboard moves, through the stories.
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { composeStories } from "@storybook/react";
import * as stateStories from "../stories/States.stories";
import * as widgetStories from "../stories/Widgets.stories";
import { widgetsForm, widgetsValues } from "../fixtures/widgetsForm";
import { FormRenderer } from "./FormRenderer";

const { Filled, Empty, ReadOnly, ProviderStaff, ComparisonColumns } = composeStories(stateStories);
const { CurrencyScaled, MonthDropdown } = composeStories(widgetStories);

describe("FormRenderer input", () => {
  it("parses numbers with either decimal mark and shows them with thousands separators", async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const portfolio = screen.getByRole("textbox", { name: "Gross loan portfolio, September 2025" });
    await user.type(portfolio, "1.234.567,891");
    await user.tab();
    expect(portfolio).toHaveValue("12,345,678.91");
  });

  it("recomputes a computed field while typing and shows -n.a.- when it cannot be computed", async () => {
    const user = userEvent.setup();
    render(<Filled />);
    const ratio = screen.getByRole("row", { name: /^PAR 30 ratio/ });
    expect(ratio).toHaveTextContent("3.44 %");
    const par = screen.getByRole("textbox", { name: "Portfolio at risk > 30 days, September 2025" });
    await user.clear(par);
    expect(ratio).toHaveTextContent("-n.a.-");
    await user.type(par, "627150");
    expect(ratio).toHaveTextContent("5.00 %");
  });

  it("types currency in the report's scale", async () => {
    render(<CurrencyScaled />);
    expect(screen.getByRole("textbox", { name: "Gross loan portfolio, September 2025" })).toHaveValue(
      "12,543.00",
    );
  });

  it("offers months and stores the chosen month", async () => {
    const user = userEvent.setup();
    render(<MonthDropdown />);
    const select = screen.getByRole("combobox", { name: "Financial year end, September 2025" });
    await user.selectOptions(select, "June 2025");
    expect(select).toHaveDisplayValue("June 2025");
  });

  it("hides invisible rows and adminOnly rows unless the viewer is provider staff", () => {
    const { unmount } = render(<Filled />);
    expect(screen.queryByText("Legacy code")).not.toBeInTheDocument();
    expect(screen.queryByText("Internal rating (provider only)")).not.toBeInTheDocument();
    unmount();
    render(<ProviderStaff />);
    expect(
      screen.getByRole("textbox", { name: "Internal rating (provider only), September 2025" }),
    ).toHaveValue("B+");
    expect(screen.queryByText("Legacy code")).not.toBeInTheDocument();
  });

  it("collapses a fieldset and expands it again", async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await user.click(screen.getByRole("button", { name: "Collapse Loan portfolio" }));
    expect(
      screen.queryByRole("textbox", { name: "Gross loan portfolio, September 2025" }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Expand Loan portfolio" }));
    expect(screen.getByRole("textbox", { name: "Gross loan portfolio, September 2025" })).toBeVisible();
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
    expect(screen.getByRole("textbox", { name: "Gross loan portfolio, September 2025" })).toHaveAttribute(
      "readonly",
    );
    expect(screen.getByRole("combobox", { name: "Audit opinion, September 2025" })).toBeDisabled();
    expect(screen.queryByText("*")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
  });

  it("moves through value cells with Enter and Shift+Enter, skipping computed cells; Tab stops on them too", async () => {
    const user = userEvent.setup();
    render(<Filled />);
    const par = screen.getByRole("textbox", { name: "Portfolio at risk > 30 days, September 2025" });
    const loans = screen.getByRole("textbox", { name: "Number of loans, September 2025" });
    // A computed value opens the formula panel: a button, reached with Tab like any control.
    const ratio = screen.getByRole("button", { name: "3.44 %, show how PAR 30 ratio is computed" });
    await user.click(screen.getByRole("textbox", { name: "Gross loan portfolio, September 2025" }));
    await user.keyboard("{Enter}");
    expect(par).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(loans).toHaveFocus();
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    expect(par).toHaveFocus();
    await user.tab();
    expect(ratio).toHaveFocus();
    await user.tab();
    expect(loans).toHaveFocus();
    await user.tab({ shift: true });
    expect(ratio).toHaveFocus();
    await user.tab({ shift: true });
    expect(par).toHaveFocus();
  });

  it("moves up and down the value column with the arrow keys, computed values included", async () => {
    const user = userEvent.setup();
    render(<Filled />);
    const gross = screen.getByRole("textbox", { name: "Gross loan portfolio, September 2025" });
    const par = screen.getByRole("textbox", { name: "Portfolio at risk > 30 days, September 2025" });
    const ratio = screen.getByRole("button", { name: "3.44 %, show how PAR 30 ratio is computed" });
    const loans = screen.getByRole("textbox", { name: "Number of loans, September 2025" });
    await user.click(gross);
    await user.keyboard("{ArrowDown}");
    expect(par).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(ratio).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(loans).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(gross).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(gross).toHaveFocus();
  });

  it("names every value by its label and the period, and says the period in the value column's header", () => {
    const { unmount } = render(<Filled />);
    expect(screen.getByRole("columnheader", { name: "Value" })).toHaveAttribute("title", "September 2025");
    expect(screen.getByRole("textbox", { name: "Gross loan portfolio, September 2025" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Audit opinion, September 2025" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /^.+, September 2025$/ })).toBeInTheDocument();
    // Every value to type in is named by its row's visible label first (WCAG 2.5.3), then the period.
    for (const row of screen.getAllByRole("row").slice(1)) {
      const label = row.querySelector(".ll-label-text")?.textContent ?? "";
      for (const value of row.querySelectorAll<HTMLElement>("[data-ll-value]"))
        if (value.tagName !== "BUTTON") expect(value).toHaveAccessibleName(`${label}, September 2025`);
    }
    unmount();
    // A host may name the period itself (a quarter, a financial year). Without a formula panel, a computed
    // value is an output (not a live region) named like the inputs, with its value.
    render(<FormRenderer form={widgetsForm} month="2025-12" values={widgetsValues} periodLabel="Q4 2025" />);
    expect(screen.getByRole("textbox", { name: "Gross loan portfolio, Q4 2025" })).toBeInTheDocument();
    const ratio = screen.getByRole("status", { name: "PAR 30 ratio, Q4 2025: 3.44 %" });
    expect(ratio).toHaveAttribute("aria-live", "off");
    expect(screen.queryByRole("button", { name: /show how/ })).not.toBeInTheDocument();
  });
});
