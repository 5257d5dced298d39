// The covenant step of the report wizard: the covenant formulas read the financial forms, which the wizard
// does not carry, so the current column shows the values the API computed; each row shows its limits, alert
// threshold, status in words and the waiver in effect (from the covenantChecks query); its ƒx shows the API's
// explanation of the covenant (covenantExplanation), which reads the financial forms.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { andes, clientUser, investmentManager } from "../../../test/fixtures";
import { balanceView, inProgress, wizardApi } from "../../../test/reporting";
import { renderApp } from "../../../test/renderApp";
import type { Wizard } from "../../api/types";
import type { CovenantCheck } from "./covenantLimits";

const PATH = "/client/andes/reports/covenantsQuarterly/2025-09";
const LOADED = { timeout: 15_000 };
const SLOW = { timeout: 60_000 };

const covenant = (internalName: string, name: string, fieldType: string, formula: string) => ({
  internalName,
  name,
  type: "COVENANT",
  fieldType,
  settings: { fieldType },
  formula,
});

/** As the catalogue's covenants form: every formula reads a form of the financial report. */
const covenantsView = {
  ...balanceView,
  _id: "form-cov",
  key: "covenants",
  name: "Covenants",
  type: "covenants",
  periodType: "quarter",
  fields: [
    covenant("covPar30", "Portfolio at risk > 30 days", "percentual", "performanceIndicators.par30Ratio"),
    covenant("covPar30Wo", "PAR 30 plus net write-offs", "percentual", "ratios.par30WriteOffRatio"),
    covenant("covCar", "Capital adequacy ratio", "percentual", "performanceIndicators.capitalAdequacyRatio"),
    covenant("covEquityToAssets", "Equity to assets", "percentual", "performanceIndicators.equityToAssets"),
    covenant("covDebtToEquity", "Debt to equity", "numeric", "performanceIndicators.debtToEquity"),
    covenant("covOss", "Operational self-sufficiency", "percentual", "ratios.ossLtm"),
  ],
  validations: [],
};

const computed = {
  covPar30: 770,
  covPar30Wo: 1235,
  covCar: null,
  covEquityToAssets: 4241,
  covDebtToEquity: 136,
  covOss: 10848,
};

const covenantsReport = {
  config: { _id: "r-cov", key: "covenantsQuarterly", name: "Covenants report" },
  steps: [{ type: "covenants", required: true, config: covenantsView }],
  scopedData: [
    {
      scope: "current",
      numeric: 20250930,
      configKey: "covenants",
      formDataId: "fd-cov",
      values: {},
      reportedValues: null,
      computed,
      covenantStatus: {
        covPar30: { breached: true, alerted: true, breachMotivation: "Recovery plan agreed" },
      },
      revision: 1,
    },
    {
      scope: "1Y",
      numeric: 20240930,
      configKey: "covenants",
      formDataId: null,
      values: {},
      reportedValues: null,
      computed: { ...computed, covPar30: 610 },
      covenantStatus: null,
      revision: 0,
    },
  ],
  formulaSet: [],
} satisfies Partial<Wizard>;

const wizard = inProgress({
  status: "in_review",
  editable: false,
  entry: "readOnly",
  actions: [],
  ...covenantsReport,
});

const limits = (range: { min: number | null; max: number | null }, alertThreshold: number) => ({
  covenantRange: range,
  covenantAlertThreshold: alertThreshold,
  range,
  alertThreshold,
});

function check(internalName: string, level: string, extra: Partial<CovenantCheck> = {}): CovenantCheck {
  return {
    investmentId: "inv-1",
    importedId: "TM1-10005",
    covenantId: `ic-${internalName}`,
    covenantInternalName: internalName,
    internalName,
    name: internalName,
    fieldType: "percentual",
    value: null,
    ...limits({ min: 0, max: 500 }, 400),
    level,
    waiver: null,
    ...extra,
  };
}

const checks: CovenantCheck[] = [
  check("covPar30", "breached", { value: 770 }),
  check("covPar30Wo", "alerted", {
    value: 1235,
    ...limits({ min: 0, max: 1200 }, 960),
    range: { min: 0, max: 1500 },
    alertThreshold: 1200,
    waiver: {
      _id: "w-alter",
      waiverType: "ALTER",
      startDate: 20250401,
      endDate: 20260331,
      range: { min: 0, max: 1500 },
      alertThreshold: 1200,
    },
  }),
  check("covCar", "ok", {
    ...limits({ min: 1500, max: null }, 1700),
    internalName: "covEquityToAssets",
    name: "Equity to assets",
    value: 4241,
    range: { min: 2000, max: 100000 },
    alertThreshold: 2300,
    waiver: {
      _id: "w-replace",
      waiverType: "REPLACE",
      startDate: 20240801,
      endDate: 20270731,
      range: { min: 2000, max: 100000 },
      alertThreshold: 2300,
    },
  }),
  check("covDebtToEquity", "waived", {
    fieldType: "numeric",
    waiver: {
      _id: "w-disable",
      waiverType: "DISABLE",
      startDate: 20250301,
      endDate: 20291031,
      range: null,
      alertThreshold: null,
    },
  }),
  check("covOss", "ok", { value: 10848, ...limits({ min: 10000, max: null }, 10500) }),
];

