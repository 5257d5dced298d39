// "What would change": each client's last approved report that used a form, recomputed with the draft in place
// of the published version; the computed values, validation outcomes and covenant levels that differ.
import { createHash } from "node:crypto";
import type { FormulaEngine } from "@ledgerline/formula-engine";
import { flattenFields, monthOf, validateFormConfig } from "@ledgerline/schemas";
import type { FieldDefinition, Investment } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import type { TemplateClientImpact, TemplateImpact, TemplateValueChange } from "../../generated/graphql";
import type { ClientDoc } from "../../model/clients";
import { testInvestments } from "../covenants/evaluate";
import type { CovenantTestLevel } from "../covenants/evaluate";
import { CovenantRepository } from "../covenants/repository";
import type { InvestmentsRepository } from "../investments/repository";
import {
  computedValues,
  formsForClient,
  formulaFields,
  historyStart,
  storedOf,
  withEngine,
} from "../reports/engine";
import type { FormConfigDoc, FormDataDoc, ReportInstanceDoc } from "../reports/model";
import { translate } from "../reports/model";
import type { ReportingRepository } from "../reports/repository";
import { draftId } from "./repository";
import { asPublished } from "./checks";
import { MAX_IMPACT_CLIENTS, badInput, notFound, repositoryOf } from "./shared";
import type { TemplateConfigsServices } from "./shared";

/** The studio's services, with the reads that recompute the clients' approved reports. */
export interface ImpactServices extends Pick<TemplateConfigsServices, "db"> {
  reporting: Pick<ReportingRepository, "templates" | "reportsInStatus" | "clientsByIds" | "formDataRange">;
  investments: Pick<InvestmentsRepository, "ofClient">;
}

type Outcome = "passes" | "fails" | "n/a";
type Level = "ok" | "alert" | "breach" | "n/a";

interface Snapshot {
  values: Map<string, { label: string; value: unknown }>;
  validations: Map<string, { label: string; value: Outcome }>;
  covenants: Map<string, { label: string; value: Level }>;
}

const LEVELS: Record<CovenantTestLevel, Level> = {
  ok: "ok",
  alerted: "alert",
  breached: "breach",
  waived: "n/a",
  unknown: "n/a",
};
const SEVERITY: Record<Level, number> = { "n/a": 0, ok: 1, alert: 2, breach: 3 };

function labelOf(field: Pick<FieldDefinition, "name" | "internalName">): string {
  return translate(field.name, "en", field.internalName);
}

function outcomeOf(engine: FormulaEngine, formula: string, month: string, form: string): Outcome {
  try {
    const value = engine.evaluateExpression(formula, month, { form });
    return value === true ? "passes" : value === false ? "fails" : "n/a";
  } catch {
    return "n/a";
  }
}

/** What the report's period gives with these forms: the form's computed values, step validations, covenants. */
function snapshotOf(
  forms: readonly FormConfigDoc[],
  key: string,
  client: ClientDoc,
  report: ReportInstanceDoc,
  documents: readonly FormDataDoc[],
  investments: readonly Investment[],
): Snapshot {
  const numeric = report.context.numeric;
  const month = monthOf(numeric);
  const stepKeys = new Set(Object.keys(report.versions ?? {}));
  return withEngine(forms, client, documents, (engine) => {
    const snapshot: Snapshot = { values: new Map(), validations: new Map(), covenants: new Map() };
    const form = forms.find((candidate) => candidate.key === key);
    if (form) {
      const computed = computedValues(engine, form, month);
      for (const field of formulaFields(form))
        snapshot.values.set(field.internalName, {
          label: labelOf(field),
          value: computed[field.internalName],
        });
    }
    for (const step of forms.filter((candidate) => stepKeys.has(candidate.key)))
      (step.validations ?? []).forEach((validation, index) => {
        snapshot.validations.set(`${step.key}.${validation.key ?? `validations[${index}]`}`, {
          label: validation.validationMessage,
          value: outcomeOf(engine, validation.formula, month, step.key),
        });
      });
    const covenantFields = forms.flatMap((candidate) =>
      flattenFields(candidate.fields)
        .map((entry) => entry.field)
        .filter(
          (field) => field.type === "COVENANT" && typeof field.formula === "string" && field.formula !== "",
        )
        .map((field) => ({ form: candidate.key, field })),
    );
    if (covenantFields.length > 0) {
      const overrides: Record<string, unknown> = {};
      for (const { form: formKey, field } of covenantFields) {
        let value: ReturnType<FormulaEngine["evaluate"]>;
        try {
          value = engine.evaluate(`${formKey}.${field.internalName}`, month);
        } catch {
          value = null;
        }
        overrides[field.internalName] = storedOf(field, value);
      }
      // The fields' values stand in for the central formulas: no formulas, so a field without a value is n/a.
      const tests = testInvestments(investments, {
        engine,
        formulas: new Map(),
        periodEnd: numeric,
        overrides,
      });
      for (const { field } of covenantFields) {
        let level: Level = "n/a";
        for (const test of tests)
          if (test.tested.internalName === field.internalName) {
            const candidate = LEVELS[test.level];
            if (SEVERITY[candidate] > SEVERITY[level]) level = candidate;
          }
        snapshot.covenants.set(field.internalName, { label: labelOf(field), value: level });
      }
    }
    return snapshot;
  });
}

