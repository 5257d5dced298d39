// Before any form data is read: per client, which report each covenant follows, which forms and fields its
// formulas read, and (once the report periods are known) which window of each form the monitor needs.
import type { Investment } from "@ledgerline/schemas";
import { compiledEngine, formsForClient } from "../reports/engine";
import type { ReportConfigDoc } from "../reports/model";
import type { Templates } from "../reports/repository";
import { formulaReads } from "./formulas";
import { periodStep, trendDataStart } from "./periods";
import type { FormWindow, MonitorClient, ReportPeriod } from "./repository";

export type InvestmentCovenant = Investment["covenants"][number];

export interface MonitorItem {
  investment: Investment;
  covenant: InvestmentCovenant;
  /** The report holding the form the covenant's formula is written on; its periods are the covenant's. */
  report: { key: string; step: number } | null;
  /** Input fields (by form) of the covenant's formula and of its REPLACE waivers' formulas. */
  inputs: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface ClientPlan {
  client: MonitorClient;
  items: MonitorItem[];
}

/** The report config of the client's type with a step on this form. */
export function reportWithForm(
  templates: Templates,
  client: Pick<MonitorClient, "clientType" | "clientConfigType">,
  formKey: string,
): ReportConfigDoc | undefined {
  const fits = (types: readonly string[] | undefined) =>
    !types || types.includes(client.clientType) || types.includes(client.clientConfigType);
  return templates.reports.find(
    (report) =>
      fits(report.clientTypes) &&
      report.steps.some((step) => step.config.key === formKey && fits(step.clientTypes)),
  );
}

/** The covenants of a client's open investments, with what their formulas read. */
export function planClient(
  client: MonitorClient,
  investments: readonly Investment[],
  templates: Templates,
  formulas: ReadonlyMap<string, string>,
): ClientPlan {
  // The compiled formulas alone: what a formula reads is known without any data.
  const { engine } = compiledEngine(formsForClient(templates, client), client);
  const readsOf = (centralCovenantId: string) => {
    const formula = formulas.get(centralCovenantId);
    return formula ? formulaReads(engine, formula) : null;
  };
  const items = investments.flatMap((investment) =>
    investment.covenants.map((covenant): MonitorItem => {
      const own = readsOf(covenant.centralCovenantId._id);
      const replacements = covenant.waivers.flatMap((waiver) =>
        waiver.waiverType === "REPLACE" && waiver.centralCovenant
          ? [readsOf(waiver.centralCovenant._id)]
          : [],
      );
      const inputs = new Map<string, Set<string>>();
      for (const reads of [own, ...replacements]) {
        for (const [form, names] of reads?.inputs ?? []) {
          const held = inputs.get(form) ?? new Set<string>();
          for (const name of names) held.add(name);
          inputs.set(form, held);
        }
      }
      const report = own?.homeForm ? reportWithForm(templates, client, own.homeForm) : undefined;
      return {
        investment,
        covenant,
        report: report ? { key: report.key, step: periodStep(report.scheduleType) } : null,
        inputs,
      };
    }),
  );
  return { client, items };
}

/** A client's report periods by `configKey:numeric`. */
export type ReportIndex = ReadonlyMap<string, ReportPeriod>;

export function reportKey(configKey: string, numeric: number): string {
  return `${configKey}:${numeric}`;
}

/** The newest period of a report with data (any status but created), and the newest approved one. */
export function reportAnchors(
  periods: readonly ReportPeriod[],
  configKey: string,
): { latest: number; approved: number | null } | null {
  let latest: number | null = null;
  let approved: number | null = null;
  for (const period of periods) {
    if (period.configKey !== configKey || period.status === "created") continue;
    if (latest === null || period.numeric > latest) latest = period.numeric;
    if (period.status === "approved" && (approved === null || period.numeric > approved))
      approved = period.numeric;
  }
  return latest === null ? null : { latest, approved };
}

/**
 * The window of each form the plans need: from the start of the oldest trend (ending at the newest approved
 * period, else the newest with data) to the newest period with data, with the fields their formulas read.
 */
export function formWindows(
  plans: readonly ClientPlan[],
  periodsByClient: ReadonlyMap<string, readonly ReportPeriod[]>,
): FormWindow[] {
  const windows = new Map<string, { from: number; to: number; fields: Set<string> }>();
  for (const plan of plans) {
    const periods = periodsByClient.get(plan.client._id) ?? [];
    for (const item of plan.items) {
      if (!item.report) continue;
      const anchors = reportAnchors(periods, item.report.key);
      if (!anchors) continue;
      const from = trendDataStart(anchors.approved ?? anchors.latest, item.report.step);
      for (const [form, names] of item.inputs) {
        const window = windows.get(form) ?? { from, to: anchors.latest, fields: new Set<string>() };
        window.from = Math.min(window.from, from);
        window.to = Math.max(window.to, anchors.latest);
        for (const name of names) window.fields.add(name);
        windows.set(form, window);
      }
    }
  }
  return [...windows].map(([key, window]) => ({ key, ...window, fields: [...window.fields] }));
}
