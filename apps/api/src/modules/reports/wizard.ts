// The report wizard: what it shows (the `wizard` query) and how a step is saved (`wizardSaveChanges`).
import {
  addMonths,
  financialPeriodOf,
  flattenFields,
  isDateNumber,
  monthEnd,
  monthOf,
  parseDateInput,
  parseNumberInput,
  percentToStored,
  toHundredths,
} from "@ledgerline/schemas";
import type { FieldDefinition } from "@ledgerline/schemas";
import type {
  ChangeSetInput,
  FieldNote,
  FormulaEntry,
  SaveResult,
  ScopedData,
  Wizard,
  WizardStep,
} from "../../generated/graphql";
import { ERROR_CODES, failed, fieldError, forbidden } from "../../platform/errors";
import type { ErrorInfo } from "../../platform/errors";
import { isId } from "../../platform/ids";
import { isoNow, sameMinute } from "../../platform/time";
import type { Access } from "../access/access";
import type { ClientDoc } from "../../model/clients";
import { personRef } from "../../model/users";
import { computedValues, formsForClient, formulaFields, historyStart } from "./engine";
import { withKeptEngine } from "./kept-engines";
import type { EngineView } from "./kept-engines";
import type { FormConfigDoc, FormDataDoc, ReportConfigDoc, ReportInstanceDoc, ReportNoteDoc } from "./model";
import { EDITABLE_STATUSES, formDataId, isOverdue, newFormDataDocument, todayNumber } from "./model";
import type { Refusal, RefusedInput } from "./refusals";
import { REFUSAL_CODES, numberRuleRefusal, refusal, refusedSave } from "./refusals";
import type { ReportingRepository, Templates } from "./repository";
import { toFormConfigView, toReport } from "./views";
import type { ReportingServices } from "./reporting-services";
import { TRANSITIONS, isAuditor, isSubmitter, reportWithClientInScope } from "./workflow";

type StoredValue = number | string | boolean | null;

/** Whether the caller may change the report's form now (spec 2 §4): editable statuses, and auditors in review. */
export function editableFor(report: Pick<ReportInstanceDoc, "status">, access: Access): boolean {
  if (report.status === "in_review") return isAuditor(access);
  return EDITABLE_STATUSES.includes(report.status) && (isSubmitter(access) || isAuditor(access));
}

/** Where the caller lands in the wizard (spec 2 §4, entry rules). */
export function entryFor(report: Pick<ReportInstanceDoc, "status">, access: Access): string {
  if (isAuditor(access) && report.status === "submitted") return "auditStart";
  if (editableFor(report, access) && report.status !== "rejected") return "form";
  if (report.status === "created" || report.status === "rejected") {
    return TRANSITIONS.wizardStartSubmission.allowed(access) ? "start" : "readOnly";
  }
  return "readOnly";
}

export function actionsFor(report: Pick<ReportInstanceDoc, "status">, access: Access): string[] {
  return Object.values(TRANSITIONS)
    .filter(
      (rule) =>
        rule.action !== "reopenReportInstance" &&
        rule.allowed(access) &&
        (rule.from as readonly string[]).includes(report.status),
    )
    .map((rule) => rule.action);
}

/** The steps of a report: its config's steps for the client's type, at the versions the report pins. */
export function stepsOf(
  templates: Templates,
  report: ReportInstanceDoc,
  client: Pick<ClientDoc, "clientType" | "clientConfigType">,
): Array<{ step: ReportConfigDoc["steps"][number]; form: FormConfigDoc }> {
  const config = templates.report(report.configId) ?? templates.report(report.config.key);
  if (!config) return [];
  return config.steps
    .filter((step) => !step.clientTypes || (step.clientTypes as string[]).includes(client.clientType))
    .flatMap((step) => {
      const form = templates.form(step.config.key, report.versions?.[step.config.key] ?? step.config.version);
      return form ? [{ step, form }] : [];
    });
}

/** The month of the period "1FY": the last month of the financial year before the report's. */
export function previousFinancialYearEnd(client: Pick<ClientDoc, "financialPeriods">, month: string): string {
  const period = financialPeriodOf(client.financialPeriods ?? [], month);
  if (period) return addMonths(monthOf(period.start), -1);
  const year = Number(month.slice(0, 4));
  return `${year - 1}-12`;
}

