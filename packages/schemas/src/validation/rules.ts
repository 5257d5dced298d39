// Rules a JSON Schema cannot express: uniqueness, cross-references, date order, role scopes. Each returns
// issues in the same plain, path-pointing form as the schema errors. Formulas are checked by the formula
// engine (`checkFormConfigs`), not here.
import { flattenFields } from "../fields.js";
import type { FinancialPeriod } from "../schemas/client.js";
import type { CovenantConfig, InvestmentCovenant, Waiver } from "../schemas/covenants.js";
import type { FormConfig, ReportConfig } from "../schemas/formConfig.js";
import type { Investment } from "../schemas/investment.js";
import type { Range } from "../schemas/primitives.js";
import type { User } from "../schemas/user.js";
import { formatDateNumber, monthOf, monthsBetween, addDays } from "../values.js";
import { issueAt, type ValidationIssue } from "./issues.js";

type Segments = Array<string | number>;

/** Structural rules of a form config: unique names, fieldsets, formulas, dropdowns, covenant fields, references. */
export function formConfigRules(config: FormConfig): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const entries = flattenFields(config.fields);
  const firstSeen = new Map<string, Segments>();
  for (const { field, segments } of entries) {
    const at = (...rest: Segments) => [...segments, ...rest];
    const earlier = firstSeen.get(field.internalName);
    if (earlier) {
      issues.push(
        issueAt(
          at("internalName"),
          `"${field.internalName}" is already used by another field of this form; internal names must be unique`,
        ),
      );
    } else {
      firstSeen.set(field.internalName, segments);
    }
    const hasFormula = typeof field.formula === "string";
    if (field.type === "fieldset") {
      if (!field.children || field.children.length === 0)
        issues.push(issueAt(at("children"), "a fieldset must have at least one child field"));
      if (hasFormula)
        issues.push(issueAt(at("formula"), "a fieldset only groups fields and cannot have a formula"));
      if (field.kind) issues.push(issueAt(at("kind"), "a fieldset has no value, so it has no kind"));
    }
    if (hasFormula && field.editable === true) {
      issues.push(issueAt(at("editable"), "a field with a formula is computed and cannot be editable"));
    }
    if (field.type === "dropdown") {
      if (!field.dropdownVals || field.dropdownVals.length === 0) {
        issues.push(issueAt(at("dropdownVals"), "a dropdown needs at least one choice in dropdownVals"));
      } else {
        const values = new Set<string>();
        field.dropdownVals.forEach((choice, i) => {
          if (values.has(choice.value))
            issues.push(
              issueAt(at("dropdownVals", i, "value"), `the choice "${choice.value}" appears twice`),
            );
          values.add(choice.value);
        });
      }
    } else if (field.dropdownVals) {
      issues.push(
        issueAt(at("dropdownVals"), `only dropdown fields have choices; this field is of type ${field.type}`),
      );
    }
    if (field.type === "COVENANT") {
      if (!field.fieldType)
        issues.push(
          issueAt(at("fieldType"), "a COVENANT field needs fieldType: percentual, currency or numeric"),
        );
      if (!hasFormula)
        issues.push(issueAt(at("formula"), "a COVENANT field needs the formula of the tested value"));
    } else if (field.fieldType && field.type !== "fieldset") {
      issues.push(issueAt(at("fieldType"), "fieldType is only used by COVENANT fields"));
    }
    const numeric =
      field.type === "numeric" ||
      field.type === "currency" ||
      field.type === "percentual" ||
      field.type === "COVENANT";
    if (field.kind && !numeric)
      issues.push(
        issueAt(at("kind"), `only number fields are stocks or flows; this field is of type ${field.type}`),
      );
    if (hasFormula && !numeric && field.type !== "boolean") {
      issues.push(
        issueAt(
          at("formula"),
          `only number and boolean fields can be computed; this field is of type ${field.type}`,
        ),
      );
    }
    const rules = field.validations;
    if (rules && rules.min !== undefined && rules.max !== undefined && rules.min > rules.max) {
      issues.push(issueAt(at("validations", "min"), `min (${rules.min}) is above max (${rules.max})`));
    }
  }
  (config.validations ?? []).forEach((validation, i) => {
    (validation.dependencies ?? []).forEach((dep, j) => {
      if (!firstSeen.has(dep))
        issues.push(issueAt(["validations", i, "dependencies", j], `"${dep}" is not a field of this form`));
    });
  });
  const validationKeys = new Set<string>();
  (config.validations ?? []).forEach((validation, i) => {
    if (!validation.key) return;
    if (validationKeys.has(validation.key))
      issues.push(issueAt(["validations", i, "key"], `the validation key "${validation.key}" is used twice`));
    validationKeys.add(validation.key);
  });
  (config.chartFields ?? []).forEach((chart, i) => {
    if (!firstSeen.has(chart.field))
      issues.push(issueAt(["chartFields", i, "field"], `"${chart.field}" is not a field of this form`));
  });
  const translationKeys = new Set<string>();
  (config.translations ?? []).forEach((entry, i) => {
    if (translationKeys.has(entry.key))
      issues.push(issueAt(["translations", i, "key"], `the translation key "${entry.key}" is used twice`));
    translationKeys.add(entry.key);
  });
  return issues;
}

