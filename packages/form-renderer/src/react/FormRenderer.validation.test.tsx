// When problems show, what they say, the error summary, covenants and languages.
import { describe, expect, it } from "vitest";
import { createRef } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { composeStories } from "@storybook/react";
import * as stateStories from "../stories/States.stories";
import * as covenantStories from "../stories/Covenants.stories";
import { FormRenderer } from "./FormRenderer";
import type { FormRendererHandle } from "./FormRenderer";
import { widgetsForm, widgetsValues } from "../fixtures/widgetsForm";

const { Empty, Filled, ErrorsAndWarnings, French, Russian } = composeStories(stateStories);
const { Breached, Alerted, WaivedAlter, WaivedDisable, WaivedReplace, WithinLimits, BreachedWithMotivation } =
  composeStories(covenantStories);

describe("FormRenderer validation", () => {
  it("highlights invalid fields only after the page was submitted", async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const email = screen.getByRole("textbox", { name: "Reporting contact email, September 2025" });
    await user.type(email, "finance@");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("region", { name: "Invalid fields, please review." })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    const summary = screen.getByRole("region", { name: "Invalid fields, please review." });
    expect(within(summary).getByRole("heading")).toHaveTextContent("Invalid fields, please review.");
    expect(
      within(summary).getByRole("button", { name: "Gross loan portfolio: This field is required." }),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter a valid email address.");
    // The description is the message element under the field, by id.
    const messageId = email.getAttribute("aria-describedby")!.split(" ").at(-1)!;
    expect(document.getElementById(messageId)).toHaveTextContent("Enter a valid email address.");
    await user.type(email, "example.org");
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("flags at once what typing on cannot cure: a negative where none is allowed, a number above its maximum", async () => {
    const user = userEvent.setup();
    const { container } = render(<Empty />);
    const announcer = container.querySelector<HTMLElement>(".ll-announcer")!;
    const par = screen.getByRole("textbox", { name: "Portfolio at risk > 30 days, September 2025" });
    await user.type(par, "-5");
    expect(par).toHaveAttribute("aria-invalid", "true");
    expect(par).toHaveAccessibleDescription("USD The value may not be negative.");
    expect(announcer).toHaveTextContent("Portfolio at risk > 30 days: The value may not be negative.");
    // The empty required fields and the summary wait for the submission.
    expect(screen.getByRole("textbox", { name: "Gross loan portfolio, September 2025" })).not.toHaveAttribute(
      "aria-invalid",
    );
    expect(screen.queryByRole("region", { name: "Invalid fields, please review." })).not.toBeInTheDocument();
    await user.clear(par);
    await user.type(par, "5");
    expect(par).not.toHaveAttribute("aria-invalid");
    expect(par).not.toHaveAccessibleDescription(/negative/);

    const loans = screen.getByRole("textbox", { name: "Number of loans, September 2025" });
    await user.type(loans, "2000000");
    expect(loans).toHaveAccessibleDescription("count The value must be at most 1,000,000.");
  });

  it("announces problems through one polite live region per form: all after a submission, then new ones", async () => {
    const user = userEvent.setup();
    const { container } = render(<Empty />);
    const form = container.querySelector<HTMLElement>(".ll-form")!;
    // One live region in the whole form, none per cell (computed values are outputs with aria-live="off").
    const live = form.querySelectorAll(
      '[aria-live="polite"], [aria-live="assertive"], [role="alert"], [role="status"]',
    );
    expect(live).toHaveLength(1);
    const announcer = live[0]!;
    expect(announcer).toHaveAttribute("role", "status");
    expect(announcer).toHaveAttribute("aria-live", "polite");
    expect(announcer).toHaveTextContent(/^$/);

    const email = screen.getByRole("textbox", { name: "Reporting contact email, September 2025" });
    await user.type(email, "finance@");
    expect(announcer).toHaveTextContent(/^$/); // nothing shows before the page is submitted
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(announcer).toHaveTextContent(
      /^Invalid fields, please review\. Gross loan portfolio: This field is required\. .*Reporting contact email: Enter a valid email address\./,
    );
    // Fixing a field says nothing; a new problem is said alone.
    await user.type(email, "example.org");
    expect(announcer).toHaveTextContent(/^Invalid fields, please review\./);
    await user.clear(email);
    expect(announcer).toHaveTextContent(/^Reporting contact email: This field is required\.$/);
    // Submitting again says everything again, though nothing changed.
    const before = announcer.textContent;
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(announcer).toHaveTextContent(/^Invalid fields, please review\. /);
    expect(announcer.textContent).not.toBe(before);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(announcer).toHaveTextContent(/^Invalid fields, please review\. /);
  });

  it("puts step validations on their dependency fields: errors block, warnings inform", async () => {
    render(<ErrorsAndWarnings />);
    const par = screen.getByRole("textbox", { name: "Portfolio at risk > 30 days, September 2025" });
    // The currency beside the input comes first in the description, then the problems.
    expect(par).toHaveAccessibleDescription(
      "USD PAR 30 cannot exceed the gross loan portfolio. PAR 30 above 10 % of the portfolio: please check.",
    );
    expect(
      screen.getByRole("textbox", { name: "Number of loans, September 2025" }),
    ).toHaveAccessibleDescription("count The value may not be negative.");
    expect(
      screen.getByRole("textbox", { name: "Reporting contact telephone, September 2025" }),
    ).toHaveAccessibleDescription(
      "Enter a telephone number: an optional + and country code, then ten digits.",
    );
  });

  it("answers the host's 'is this step valid?' without showing anything", () => {
    const ref = createRef<FormRendererHandle>();
    render(
      <FormRenderer
        ref={ref}
        form={widgetsForm}
        month="2025-09"
        values={{ ...widgetsValues, par30: 150000000 }}
      />,
    );
    const report = ref.current!.check();
    expect(report.valid).toBe(true);
    expect(report.problems).toEqual([
      {
        field: "par30",
        severity: "warning",
        source: "step",
        text: "PAR 30 above 10 % of the portfolio: please check.",
      },
    ]);
    expect(screen.queryByRole("region", { name: /please/ })).not.toBeInTheDocument();
    expect(ref.current!.getValues()).toMatchObject({ par30: 150000000, auditDate: 20250331 });
  });

  it("moves the focus to the field from the error summary, expanding its fieldset", async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await user.click(screen.getByRole("button", { name: "Collapse Information" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(
      screen.getByRole("button", { name: "Reporting contact email: This field is required." }),
    );
    expect(screen.getByRole("textbox", { name: "Reporting contact email, September 2025" })).toHaveFocus();
  });

  it("passes a filled form", async () => {
    const user = userEvent.setup();
    render(<Filled />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step is valid.")).toBeInTheDocument();
  });

  it("speaks the active language, labels from the config and its own words through Fluent", () => {
    const { unmount } = render(<French />);
    expect(
      within(screen.getByRole("region", { name: "Champs invalides, veuillez vérifier." })).getByRole(
        "heading",
      ),
    ).toHaveTextContent("Champs invalides, veuillez vérifier.");
    expect(
      screen.getByRole("textbox", { name: "E-mail du contact, septembre 2025" }),
    ).toHaveAccessibleDescription("Ce champ est obligatoire.");
    expect(screen.getByRole("textbox", { name: "Encours brut de crédits, septembre 2025" })).toHaveValue(
      "12 543 000,00",
    );
    unmount();
    render(<Russian />);
    expect(screen.getByRole("columnheader", { name: "Поле" })).toBeInTheDocument();
    expect(
      screen.getByRole("textbox", { name: "Эл. почта контакта, сентябрь 2025 г." }),
    ).toHaveAccessibleDescription("Это поле обязательно.");
  });
});

describe("FormRenderer covenants", () => {
  it("requires a breach motivation when the value is outside the breach range", async () => {
    const user = userEvent.setup();
    render(<Breached />);
    const row = screen.getByRole("row", { name: /^Portfolio at risk > 30 days/ });
    expect(within(row).getByText("Breached")).toBeInTheDocument();
    const motivation = within(row).getByRole("textbox", { name: "Breach motivation" });
    expect(motivation).toBeRequired();
    expect(motivation).toHaveAccessibleDescription(
      /reasons for the breach, your action plan or strategy, and the timeframe to cure it/,
    );
    // The problem under the row describes the motivation too.
    expect(motivation).toHaveAccessibleDescription(/ The covenant is breached: give a motivation\.$/);
    await user.click(
      screen.getByRole("button", {
        name: "Portfolio at risk > 30 days: The covenant is breached: give a motivation.",
      }),
    );
    expect(motivation).toHaveFocus();
    await user.type(motivation, "Drought; restructuring; by March.");
    expect(
      screen.queryByRole("button", {
        name: "Portfolio at risk > 30 days: The covenant is breached: give a motivation.",
      }),
    ).not.toBeInTheDocument();
  });

  it("clears the breach when the value comes back within the range", async () => {
    const user = userEvent.setup();
    render(<Breached />);
    const par = screen.getByRole("textbox", { name: "PAR 30 amount, September 2025" });
    await user.clear(par);
    await user.type(par, "400000");
    const row = screen.getByRole("row", { name: /^Portfolio at risk > 30 days/ });
    expect(row).toHaveTextContent("3.19 %");
    expect(within(row).getByText("Within limits")).toBeInTheDocument();
    expect(within(row).queryByRole("textbox", { name: "Breach motivation" })).not.toBeInTheDocument();
  });

  it("alerts outside the alert range, and waivers change the effective range", () => {
    const cases = [
      [WithinLimits, "Within limits"],
      [Alerted, "Alerted"],
      [WaivedAlter, "Alerted"],
      [WaivedDisable, "Waived: not tested"],
    ] as const;
    for (const [Story, text] of cases) {
      const { unmount } = render(<Story />);
      const row = screen.getByRole("row", { name: /^Portfolio at risk > 30 days/ });
      expect(within(row).getByText(text)).toBeInTheDocument();
      unmount();
    }
  });

  it("shows the waiver in effect and strikes through the limits it replaces", () => {
    render(<WaivedAlter />);
    const row = screen.getByRole("row", { name: /^Portfolio at risk > 30 days/ });
    expect(within(row).getByText("At most 8.00 %, alert at 6.00 %")).toBeInTheDocument();
    expect(within(row).getByText(/Alter waiver until 31\/Dec\/2025/)).toBeInTheDocument();
    expect(within(row).getByText("At most 5.00 %, alert at 4.00 %").tagName).toBe("S");
  });

  it("shows and judges the replacement covenant's value under a REPLACE waiver", async () => {
    const user = userEvent.setup();
    const ref = createRef<FormRendererHandle>();
    const { args } = WaivedReplace;
    render(<FormRenderer ref={ref} {...(args as Parameters<typeof FormRenderer>[0])} />);
    const row = screen.getByRole("row", { name: /^Portfolio at risk > 30 days/ });
    const [shown] = within(row).getAllByRole("status");
    expect(shown).toHaveTextContent("25.00 %"); // equity to assets, not PAR 30's 6.50 %
    expect(within(row).getByText("Within limits")).toBeInTheDocument();
    expect(within(row).getByText("At least 20.00 %, alert at 23.00 %")).toBeInTheDocument();
    expect(
      within(row).getByText(/Replace waiver until 31\/Dec\/2025 · Replaced by Equity to assets/),
    ).toBeInTheDocument();
    expect(within(row).getByText("6.50 %").closest("s")).not.toBeNull();
    expect(within(row).getByText("At most 5.00 %, alert at 4.00 %").tagName).toBe("S");
    expect(ref.current!.getCovenantStatus().covPar30).toEqual({ breached: false, alerted: false });
    // Equity falls to 15 % of assets: the replacement is breached and the motivation becomes required.
    const equity = screen.getByRole("textbox", { name: "Total equity, September 2025" });
    await user.clear(equity);
    await user.type(equity, "2250000");
    expect(shown).toHaveTextContent("15.00 %");
    expect(within(row).getByText("Breached")).toBeInTheDocument();
    expect(within(row).getByRole("textbox", { name: "Breach motivation" })).toBeRequired();
    expect(ref.current!.check().problems).toContainEqual(
      expect.objectContaining({ field: "covPar30", messageId: "error-motivation-required" }),
    );
  });

  it("keeps a stored motivation and reports the covenant status", () => {
    const ref = createRef<FormRendererHandle>();
    const { args } = BreachedWithMotivation;
    render(<FormRenderer ref={ref} {...(args as Parameters<typeof FormRenderer>[0])} />);
    expect(ref.current!.getCovenantStatus()).toMatchObject({
      covPar30: { breached: true, alerted: false, breachMotivation: expect.stringContaining("Drought") },
      covEquityToAssets: { breached: true, alerted: false },
    });
  });
});