function parseInstanceKey(key: string): number | null {
  if (/^\d{4}-\d{2}$/.test(key)) return monthEnd(key);
  if (/^\d{8}$/.test(key) && isDateNumber(Number(key))) return monthEnd(monthOf(Number(key)));
  if (/^\d{6}$/.test(key)) return monthEnd(`${key.slice(0, 4)}-${key.slice(4)}`);
  return null;
}

export async function loadWizard(
  repository: ReportingRepository,
  access: Access,
  args: { clientId: string; reportConfigKey: string; reportInstanceKey: string; language: string },
): Promise<Wizard | null> {
  const clientArg = args.clientId.trim();
  const client = isId(clientArg)
    ? ((await repository.clientsByIds([clientArg]))[0] ?? null)
    : await repository.clientByKey(clientArg);
  if (!client || !access.clientVisible(client)) {
    if (access.scope.kind === "all") return null;
    throw forbidden();
  }
  const templates = await repository.templates();
  const instanceKey = args.reportInstanceKey.trim();
  let report: ReportInstanceDoc | null;
  if (isId(instanceKey)) {
    report = await repository.reportById(instanceKey);
  } else {
    const config = templates.report(args.reportConfigKey.trim());
    const numeric = parseInstanceKey(instanceKey);
    report = config && numeric !== null ? await repository.reportOf(client._id, config.key, numeric) : null;
  }
  if (!report || report.client._id !== client._id) return null;

  const numeric = report.context.numeric;
  const month = monthOf(numeric);
  const [documents, previousOpen, notes] = await Promise.all([
    reportHistory(repository, templates, client, report),
    repository.openReportsBefore(client._id, report.config.key, numeric),
    repository.notesOf(report._id),
  ]);
  const steps = stepsOf(templates, report, client);
  const byKeyAndNumeric = new Map(
    documents.map((document) => [`${document.configKey}@${document.context.numeric}`, document]),
  );
  const scopes: Array<[string, string]> = [
    ["current", month],
    ["1M", addMonths(month, -1)],
    ["1Y", addMonths(month, -12)],
    ["1FY", previousFinancialYearEnd(client, month)],
  ];
  const scopedData: ScopedData[] = [];
  withKeptEngine(reportEngineView(templates, client, report, documents), (engine) => {
    for (const [scope, at] of scopes) {
      const atNumeric = monthEnd(at);
      for (const { form } of steps) {
        const document = byKeyAndNumeric.get(`${form.key}@${atNumeric}`);
        scopedData.push({
          scope,
          numeric: atNumeric,
          configKey: form.key,
          formDataId: document?._id ?? null,
          values: document?.values ?? {},
          reportedValues: document?.reportedValues ?? null,
          computed: computedValues(engine, form, at),
          covenantStatus: document?.covenantStatus ?? null,
          revision: document?.revision ?? 0,
        });
      }
    }
  });
  const formulaSet: FormulaEntry[] = steps.flatMap(({ form }) =>
    formulaFields(form).map((field) => ({
      target: `${form.key}.${field.internalName}`,
      formula: field.formula as string,
    })),
  );
  const showAdminOnly = access.profile.isProvider;
  const wizardSteps: WizardStep[] = steps.map(({ step, form }) => ({
    type: step.type,
    required: step.required,
    config: toFormConfigView(form, args.language, showAdminOnly),
  }));
  const today = todayNumber();
  const view = toReport(report, args.language, today);
  return {
    _id: view._id,
    configId: view.configId,
    config: view.config,
    client: view.client,
    clientStatus: client.status,
    clientType: client.clientType,
    schedule: view.schedule,
    settings: view.settings,
    context: view.context,
    status: view.status,
    overdue: isOverdue(report, today),
    lastUpdated: view.lastUpdated,
    reportedBy: view.reportedBy,
    auditedBy: view.auditedBy,
    revision: view.revision,
    steps: wizardSteps,
    scopedData,
    formulaSet,
    previousOpenReports: previousOpen.map((open) => toReport(open, args.language, today)),
    notes: notes.filter((note) => note.kind === "note").map(toNote),
    rejections: notes
      .filter((note) => note.kind === "rejection")
      .map((note) => ({ _id: note._id, by: note.author, at: note.at, reason: note.text })),
    editable: editableFor(report, access),
    entry: entryFor(report, access),
    actions: actionsFor(report, access),
  };
}