/** Rules within a report config: each form appears once. */
export function reportConfigRules(config: ReportConfig): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const keys = new Set<string>();
  config.steps.forEach((step, i) => {
    if (keys.has(step.config.key))
      issues.push(
        issueAt(
          ["steps", i, "config", "key"],
          `the form "${step.config.key}" is already a step of this report`,
        ),
      );
    keys.add(step.config.key);
    for (const t of step.clientTypes ?? []) {
      if (!config.clientTypes.includes(t)) {
        issues.push(
          issueAt(
            ["steps", i, "clientTypes"],
            `client type ${t} does not file this report (report client types: ${config.clientTypes.join(", ")})`,
          ),
        );
      }
    }
  });
  return issues;
}

/**
 * Rules between a report config and the forms it bundles: every step's form exists in that version, and
 * internal names are unique across all the report's forms (so an unqualified reference is never ambiguous).
 */
export function reportFormsRules(report: ReportConfig, forms: readonly FormConfig[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const owner = new Map<string, string>();
  report.steps.forEach((step, i) => {
    const form = forms.find((f) => f.key === step.config.key && f.version === step.config.version);
    if (!form) {
      const other = forms.filter((f) => f.key === step.config.key).map((f) => f.version);
      issues.push(
        issueAt(
          ["steps", i, "config"],
          other.length > 0
            ? `form "${step.config.key}" has no version ${step.config.version} (known: ${other.join(", ")})`
            : `there is no form "${step.config.key}"`,
        ),
      );
      return;
    }
    for (const { field } of flattenFields(form.fields)) {
      const previous = owner.get(field.internalName);
      if (previous && previous !== form.key) {
        issues.push(
          issueAt(
            ["steps", i, "config"],
            `"${field.internalName}" is a field of both ${previous} and ${form.key}; internal names must be unique across a report's forms`,
          ),
        );
      } else {
        owner.set(field.internalName, form.key);
      }
    }
  });
  return issues;
}

/** Financial periods (spec 3 §5), sorted by end: order, contiguity, month counts and ids. */
export function financialPeriodRules(
  periods: readonly FinancialPeriod[],
  base: Segments = [],
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const order = periods.map((p, i) => ({ p, i })).sort((a, b) => a.p.end - b.p.end);
  let previous: FinancialPeriod | undefined;
  for (const { p, i } of order) {
    const at = (field: string) => [...base, i, field];
    if (p.start >= p.end) {
      issues.push(issueAt(at("start"), "Start of period must come before end"));
      issues.push(issueAt(at("end"), "End of period must come after start"));
    } else {
      const months = monthsBetween(monthOf(p.start), monthOf(p.end)) + 1;
      if (months !== p.months)
        issues.push(
          issueAt(
            at("months"),
            `the period ${formatDateNumber(p.start)} – ${formatDateNumber(p.end)} spans ${months} months, not ${p.months}`,
          ),
        );
    }
    if (p.financialYear !== Math.floor(p.end / 10000)) {
      issues.push(
        issueAt(
          at("financialYear"),
          `expected ${Math.floor(p.end / 10000)}, the year in which the period ends`,
        ),
      );
    }
    if (p.financialYearId !== p.financialYear * 100) {
      issues.push(
        issueAt(
          at("financialYearId"),
          `expected ${p.financialYear * 100} (the financial year followed by 00)`,
        ),
      );
    }
    if (previous && p.start !== addDays(previous.end, 1)) {
      issues.push(
        issueAt(
          at("start"),
          `Start of period ${formatDateNumber(p.start)} does not follow on previous end of period ${formatDateNumber(previous.end)}`,
        ),
      );
    }
    previous = p;
  }
  return issues;
}

function rangeRules(range: Range, base: Segments): ValidationIssue[] {
  if (range.min !== null && range.max !== null && range.min > range.max) {
    return [issueAt([...base, "min"], `the minimum (${range.min}) is above the maximum (${range.max})`)];
  }
  return [];
}

/** A central covenant: bounds in order, the alert threshold inside them, an English name. */
export function covenantConfigRules(config: CovenantConfig): ValidationIssue[] {
  const issues = rangeRules(config.range, ["range"]);
  const { min, max } = config.range;
  if (min === null && max === null) issues.push(issueAt(["range"], "give at least one bound (min or max)"));
  if ((min !== null && config.alertThreshold < min) || (max !== null && config.alertThreshold > max)) {
    issues.push(
      issueAt(["alertThreshold"], "the alert threshold must lie within the range, before the breach"),
    );
  }
  return issues;
}

/** A waiver (spec 3 §5): dates in order; what each type needs and must not have. */
export function waiverRules(waiver: Waiver, base: Segments = []): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (waiver.startDate > waiver.endDate)
    issues.push(issueAt([...base, "startDate"], "the start date must not be after the end date"));
  const needsLimits = waiver.waiverType === "REPLACE" || waiver.waiverType === "ALTER";
  if (needsLimits) {
    if (!waiver.range)
      issues.push(issueAt([...base, "range"], `a ${waiver.waiverType} waiver needs a range`));
    else issues.push(...rangeRules(waiver.range, [...base, "range"]));
    if (waiver.alertThreshold === undefined)
      issues.push(
        issueAt([...base, "alertThreshold"], `a ${waiver.waiverType} waiver needs an alert threshold`),
      );
    else if (waiver.alertThreshold < 0)
      issues.push(issueAt([...base, "alertThreshold"], "must not be negative"));
  } else {
    if (waiver.range)
      issues.push(issueAt([...base, "range"], "a DISABLE waiver switches the covenant off and has no range"));
    if (waiver.alertThreshold !== undefined)
      issues.push(issueAt([...base, "alertThreshold"], "a DISABLE waiver has no alert threshold"));
  }
  if (waiver.waiverType === "REPLACE" && !waiver.centralCovenant) {
    issues.push(
      issueAt([...base, "centralCovenant"], "a REPLACE waiver needs the covenant that replaces the original"),
    );
  }
  if (waiver.waiverType !== "REPLACE" && waiver.centralCovenant) {
    issues.push(issueAt([...base, "centralCovenant"], "only a REPLACE waiver names a replacement covenant"));
  }
  return issues;
}