function changesBetween<T>(
  before: Map<string, { label: string; value: T }>,
  after: Map<string, { label: string; value: T }>,
  missing: T,
): TemplateValueChange[] {
  const names = [...new Set([...before.keys(), ...after.keys()])];
  return names.flatMap((name) => {
    const left = before.get(name);
    const right = after.get(name);
    const from = left ? left.value : missing;
    const to = right ? right.value : missing;
    if (JSON.stringify(from ?? null) === JSON.stringify(to ?? null)) return [];
    return [{ field: name, label: (right ?? left)!.label, before: from ?? null, after: to ?? null }];
  });
}

export async function impactOf(services: ImpactServices, key: string): Promise<TemplateImpact> {
  const repository = repositoryOf(services);
  const draft = await repository.draft("form", key);
  if (!draft) throw notFound(message("template-no-draft", { kind: "form", key }));
  const reporting = services.reporting;
  const templates = await reporting.templates();
  const published = templates.form(key);
  if (!published) return { clientsChecked: 0, clients: [] };
  const candidate = asPublished(draft.config, published.version, templates, "form");
  const validated = validateFormConfig(candidate);
  if (!validated.ok) throw badInput(message("template-draft-form-invalid", { key }));
  const hash = createHash("sha256").update(JSON.stringify(draft.config)).digest("hex").slice(0, 16);
  // A version of its own: compiled engines are cached by form versions.
  const draftForm = {
    ...(candidate as unknown as FormConfigDoc),
    _id: draftId("form", key),
    version: `draft-${hash}`,
  };

  const latest = new Map<string, ReportInstanceDoc>();
  for (const report of await reporting.reportsInStatus(["approved"])) {
    if (!report.versions?.[key]) continue;
    const seen = latest.get(report.client._id);
    if (!seen || report.context.numeric > seen.context.numeric) latest.set(report.client._id, report);
  }
  const reports = [...latest.values()]
    .sort((a, b) => b.context.numeric - a.context.numeric || a._id.localeCompare(b._id))
    .slice(0, MAX_IMPACT_CLIENTS);
  const clients = new Map(
    (await reporting.clientsByIds(reports.map((report) => report.client._id))).map((client) => [
      client._id,
      client,
    ]),
  );
  const covenants = new CovenantRepository(services.db, services.investments);
  const impacts: TemplateClientImpact[] = [];
  let checked = 0;
  for (const report of reports) {
    const client = clients.get(report.client._id);
    if (!client) continue;
    checked++;
    const numeric = report.context.numeric;
    const [documents, investments] = await Promise.all([
      reporting.formDataRange(client, historyStart(numeric), numeric),
      covenants.investmentsOfClient(client._id),
    ]);
    const pinned = formsForClient(templates, client, report.versions ?? {});
    const others = pinned.filter((form) => form.key !== key);
    const before = snapshotOf([...others, published], key, client, report, documents, investments);
    const after = snapshotOf([...others, draftForm], key, client, report, documents, investments);
    const impact: TemplateClientImpact = {
      clientId: client._id,
      clientName: client.name,
      reportId: report._id,
      period: report.context.text,
      values: changesBetween(before.values, after.values, null as unknown),
      validations: changesBetween<Outcome>(before.validations, after.validations, "n/a"),
      covenants: changesBetween<Level>(before.covenants, after.covenants, "n/a"),
    };
    if (impact.values.length + impact.validations.length + impact.covenants.length > 0) impacts.push(impact);
  }
  return { clientsChecked: checked, clients: impacts };
}