/** A step validation of a report that fails at the report's month. */
export interface StepValidationFailure {
  configKey: string;
  validationType: string;
  validationMessage: string;
  /** The validation's fields, qualified with the form key (`balanceSheet.totalAssets`). */
  fields: string[];
}

/**
 * The step validations of every step of the report over the stored data of its period (with the formula
 * history the engine needs), at the report's pinned form versions: what the wizard shows, computed on the
 * server. Used by `wizardSubmit`, which refuses error-type failures.
 */
export async function reportValidations(
  repository: ReportingRepository,
  report: ReportInstanceDoc,
): Promise<StepValidationFailure[]> {
  const [client] = await repository.clientsByIds([report.client._id]);
  if (!client) return [];
  const templates = await repository.templates();
  const steps = stepsOf(templates, report, client);
  const numeric = report.context.numeric;
  const documents = await reportHistory(repository, templates, client, report);
  const month = monthOf(numeric);
  return withKeptEngine(reportEngineView(templates, client, report, documents), (engine) =>
    steps.flatMap(({ form }) =>
      engine.runValidations(form.validations ?? [], month, { form: form.key }).map((failure) => ({
        configKey: form.key,
        validationType: failure.validationType,
        validationMessage: failure.validationMessage,
        fields: failure.fields.map((field) => (field.includes(".") ? field : `${form.key}.${field}`)),
      })),
    ),
  );
}

/** The refusal of a submit with failing error validations: one `fields` entry per validation and field. */
export function validationError(failures: readonly StepValidationFailure[]): ErrorInfo | null {
  const errors = failures.filter((failure) => failure.validationType === "error");
  if (errors.length === 0) return null;
  const list = errors.map(
    (failure) => `${failure.validationMessage.trim()} (${failure.fields.join(", ") || failure.configKey})`,
  );
  return failed(
    ERROR_CODES.VALIDATION_FAILED,
    `Cannot submit: ${errors.length === 1 ? "a validation fails" : `${errors.length} validations fail`}: ${list.join("; ")}`,
    errors.flatMap((failure) =>
      (failure.fields.length > 0 ? failure.fields : [failure.configKey]).map((field) =>
        fieldError(field, failure.validationMessage.trim()),
      ),
    ),
  ).error;
}

export function toNote(note: ReportNoteDoc): FieldNote {
  return {
    _id: note._id,
    configKey: note.configKey,
    field: note.field,
    author: note.author,
    at: note.at,
    text: note.text,
    rejectionId: note.rejectionId,
    resolvedBy: note.resolved?.by ?? null,
    resolvedAt: note.resolved?.at ?? null,
  };
}

// ------------------------------------------------------------------------------------------------ saving

interface Normalised {
  stored: StoredValue;
  reported?: number | null;
}

function currencyScaled(form: FormConfigDoc): boolean {
  return form.settings?.currencyScaled === true;
}

