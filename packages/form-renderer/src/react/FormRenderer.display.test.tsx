// Field display settings (unit, decimals) and the guide tooltip from the keyboard.
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { composeStories } from "@storybook/react";
import * as stateStories from "../stories/States.stories";
import * as widgetStories from "../stories/Widgets.stories";
import { FormRenderer } from "./FormRenderer";
import { displaySettingsForm, displaySettingsValues } from "../fixtures/displaySettingsForm";

const { Filled } = composeStories(stateStories);
const { UnitsAndDecimals } = composeStories(widgetStories);

/** What each cell of a row shows: its text without the words only screen readers get. */
const cells = (rowName: RegExp) =>
  within(screen.getByRole("row", { name: rowName }))
    .getAllByRole("gridcell")
    .map((cell) => {
      const shown = cell.cloneNode(true) as HTMLElement;
      shown.querySelectorAll(".ll-sr-only").forEach((hidden) => hidden.remove());
      return shown.textContent;
    });

describe("field display settings", () => {
  it("shows values and comparisons with the field's decimals and numeric values with their unit", () => {
    render(<UnitsAndDecimals />);
    const volume = screen.getByRole("textbox", { name: "Volume in storage, September 2025" });
    expect(volume).toHaveValue("1,234.6");
    // The description is the unit, then the (empty) problems.
    expect(volume).toHaveAccessibleDescription(/^t\s*$/);
    expect(screen.getByRole("textbox", { name: "Days of inventory, September 2025" })).toHaveValue("46");
    expect(
      screen.getByRole("textbox", { name: "Days of inventory, September 2025" }),
    ).toHaveAccessibleDescription(/^days\s*$/);
    expect(screen.getByRole("textbox", { name: "Current assets, September 2025" })).toHaveValue("2,500,001");
    expect(screen.getByRole("textbox", { name: "Current liabilities, September 2025" })).toHaveValue(
      "1,000,000.00",
    );
    // Computed values are buttons that open the formula panel, marked ƒx after the value.
    expect(cells(/^Current ratio/)).toEqual(["2.5 ×ƒx", "2.3", "2.5", "2.1"]);
    expect(cells(/^Liabilities to assets/)).toEqual(["40.0 %ƒx", "43.2 %", "40.5 %", "48.9 %"]);
    expect(cells(/^Days of inventory/).slice(1)).toEqual(["39", "44", "50"]);
    expect(cells(/^Current assets/).slice(1)).toEqual(["2,100,000", "2,450,000", "2,000,000"]);
  });

  it("edits the stored value with its two decimals and shows it rounded again on leaving", async () => {
    const user = userEvent.setup();
    render(<UnitsAndDecimals />);
    const days = screen.getByRole("textbox", { name: "Days of inventory, September 2025" });
    await user.click(days);
    expect(days).toHaveValue("45.50");
    await user.clear(days);
    await user.type(days, "30.45");
    await user.tab();
    expect(days).toHaveValue("30");
    const ratio = screen.getByRole("row", { name: /^Current ratio/ });
    await user.clear(screen.getByRole("textbox", { name: "Current liabilities, September 2025" }));
    await user.type(screen.getByRole("textbox", { name: "Current liabilities, September 2025" }), "2000000");
    expect(within(ratio).getAllByRole("gridcell")[0]).toHaveTextContent("1.3 ×"); // 1.25 rounds up
  });

  it("writes units and decimals in the active language", () => {
    render(
      <FormRenderer
        form={displaySettingsForm}
        month="2025-09"
        values={displaySettingsValues}
        language="ru"
      />,
    );
    expect(screen.getByRole("textbox", { name: "Объём на складе, сентябрь 2025 г." })).toHaveValue("1 234,6");
    expect(
      screen.getByRole("textbox", { name: "Объём на складе, сентябрь 2025 г." }),
    ).toHaveAccessibleDescription(/^т\s*$/);
    expect(
      screen.getByRole("textbox", { name: "Дни запасов, сентябрь 2025 г." }),
    ).toHaveAccessibleDescription(/^дн\.\s*$/);
  });
});

describe("guide tooltip", () => {
  it("is a button with an accessible name that shows the guide on focus and hides it on Escape", async () => {
    const user = userEvent.setup();
    render(<Filled />);
    const trigger = screen.getByRole("button", { name: "Guide: Gross loan portfolio" });
    expect(trigger).toHaveAccessibleDescription("All outstanding principal of loans to clients.");
    const tooltip = screen.getByRole("tooltip", { hidden: true });
    expect(tooltip).not.toBeVisible();
    await user.tab(); // the first tab stop of the form: the fieldset's collapse toggle
    expect(screen.getByRole("button", { name: "Collapse Loan portfolio" })).toHaveFocus();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(tooltip).toBeVisible();
    await user.keyboard("{Escape}");
    expect(tooltip).not.toBeVisible();
    expect(trigger).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Gross loan portfolio, September 2025" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(tooltip).toBeVisible(); // focus coming back shows it again
  });

  it("shows on hover too, and Escape hides it while the pointer stays", async () => {
    const user = userEvent.setup();
    render(<Filled />);
    const trigger = screen.getByRole("button", { name: "Guide: Gross loan portfolio" });
    const tooltip = screen.getByRole("tooltip", { hidden: true });
    await user.hover(trigger);
    expect(tooltip).toBeVisible();
    await user.keyboard("{Escape}");
    expect(tooltip).not.toBeVisible();
    await user.unhover(trigger);
    await user.hover(trigger);
    expect(tooltip).toBeVisible();
  });
});