const rowOf = (label: string) => screen.getByRole("row", { name: new RegExp(`^${label}`) });

describe("the covenant step", SLOW, () => {
  it("shows each covenant's value, limits, status and the waiver in effect", async () => {
    const fake = wizardApi(investmentManager, [wizard], {
      covenantChecks: { success: true, error: null, breached: [], alerted: [], checks },
    });
    renderApp(PATH, fake, { token: "t" });
    await screen.findByRole("row", { name: /^Portfolio at risk > 30 days/ }, LOADED);

    // The values the API computed, not -n.a.-; the comparison column keeps its own.
    const par30 = rowOf("Portfolio at risk > 30 days");
    expect(par30).toHaveTextContent("7.70 %");
    expect(par30).toHaveTextContent("6.10 %");
    expect(within(par30).getByText("Breached")).toBeInTheDocument();
    expect(within(par30).getByText("Between 0.00 % and 5.00 %, alert at 4.00 %")).toBeInTheDocument();
    expect(within(par30).getByRole("textbox", { name: "Breach motivation" })).toHaveValue(
      "Recovery plan agreed",
    );

    const altered = rowOf("PAR 30 plus net write-offs");
    expect(altered).toHaveTextContent("12.35 %");
    expect(within(altered).getByText("Alerted")).toBeInTheDocument();
    expect(within(altered).getByText("Between 0.00 % and 15.00 %, alert at 12.00 %")).toBeInTheDocument();
    expect(within(altered).getByText(/^Alter waiver until 31\/Mar\/2026/)).toBeInTheDocument();

    const replaced = rowOf("Capital adequacy ratio");
    expect(replaced).toHaveTextContent("42.41 %");
    expect(within(replaced).getByText("Within limits")).toBeInTheDocument();
    expect(
      within(replaced).getByText(/^Replace waiver until 31\/Jul\/2027 · Replaced by Equity to assets/),
    ).toBeInTheDocument();

    const disabled = rowOf("Debt to equity");
    expect(within(disabled).getByText("Waived: not tested")).toBeInTheDocument();
    expect(within(disabled).getByText(/^Disable waiver until 31\/Oct\/2029/)).toBeInTheDocument();

    expect(within(rowOf("Operational self-sufficiency")).getByText("Within limits")).toBeInTheDocument();
    // Equity to assets is a field of the form but no investment's covenant.
    expect(within(rowOf("Equity to assets")).getByText("Not tested for this report")).toBeInTheDocument();

    // Asked once, as a read.
    expect(fake.calls("covenantChecks")).toHaveLength(1);
    expect(fake.calls("covenantChecks")[0]!.variables).toEqual({ clientId: andes._id, reportId: "rep-1" });
  });

  it("explains a covenant's value with the API's explanation over the financial forms", async () => {
    // The API's covenantExplanation: the engine over every form of the client, at the report's period.
    const explanation = {
      label: "Portfolio at risk > 30 days",
      formula: "performanceIndicators.par30Ratio",
      explanation: {
        label: "performanceIndicators.par30Ratio",
        expression: "extras.par30 / balanceSheet.grossLoanPortfolio",
        month: "2025-09",
        value: 0.077,
        children: [
          { label: "extras.par30", expression: "", month: "2025-09", value: 154000, children: [] },
          {
            label: "balanceSheet.grossLoanPortfolio",
            expression: "",
            month: "2025-09",
            value: 2000000,
            children: [],
          },
        ],
      },
    };
    const fake = wizardApi(clientUser, [inProgress(covenantsReport)], {
      covenantChecks: { success: true, error: null, breached: [], alerted: [], checks },
      covenantExplanation: explanation,
    });
    const user = userEvent.setup();
    renderApp(PATH, fake, { token: "t" });
    await screen.findByRole("row", { name: /^Portfolio at risk > 30 days/ }, LOADED);

    const value = within(rowOf("Portfolio at risk > 30 days")).getByRole("button", {
      name: /show how Portfolio at risk > 30 days is computed/,
    });
    await user.click(value);
    const panel = await screen.findByRole("region", { name: /Portfolio at risk > 30 days/ }, LOADED);
    expect(panel).toHaveTextContent("performanceIndicators.par30Ratio");
    expect(panel).toHaveTextContent("extras.par30");
    expect(panel).toHaveTextContent("154,000");
    expect(panel).toHaveTextContent("balanceSheet.grossLoanPortfolio");
    expect(panel).toHaveTextContent("2,000,000");
    // The covenant's value as its row shows it: a percentage, not the engine's fraction.
    expect(panel).toHaveTextContent("= 7.70 %");
    expect(panel).not.toHaveTextContent(/unknown|#REF/i);
    expect(fake.calls("covenantExplanation")[0]!.variables).toEqual({
      investmentId: "inv-1",
      covenantId: "ic-covPar30",
      period: 20250930,
      language: "en",
    });

    // Escape closes the panel and gives the focus back to the value.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("region", { name: /Portfolio at risk/ })).toBeNull());
    expect(value).toHaveFocus();
  });
});