/** A value in display units → what is stored; or why it is refused. */
export function normalise(
  field: FieldDefinition,
  form: FormConfigDoc,
  scale: number,
  raw: unknown,
): Normalised | Refusal {
  if (raw === null || raw === undefined || raw === "")
    return { stored: null, reported: field.type === "currency" ? null : undefined };
  const type = field.type === "COVENANT" ? (field.fieldType ?? "numeric") : field.type;
  if (type === "numeric" || type === "currency" || type === "percentual") {
    let number: number | null;
    if (typeof raw === "number") number = raw;
    else if (typeof raw === "string") {
      const parsed = parseNumberInput(raw);
      if (!parsed.ok)
        return { ...refusal(REFUSAL_CODES.NOT_A_NUMBER, parsed.message), numberProblem: parsed.problem };
      number = parsed.value;
    } else return refusal(REFUSAL_CODES.NOT_A_NUMBER, "expected a number");
    if (number === null) return { stored: null, reported: type === "currency" ? null : undefined };
    if (!Number.isFinite(number)) return refusal(REFUSAL_CODES.NOT_A_NUMBER, "expected a number");
    const broken = numberRuleRefusal(field.validations ?? {}, number);
    if (broken) return broken;
    if (type === "percentual") return { stored: percentToStored(number) };
    if (type === "currency") {
      const typed = toHundredths(number);
      return currencyScaled(form)
        ? { stored: typed * scale, reported: typed }
        : { stored: typed, reported: Math.round(typed / scale) };
    }
    return { stored: toHundredths(number) };
  }
  if (type === "date") {
    if (typeof raw === "number" && isDateNumber(raw)) return { stored: raw };
    if (typeof raw === "string") {
      const parsed = parseDateInput(raw);
      if (parsed.ok) return { stored: parsed.value };
    }
    return refusal(REFUSAL_CODES.NOT_A_DATE, "expected a date (DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD)");
  }
  if (type === "boolean")
    return typeof raw === "boolean"
      ? { stored: raw }
      : refusal(REFUSAL_CODES.NOT_A_BOOLEAN, "expected true or false");
  if (typeof raw !== "string") return refusal(REFUSAL_CODES.NOT_A_TEXT, "expected a text");
  if (
    type === "dropdown" &&
    field.dropdownVals &&
    !field.dropdownVals.some((option) => option.value === raw)
  ) {
    return refusal(REFUSAL_CODES.NOT_A_CHOICE, "not one of the choices");
  }
  const rules = field.validations ?? {};
  if (typeof rules.maxLength === "number" && raw.length > rules.maxLength)
    return refusal(REFUSAL_CODES.TOO_LONG, `at most ${rules.maxLength} characters`, rules.maxLength);
  return { stored: raw };
}

/** A stored value in display units (the inverse of normalise), for conflict answers. */
export function displayOf(
  field: FieldDefinition,
  form: FormConfigDoc,
  scale: number,
  stored: StoredValue | undefined,
): StoredValue {
  if (stored === undefined || stored === null || typeof stored !== "number") return stored ?? null;
  const type = field.type === "COVENANT" ? (field.fieldType ?? "numeric") : field.type;
  if (type === "percentual") return stored / 100;
  if (type === "currency") return currencyScaled(form) ? stored / scale / 100 : stored / 100;
  if (type === "numeric") return stored / 100;
  return stored;
}

/**
 * What the engine of a report reads: its client's data over the engine's span, of the forms the report renders
 * (those its versions pin, which a template change may have taken from the client's type, and the others).
 */
function reportHistory(
  repository: ReportingRepository,
  templates: Templates,
  client: ClientDoc,
  report: ReportInstanceDoc,
): Promise<FormDataDoc[]> {
  const numeric = report.context.numeric;
  const keys = formsForClient(templates, client, report.versions ?? {}).map((form) => form.key);
  return repository.formDataOfForms(client._id, keys, historyStart(numeric), numeric);
}

/** The engine's view of a report's history (reportHistory's documents, or them with a save's values). */
function reportEngineView(
  templates: Templates,
  client: ClientDoc,
  report: ReportInstanceDoc,
  documents: readonly FormDataDoc[],
): EngineView {
  const numeric = report.context.numeric;
  return {
    forms: formsForClient(templates, client, report.versions ?? {}),
    client,
    from: historyStart(numeric),
    to: numeric,
    documents,
  };
}

const MAX_SAVE_ATTEMPTS = 25;

/** A short random wait before trying again after losing a race, growing with the attempts. */
function backoff(attempt: number): Promise<void> {
  if (attempt === 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * attempt)));
}

