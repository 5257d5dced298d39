// A report's covenant rows: values computed by the host from forms the renderer does not have, and for each
// covenant the limits, the alert threshold, the status in words and the waiver in effect.
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { composeStories } from "@storybook/react";
import * as covenantStories from "../stories/Covenants.stories";
import { reportCovenantValues } from "../fixtures/covenantForm";

const { ReportCovenants } = composeStories(covenantStories);

const rowOf = (label: string) => screen.getByRole("row", { name: new RegExp(`^${label}`) });
/** The value shown in the row's value cell (the covenant's, or its replacement's under a REPLACE waiver). */
const valueOf = (label: string) => rowOf(label).querySelector(".ll-covenant-line")!.firstElementChild;

describe("covenant rows of a report", () => {
  it("shows the host's values for covenants whose formulas read other forms", () => {
    render(<ReportCovenants />);
    expect(valueOf("Portfolio at risk > 30 days")).toHaveTextContent("7.70 %");
    expect(valueOf("PAR 30 plus net write-offs")).toHaveTextContent("12.35 %");
    expect(valueOf("Operational self-sufficiency")).toHaveTextContent("108.48 %");
    expect(valueOf("Debt to equity")).toHaveTextContent("1.36");
    // Only the struck-through own value of capital adequacy, replaced by equity to assets, has none.
    expect(screen.queryAllByText("-n.a.-").filter((node) => !node.closest("s"))).toEqual([]);
  });

  it("gives each covenant its limits, alert threshold and status in words", () => {
    render(<ReportCovenants />);
    const par30 = rowOf("Portfolio at risk > 30 days");
    expect(within(par30).getByText("Breached")).toBeInTheDocument();
    expect(within(par30).getByText("Between 0.00 % and 5.00 %, alert at 4.00 %")).toBeInTheDocument();
    const oss = rowOf("Operational self-sufficiency");
    expect(within(oss).getByText("Within limits")).toBeInTheDocument();
    expect(within(oss).getByText("At least 100.00 %, alert at 105.00 %")).toBeInTheDocument();
    // Liquidity has no limits: no investment of the report tests it.
    expect(
      within(rowOf("Liquid assets to total assets")).getByText("Not tested for this report"),
    ).toBeInTheDocument();
  });

  it("says which waiver is in effect and until when, and judges on the waiver's terms", () => {
    render(<ReportCovenants />);
    // ALTER: 12.35 % is within the waiver's 15 % but above its 12 % alert; the covenant's 12 % is struck through.
    const altered = rowOf("PAR 30 plus net write-offs");
    expect(within(altered).getByText("Alerted")).toBeInTheDocument();
    expect(within(altered).getByText("Between 0.00 % and 15.00 %, alert at 12.00 %")).toBeInTheDocument();
    expect(within(altered).getByText(/^Alter waiver until 31\/Mar\/2026/)).toBeInTheDocument();
    expect(within(altered).getByText("Between 0.00 % and 12.00 %, alert at 9.60 %").tagName).toBe("S");
    // REPLACE: capital adequacy (no value) is tested as equity to assets, 42.41 %, at least 20 %.
    const replaced = rowOf("Capital adequacy ratio");
    expect(valueOf("Capital adequacy ratio")).toHaveTextContent("42.41 %");
    expect(within(replaced).getByText("Within limits")).toBeInTheDocument();
    expect(within(replaced).getByText("At least 20.00 %, alert at 23.00 %")).toBeInTheDocument();
    expect(
      within(replaced).getByText(/^Replace waiver until 31\/Jul\/2027 · Replaced by Equity to assets/),
    ).toBeInTheDocument();
    // DISABLE: not tested, in words; the covenant's own limits struck through.
    const disabled = rowOf("Debt to equity");
    expect(within(disabled).getByText("Waived: not tested")).toBeInTheDocument();
    expect(within(disabled).getByText(/^Disable waiver until 31\/Oct\/2029/)).toBeInTheDocument();
    expect(within(disabled).getByText("Between 0 and 5, alert at 4.5").tagName).toBe("S");
    expect(within(disabled).queryByText("Breached")).not.toBeInTheDocument();
  });

  it("says when a tested covenant has no value", () => {
    render(<ReportCovenants values={{ ...reportCovenantValues, covRoa: null }} />);
    const roa = rowOf("Return on assets");
    expect(valueOf("Return on assets")).toHaveTextContent("-n.a.-");
    expect(within(roa).getByText("No value to test")).toBeInTheDocument();
  });

  it("words the status and the waiver in the user's language", () => {
    render(<ReportCovenants language="fr" />);
    const altered = screen.getByRole("row", { name: /^PAR 30 plus net write-offs/ });
    expect(within(altered).getByText("En alerte")).toBeInTheDocument();
    expect(
      within(altered).getByText(/^Dérogation \(modification\) jusqu'au 31\/mars\/2026/),
    ).toBeInTheDocument();
    expect(within(rowOf("Debt to equity")).getByText("Dérogation : non testé")).toBeInTheDocument();
  });
});
