// The template catalogue: the JSON files beside this module, typed and frozen. JSON is the source of truth
// (see docs/templates.md); the tests validate every file against the schemas and the formula engine.
import type { CovenantConfig } from "../schemas/covenants.js";
import type { FormConfig, ReportConfig } from "../schemas/formConfig.js";
import identificationForm from "./forms/identification.json";
import governanceForm from "./forms/governance.json";
import staffForm from "./forms/staff.json";
import balanceSheetForm from "./forms/balanceSheet.json";
import profitLossForm from "./forms/profitLoss.json";
import cashFlowForm from "./forms/cashFlow.json";
import extrasForm from "./forms/extras.json";
import extras2Form from "./forms/extras2.json";
import infoIcForm from "./forms/infoIc.json";
import performanceIndicatorsForm from "./forms/performanceIndicators.json";
import ratiosForm from "./forms/ratios.json";
import agroBalanceSheetForm from "./forms/agroBalanceSheet.json";
import agroProfitLossForm from "./forms/agroProfitLoss.json";
import agroCashflowForm from "./forms/agroCashflow.json";
import agroExtrasForm from "./forms/agroExtras.json";
import agroRatiosForm from "./forms/agroRatios.json";
import socialPerformanceForm from "./forms/socialPerformance.json";
import agroSocialForm from "./forms/agroSocial.json";
import covenantsForm from "./forms/covenants.json";
import mfiFinancialMonthlyReport from "./reports/mfiFinancialMonthly.json";
import agroFinancialQuarterlyReport from "./reports/agroFinancialQuarterly.json";
import socialQuarterlyReport from "./reports/socialQuarterly.json";
import covenantsQuarterlyReport from "./reports/covenantsQuarterly.json";
import covenantsCatalogue from "./covenants.json";

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as object)) deepFreeze(child);
  }
  return value;
}

/** The shipped templates. Published versions never change: treat everything here as read-only (it is frozen). */
export interface Catalogue {
  /** Form configs, one per key, all at version 1.0.0. */
  readonly forms: readonly FormConfig[];
  /** Report configs bundling the forms. */
  readonly reports: readonly ReportConfig[];
  /** The central covenant catalogue (MFI and AGRO). */
  readonly covenants: readonly CovenantConfig[];
}

export const catalogue: Catalogue = deepFreeze({
  forms: [
    identificationForm,
    governanceForm,
    staffForm,
    balanceSheetForm,
    profitLossForm,
    cashFlowForm,
    extrasForm,
    extras2Form,
    infoIcForm,
    performanceIndicatorsForm,
    ratiosForm,
    agroBalanceSheetForm,
    agroProfitLossForm,
    agroCashflowForm,
    agroExtrasForm,
    agroRatiosForm,
    socialPerformanceForm,
    agroSocialForm,
    covenantsForm,
  ] as unknown as FormConfig[],
  reports: [
    mfiFinancialMonthlyReport,
    agroFinancialQuarterlyReport,
    socialQuarterlyReport,
    covenantsQuarterlyReport,
  ] as unknown as ReportConfig[],
  covenants: covenantsCatalogue as unknown as CovenantConfig[],
});

/** A catalogue form by key (and version; the latest when omitted). */
export function findFormConfig(
  key: string,
  version?: string,
  forms: readonly FormConfig[] = catalogue.forms,
): FormConfig | undefined {
  const matches = forms.filter((f) => f.key === key && (version === undefined || f.version === version));
  return matches.sort((a, b) => compareVersions(b.version, a.version))[0];
}

/** A catalogue report by key (and version; the latest when omitted). */
export function findReportConfig(
  key: string,
  version?: string,
  reports: readonly ReportConfig[] = catalogue.reports,
): ReportConfig | undefined {
  const matches = reports.filter((r) => r.key === key && (version === undefined || r.version === version));
  return matches.sort((a, b) => compareVersions(b.version, a.version))[0];
}

/** The forms of a report's steps, in step order, optionally only those a client type files. */
export function formsOfReport(
  report: ReportConfig,
  options: { clientType?: string; forms?: readonly FormConfig[] } = {},
): FormConfig[] {
  const forms = options.forms ?? catalogue.forms;
  const clientType = options.clientType;
  return report.steps
    .filter(
      (s) =>
        clientType === undefined ||
        s.clientTypes === undefined ||
        s.clientTypes.some((t) => t === clientType),
    )
    .map((s) => {
      const form = findFormConfig(s.config.key, s.config.version, forms);
      if (!form) throw new Error(`report ${report.key}: no form ${s.config.key} version ${s.config.version}`);
      return form;
    });
}

/** Orders semantic versions: negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