export async function saveChanges(
  services: ReportingServices,
  access: Access,
  reportId: string,
  changeSet: ChangeSetInput,
): Promise<SaveResult> {
  const empty = {
    formDataId: null,
    revision: null,
    applied: [],
    conflicts: [],
    values: null,
    computed: null,
    validations: [],
    refused: [],
  };
  const { reporting } = services;
  const found = await reportWithClientInScope(reporting, access, reportId);
  if (!found) return { ...failed(ERROR_CODES.NOT_FOUND, "No report found."), ...empty };
  const { report, client } = found;
  if (!isSubmitter(access) && !isAuditor(access)) throw forbidden();
  if (!editableFor(report, access)) {
    return {
      ...failed(
        ERROR_CODES.READ_ONLY,
        `The report is ${report.status.replace("_", " ")}: its form is read-only for you`,
      ),
      ...empty,
    };
  }
  if (!client) return { ...failed(ERROR_CODES.NOT_FOUND, "No client"), ...empty };
  const templates = await reporting.templates();
  const steps = stepsOf(templates, report, client);
  const configRef = String(changeSet.configId ?? "").trim();
  const form = steps
    .map((entry) => entry.form)
    .find((candidate) => String(candidate._id) === configRef || candidate.key === configRef);
  if (!form)
    return {
      ...failed(ERROR_CODES.BAD_USER_INPUT, "This form is not part of the report", [
        fieldError("changeSet.configId", "Unknown form"),
      ]),
      ...empty,
    };

  const fields = new Map(flattenFields(form.fields).map((entry) => [entry.field.internalName, entry.field]));
  const scale = report.settings.reportingScale || 1;
  const refusals: RefusedInput[] = [];
  const parsed: Array<{
    path: string;
    field: FieldDefinition;
    value: Normalised;
    base: Normalised | null;
    motivation?: string | null;
    raw: unknown;
  }> = [];
  for (const [index, change] of (changeSet.changes ?? []).entries()) {
    const path = String(change.path ?? "").trim();
    const [name = "", sub] = path.split(".");
    const field = fields.get(name);
    const at = `changes.${index}`;
    if (!field || field.type === "fieldset") {
      refusals.push({
        at,
        path,
        refusal: refusal(REFUSAL_CODES.UNKNOWN_FIELD, `no such field in ${form.key}`),
      });
      continue;
    }
    const label = field.name.en;
    if (sub !== undefined) {
      if (
        field.type !== "COVENANT" ||
        sub !== "breachMotivation" ||
        (change.change !== null && typeof change.change !== "string")
      ) {
        refusals.push({ at, path, label, refusal: refusal(REFUSAL_CODES.NOT_EDITABLE, "cannot be changed") });
      } else
        parsed.push({
          path,
          field,
          value: { stored: null },
          base: null,
          motivation: (change.change as string | null) ?? null,
          raw: change.change,
        });
      continue;
    }
    if (
      (typeof field.formula === "string" && field.formula.length > 0) ||
      field.editable === false ||
      (field.adminOnly && !access.profile.isProvider)
    ) {
      refusals.push({
        at,
        path,
        label,
        refusal: refusal(REFUSAL_CODES.NOT_EDITABLE, "is computed or not editable"),
      });
      continue;
    }
    const value = normalise(field, form, scale, change.change);
    if ("problem" in value) {
      refusals.push({ at, path, label, refusal: value });
      continue;
    }
    let base: Normalised | null = null;
    if (change.base !== undefined) {
      const normalisedBase = normalise(field, form, scale, change.base);
      if ("problem" in normalisedBase) {
        refusals.push({ at: `${at}.base`, path, label, refusal: normalisedBase });
        continue;
      }
      base = normalisedBase;
    }
    parsed.push({ path, field, value, base, raw: change.change });
  }
  if (refusals.length > 0) return { ...empty, success: false, ...refusedSave(form.name.en, refusals) };

  const numeric = report.context.numeric;
  const dataId = formDataId(client._id, form.key, numeric);
  // The document as the process keeps it (the wizard's opening read it): the write checks it once it holds
  // the revision and answers the document as it is when it was behind, so a save reads it from the database
  // only when it is not kept or another write held the revision.
  let known = reporting.keptFormData(dataId);
  for (let attempt = 0; attempt < MAX_SAVE_ATTEMPTS; attempt++) {
    await backoff(attempt);
    const existing = known === undefined ? await reporting.storedFormData(dataId) : known;
    known = undefined;
    const values: Record<string, StoredValue> = { ...(existing?.values ?? {}) };
    const set: Record<string, unknown> = {};
    const applied: string[] = [];
    const conflicts: SaveResult["conflicts"] = [];
    for (const change of parsed) {
      if (change.motivation !== undefined) {
        set[`covenantStatus.${change.field.internalName}.breachMotivation`] = change.motivation;
        applied.push(change.path);
        continue;
      }
      const current = values[change.field.internalName] ?? null;
      if (change.base && change.base.stored !== current && change.value.stored !== current) {
        conflicts.push({
          path: change.path,
          yours: change.raw ?? null,
          theirs: displayOf(change.field, form, scale, current),
        });
        continue;
      }
      values[change.field.internalName] = change.value.stored;
      set[`values.${change.field.internalName}`] = change.value.stored;
      if (change.value.reported !== undefined)
        set[`reportedValues.${change.field.internalName}`] = change.value.reported;
      applied.push(change.path);
    }
    const now = isoNow();
    let document: FormDataDoc;
    if (!existing) {
      const reportedValues: Record<string, number | null> = {};
      const covenantStatus: Record<
        string,
        { breached: boolean; alerted: boolean; breachMotivation?: string }
      > = {};
      for (const [key, value] of Object.entries(set)) {
        const [group, name = ""] = key.split(".");
        if (group === "reportedValues") reportedValues[name] = value as number | null;
        if (group === "covenantStatus")
          covenantStatus[name] = { breached: false, alerted: false, breachMotivation: String(value ?? "") };
      }
      document = newFormDataDocument({
        report,
        form,
        values,
        reportedValues,
        covenantStatus,
        lastUpdated: now,
      });
      if (!(await reporting.createFormData(document))) continue; // someone created it first: merge into theirs
    } else {
      const outcome = await reporting.updateFormDataAtRevision(existing, {
        ...set,
        numeric,
        lastUpdated: now,
      });
      if (!outcome.written) {
        known = outcome.current; // a concurrent save holds or took this revision: retry on what it left
        continue;
      }
      document = outcome.written;
    }
    // Once the data is written (and its feed entry recorded), the report's last update, the audit and the
    // history the answer is computed on depend on nothing else: side by side, a save reads its history while
    // the other two are written (the history holds the version just written: the repository keeps it as the
    // write left it).
    const [, , history] = await Promise.all([
      // The report's last update is shown to the minute: a save in the minute of the last one changes nothing
      // anybody reads, so it writes neither the report nor its feed entry (two of a save's commands).
      sameMinute(report.lastUpdated, now) ? undefined : reporting.touchReport(report._id, now),
      services.audits.record({
        user: personRef(access.user),
        action: "wizardSaveChanges",
        description: "Saved report data",
        text: `${form.name.en} of ${report.config.name.en} ${report.context.text} for ${report.client.name}: ${applied.join(", ") || "nothing"}${conflicts.length > 0 ? `; conflicts: ${conflicts.map((conflict) => conflict.path).join(", ")}` : ""}`,
        targets: [report._id, client._id, document._id],
      }),
      reportHistory(reporting, templates, client, report),
    ]);
    const month = monthOf(numeric);
    const merged = history.some((entry) => entry._id === document._id)
      ? history.map((entry) => (entry._id === document._id ? { ...entry, values } : entry))
      : [...history, document];
    const { validations, computed } = withKeptEngine(
      reportEngineView(templates, client, report, merged),
      (engine) => ({
        validations: engine
          .runValidations(form.validations ?? [], month, { form: form.key })
          .map((failure) => ({
            validationType: failure.validationType,
            validationMessage: failure.validationMessage,
            fields: [...failure.fields],
          })),
        computed: computedValues(engine, form, month),
      }),
    );
    return {
      success: true,
      error: null,
      formDataId: document._id,
      revision: document.revision ?? 1,
      applied,
      conflicts,
      values,
      computed,
      validations,
      refused: [],
    };
  }
  return {
    ...failed(ERROR_CODES.CONFLICT, "Too many saves at the same time; nothing was saved, please try again"),
    ...empty,
  };
}