/** A covenant on an investment (spec 3 §5): both bounds and the threshold given, in order. */
export function investmentCovenantRules(
  covenant: InvestmentCovenant,
  base: Segments = [],
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (covenant.range.min === null)
    issues.push(issueAt([...base, "range", "min"], "is required for a covenant on an investment"));
  if (covenant.range.max === null)
    issues.push(issueAt([...base, "range", "max"], "is required for a covenant on an investment"));
  if (covenant.alertThreshold < 0) issues.push(issueAt([...base, "alertThreshold"], "must not be negative"));
  issues.push(...rangeRules(covenant.range, [...base, "range"]));
  covenant.waivers.forEach((w, i) => issues.push(...waiverRules(w, [...base, "waivers", i])));
  return issues;
}

/** An investment: dates in order, each covenant and waiver valid. */
export function investmentRules(investment: Investment): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (investment.firstDisbursementDate > investment.finalMaturityDate) {
    issues.push(
      issueAt(["finalMaturityDate"], "the final maturity must not come before the first disbursement"),
    );
  }
  if (investment.endedAt !== null && investment.endedAt < investment.firstDisbursementDate) {
    issues.push(issueAt(["endedAt"], "an investment cannot end before its first disbursement"));
  }
  investment.covenants.forEach((c, i) => issues.push(...investmentCovenantRules(c, ["covenants", i])));
  return issues;
}

/** A user (spec 3 §5): CLIENT-ADMIN implies CLIENT; client users need clients; RD and IM need regions. */
export function userRules(user: User): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (user.roles.includes("CLIENT-ADMIN") && !user.roles.includes("CLIENT")) {
    issues.push(issueAt(["roles"], "a CLIENT-ADMIN is also a CLIENT: add the CLIENT role"));
  }
  if (
    (user.roles.includes("CLIENT") || user.roles.includes("CLIENT-ADMIN")) &&
    user.clients.ids.length === 0
  ) {
    issues.push(issueAt(["clients", "ids"], "a CLIENT user needs at least one client"));
  }
  if (user.roles.some((r) => r.endsWith("-RD") || r.endsWith("-IM")) && user.clients.regions.length === 0) {
    issues.push(
      issueAt(["clients", "regions"], "Regional Directors and Investment Managers need at least one region"),
    );
  }
  if (user.status === "ACTIVE" && !user.userAccountId) {
    issues.push(issueAt(["userAccountId"], "an ACTIVE user has a login account"));
  }
  return issues;
}
