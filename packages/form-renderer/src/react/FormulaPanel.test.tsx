// The formula panel: opened from a computed field, resized within 10–75 %, pinned and closed.
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { composeStories } from "@storybook/react";
import * as stateStories from "../stories/States.stories";
import * as wholeFormStories from "../stories/WholeForms.stories";
import { createEngine } from "@ledgerline/formula-engine";
import { clampPanelHeight, FormulaPanel } from "./FormulaPanel";

const { Filled } = composeStories(stateStories);
const { BalanceSheet } = composeStories(wholeFormStories);

describe("FormulaPanel", () => {
  it("opens on a computed field's control with the engine's explanation", async () => {
    const user = userEvent.setup();
    render(<Filled />);
    // The computed value is the button: named by the value it shows and what it explains.
    await user.click(screen.getByRole("button", { name: "3.44 %, show how PAR 30 ratio is computed" }));
    const panel = screen.getByRole("region", { name: "How PAR 30 ratio is computed" });
    expect(
      within(panel).getByText("divide(par30, grossLoanPortfolio)", { selector: ".ll-panel-formula" }),
    ).toBeInTheDocument();
    const items = within(panel).getAllByRole("treeitem");
    expect(items[0]).toHaveTextContent("0.0344");
    // Money in the explanation reads with the language's thousands separators.
    const gross = items.find((item) => item.textContent?.startsWith("grossLoanPortfolio"));
    expect(gross?.querySelector(".ll-explain-value")?.textContent).toMatch(/^\d{1,3}(,\d{3})+(\.\d+)?$/);
  });

  it("shows money in the report's scale and percentages with %, as the form shows them", async () => {
    const user = userEvent.setup();
    render(<Filled reportingScale={1000} />);
    // The form (currency-scaled) shows the portfolio in thousands.
    const gross = screen.getByRole("textbox", { name: /^Gross loan portfolio, / });
    expect(gross).toHaveValue("12,543.00");
    await user.click(screen.getByRole("button", { name: "3.44 %, show how PAR 30 ratio is computed" }));
    const panel = screen.getByRole("region", { name: "How PAR 30 ratio is computed" });
    const valueOf = (label: string) =>
      within(panel)
        .getAllByRole("treeitem")
        .find((item) => item.querySelector(".ll-explain-label")?.textContent === label)
        ?.querySelector(".ll-explain-value")?.textContent;
    expect(valueOf("widgetsDemo.par30Ratio")).toBe("3.44 %");
    expect(valueOf("grossLoanPortfolio")).toBe("12,543.00");
    expect(valueOf("par30")).toBe("432.00");
    // Money over money is a plain ratio: shown as computed.
    expect(valueOf("divide")).toBe("0.0344");
    expect(within(panel).getByText("Money in USD, scale 1/1000, as in the form")).toBeInTheDocument();
  });

  it("shows the engine's numbers as computed when the host gives no scale", () => {
    const engine = createEngine({
      fields: [
        { name: "assets", type: "currency" },
        { name: "rate", type: "percentual" },
      ],
      data: { get: (id: string) => ({ assets: 1_234_000, rate: 0.05 })[id] },
    });
    const props = {
      label: "Interest",
      height: 30,
      onHeightChange: () => {},
      pinned: false,
      onPinnedChange: () => {},
      onClose: () => {},
      explanation: engine.explain("assets * rate", "2025-09"),
    };
    const values = () =>
      screen.getAllByRole("treeitem").map((item) => item.querySelector(".ll-explain-value")?.textContent);
    const { unmount } = render(<FormulaPanel {...props} />);
    expect(values()).toEqual(["61,700", "1,234,000", "0.05"]);
    unmount();
    render(<FormulaPanel {...props} scale={1000} language="fr" />);
    expect(values()).toEqual(["61,70", "1 234,00", "5,00 %"]);
    expect(screen.getByText("Montants à l'échelle du formulaire, 1/1000")).toBeInTheDocument();
  });

  it("shows the explained value in its field's unit where the engine cannot tell it", () => {
    const engine = createEngine({
      fields: [
        { name: "debt", type: "currency" },
        { name: "assets", type: "currency" },
      ],
      data: { get: (id: string) => ({ debt: 50, assets: 1000 })[id] },
    });
    // A covenant's ratio of two amounts, shown in the form and the monitor as a percentage.
    render(
      <FormulaPanel
        label="Leverage"
        height={30}
        onHeightChange={() => {}}
        pinned={false}
        onPinnedChange={() => {}}
        onClose={() => {}}
        explanation={engine.explain("debt / assets", "2025-09")}
        scale={1}
        unit="percent"
      />,
    );
    const values = screen
      .getAllByRole("treeitem")
      .map((item) => item.querySelector(".ll-explain-value")?.textContent);
    expect(values).toEqual(["5.00 %", "50.00", "1,000.00"]);
    // Full units: no scale to say.
    expect(screen.queryByText(/scale/)).not.toBeInTheDocument();
  });

  it("resizes between 10 and 75 percent, pins and closes", async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await user.click(screen.getByRole("button", { name: /, show how Average loan is computed$/ }));
    const separator = screen.getByRole("separator", { name: "Resize the formula panel" });
    expect(separator).toHaveAttribute("aria-valuenow", "35");
    separator.focus();
    for (let i = 0; i < 12; i++) await user.keyboard("{ArrowUp}");
    expect(separator).toHaveAttribute("aria-valuenow", "75");
    for (let i = 0; i < 20; i++) await user.keyboard("{ArrowDown}");
    expect(separator).toHaveAttribute("aria-valuenow", "10");
    await user.click(screen.getByRole("button", { name: "Pin" }));
    expect(screen.getByRole("button", { name: "Unpin" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: /How Average loan/ })).not.toBeInTheDocument();
    expect(clampPanelHeight(3)).toBe(10);
    expect(clampPanelHeight(90)).toBe(75);
  });
});

describe("Whole catalogue form", () => {
  it("renders the balance sheet with demo data and recomputes subtotals live", async () => {
    const user = userEvent.setup();
    render(<BalanceSheet />);
    const total = screen.getByRole("row", { name: /^Total assets/ });
    const before = within(total).getAllByRole("gridcell")[0]!.textContent ?? "";
    const cash = screen.getByRole("textbox", { name: /^Cash and due from banks, \w+ \d{4}$/ });
    await user.clear(cash);
    await user.type(cash, "0");
    const after = within(total).getAllByRole("gridcell")[0]!.textContent ?? "";
    expect(after).not.toBe(before);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Field",
      "Value",
      "1FY",
      "1M",
      "1Y",
    ]);
  });
});
