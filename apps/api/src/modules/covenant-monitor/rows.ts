// Once a client's form data is read: each covenant at its period (the newest with data, approved data
// preferred), tested as a report's covenants are (covenants/evaluate.ts: the waiver in effect at the period,
// the same engine and field specs as the wizard), with its trend and headroom.
import type { FormulaEngine } from "@ledgerline/formula-engine";
import { engineToStored, flattenFields, monthOf } from "@ledgerline/schemas";
import type { CovenantRef, FieldDefinition } from "@ledgerline/schemas";
import type { CovenantMonitorCovenant, CovenantMonitorRow } from "../../generated/graphql";
import { covenantTerms, isTestedAt, testCovenant } from "../covenants/evaluate";
import { fieldDisplay } from "../dashboard/display";
import { formsForClient } from "../reports/engine";
import { withKeptEngine } from "../reports/kept-engines";
import type { FormConfigDoc, FormDataDoc } from "../reports/model";
import { todayNumber, translate } from "../reports/model";
import type { Templates } from "../reports/repository";
import { headroomOf } from "./limits";
import type { MonitorStatus } from "./limits";
import type { ClientPlan, MonitorItem } from "./plan";
import { reportKey } from "./plan";
import { trendMonths } from "./periods";
import type { ReportPeriod } from "./repository";

export interface EvaluationContext {
  templates: Templates;
  /** Central covenant formulas by `_id`. */
  formulas: ReadonlyMap<string, string>;
  regionName: (regionId: string) => string;
  language: string;
  /**
   * The months the form data was read for (yyyymmdd month ends, the span of every form's window): a
   * client's kept engine state is kept for them (reports/kept-engines.ts).
   */
  window: { from: number; to: number };
}

/** The COVENANT fields of the forms, by internal name: a central covenant's field has its internal name. */
export type CovenantFields = ReadonlyMap<string, FieldDefinition>;

export function covenantFields(forms: readonly FormConfigDoc[]): CovenantFields {
  const fields = new Map<string, FieldDefinition>();
  for (const form of forms)
    for (const { field } of flattenFields(form.fields))
      if (field.type === "COVENANT") fields.set(field.internalName, field);
  return fields;
}

/** The covenant as the row shows it, with its template field's decimals and unit. */
export function covenantView(
  _id: string,
  ref: CovenantRef,
  language: string,
  fields: CovenantFields,
): CovenantMonitorCovenant {
  return {
    _id,
    centralCovenantId: ref._id,
    internalName: ref.internalName,
    name: translate(ref.name, language, ref.internalName),
    fieldType: ref.fieldType,
    ...fieldDisplay(fields.get(ref.internalName)),
  };
}

/** An engine value as a finite number, or null (missing, an error, not a number). */
export function evaluateNumber(engine: FormulaEngine, formula: string, month: string): number | null {
  try {
    const value = engine.evaluateExpression(formula, month);
    return typeof value === "number" && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** The period of an item: the newest month with its data whose report is approved, else the newest with data. */
export function periodOf(
  item: MonitorItem,
  documents: readonly FormDataDoc[],
  reports: ReadonlyMap<string, ReportPeriod>,
): number | null {
  if (!item.report) return null;
  let newest: number | null = null;
  let approved: number | null = null;
  for (const document of documents) {
    if (!item.inputs.has(document.configKey)) continue;
    const numeric = document.context.numeric;
    if (newest === null || numeric > newest) newest = numeric;
    const report = reports.get(reportKey(item.report.key, numeric));
    if (report?.status === "approved" && (approved === null || numeric > approved)) approved = numeric;
  }
  return approved ?? newest;
}

/** The rows of one client's covenants. */
export function evaluateClient(
  plan: ClientPlan,
  documents: readonly FormDataDoc[],
  reportPeriods: readonly ReportPeriod[],
  context: EvaluationContext,
): CovenantMonitorRow[] {
  const { client } = plan;
  const reports = new Map(
    reportPeriods.map((report) => [reportKey(report.configKey, report.numeric), report]),
  );
  // Covenants whose periods were filed on the same form versions share one engine run.
  const groups = new Map<
    string,
    { versions: Record<string, string>; items: [MonitorItem, number | null][] }
  >();
  for (const item of plan.items) {
    const period = periodOf(item, documents, reports);
    const report =
      item.report && period !== null ? reports.get(reportKey(item.report.key, period)) : undefined;
    const versions = report?.versions ?? {};
    const key = JSON.stringify(Object.entries(versions).sort());
    const group = groups.get(key) ?? { versions, items: [] };
    group.items.push([item, period]);
    groups.set(key, group);
  }
  const rows: CovenantMonitorRow[] = [];
  for (const { versions, items } of groups.values()) {
    const forms = formsForClient(context.templates, client, versions);
    const fields = covenantFields(forms);
    // The client's kept state: a repeated request recomputes only what changed since (the rows only read).
    const view = { forms, client, ...context.window, documents, keptFor: "covenant-monitor" };
    withKeptEngine(view, (engine) => {
      for (const [item, period] of items)
        rows.push(rowOf(engine, item, period, reports, context, plan, fields));
    });
  }
  return rows;
}

function rowOf(
  engine: FormulaEngine,
  item: MonitorItem,
  period: number | null,
  reports: ReadonlyMap<string, ReportPeriod>,
  context: EvaluationContext,
  plan: ClientPlan,
  fields: CovenantFields,
): CovenantMonitorRow {
  const { investment, covenant } = item;
  const { client } = plan;
  // Without a period, or at one before the first disbursement, the covenant is not tested (the rule of the
  // report's covenant checks): its terms today, for the limits shown.
  const test =
    period === null || !isTestedAt(investment, period)
      ? { ...covenantTerms(covenant, todayNumber()), value: null, level: "unknown" as const }
      : testCovenant(covenant, { engine, formulas: context.formulas, periodEnd: period });
  const { tested, waiver } = test;
  const formula = context.formulas.get(String(tested._id));
  const months = period !== null && item.report ? trendMonths(monthOf(period), item.report.step) : [];
  const trend = months.map((month) => ({
    period: month,
    value: formula ? engineToStored(tested.fieldType, evaluateNumber(engine, formula, month)) : null,
  }));
  const limits = { range: test.range, alertThreshold: test.alertThreshold };
  // A waived covenant is not tested, but its value is still shown: a waiver may hide a breach.
  const value = test.level === "waived" ? (trend.at(-1)?.value ?? null) : test.value;
  const status: MonitorStatus = test.level;
  const report = item.report && period !== null ? reports.get(reportKey(item.report.key, period)) : undefined;
  return {
    investment: { _id: investment._id, importedId: investment.importedId },
    client: {
      _id: client._id,
      key: client.key,
      name: client.name,
      clientType: client.clientType,
      region: { _id: client.worldRegion, name: context.regionName(client.worldRegion) },
    },
    fund: { _id: investment.fund._id, name: investment.fund.name },
    covenant: covenantView(covenant._id, covenant.centralCovenantId, context.language, fields),
    period,
    report:
      item.report && period !== null
        ? { configKey: item.report.key, period: monthOf(period), status: report?.status ?? null }
        : null,
    value,
    range: test.range,
    alertThreshold: test.alertThreshold,
    status,
    headroom: status === "waived" || status === "unknown" ? null : headroomOf(value, limits),
    waiver: waiver
      ? {
          _id: waiver._id,
          waiverType: waiver.waiverType,
          startDate: waiver.startDate,
          endDate: waiver.endDate,
          replacement:
            waiver.waiverType === "REPLACE" && waiver.centralCovenant
              ? covenantView(covenant._id, waiver.centralCovenant, context.language, fields)
              : null,
        }
      : null,
    trend,
  };
}
