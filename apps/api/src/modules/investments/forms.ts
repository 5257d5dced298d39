// The covenant and waiver forms (spec 3 §5) and the whole-investment check behind every write. The rules are
// those of @ledgerline/schemas, never written again: a covenant's bounds required and in order and its threshold
// not negative (`investmentCovenantRules`); a waiver's type one of the list and its dates in the schema's range
// (the Waiver schema), start not after end and what each type needs (`waiverRules`); the whole investment
// (`validateInvestment`). Read here is what a schema cannot say: a date is a day of the calendar, the fields the
// form requires beyond the document (the threshold the form asks for, the bounds and threshold of REPLACE and
// ALTER, the replacement covenant) and what the input refers to (the replacement covenant, looked up).
import {
  WAIVER_TYPES,
  Waiver,
  configTypeOf,
  investmentCovenantRules,
  isDateNumber,
  validate,
  validateInvestment,
  waiverRules,
} from "@ledgerline/schemas";
import type { ValidationIssue } from "@ledgerline/schemas";
import type { InvestmentCovenantInput, WaiverInput } from "../../generated/graphql";
import { message } from "@ledgerline/schemas/messages";
import { Problems } from "../../platform/errors";
import { text } from "../../platform/input";
import { pointerTokens } from "../../platform/schema-issues";
import type { CovenantConfigDoc, InvestmentCovenantDoc, InvestmentDoc, WaiverDoc } from "./model";
import { covenantRefOf, isArchived } from "./model";

const REQUIRED = message("value-required");
const PLACEHOLDER_ID = "000000000000000000000000";

/** JSON pointer tokens → the input's field name: `/range/min` → `range.min`. */
function fieldName(tokens: readonly string[]): string {
  return tokens.map((token) => (token === "centralCovenant" ? "centralCovenantId" : token)).join(".");
}

function isInt(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value);
}

/** The rule issues of one covenant, as field problems (`range.min`, `waivers.0.endDate`). */
function covenantIssues(covenant: InvestmentCovenantDoc, problems: Problems): void {
  for (const issue of investmentCovenantRules(covenant))
    problems.add(fieldName(pointerTokens(issue.pointer)) || "covenant", issue.message);
}

/**
 * The covenant form (spec 3 §5): range min, max and alert threshold required, then the rules. The bounds are
 * required by the rules (a bound left out reads "is required", once); the threshold, which the document always
 * has, by the form. Without input, the stored covenant is checked as it is (validateCovenant's dry run).
 */
export function checkCovenantForm(
  stored: InvestmentCovenantDoc,
  input: InvestmentCovenantInput | null | undefined,
): { covenant: InvestmentCovenantDoc | null; problems: Problems } {
  const problems = new Problems();
  if (!input) {
    covenantIssues(stored, problems);
    return { covenant: problems.empty ? stored : null, problems };
  }
  const min = input.range?.min;
  const max = input.range?.max;
  const alertThreshold = input.alertThreshold;
  const covenant: InvestmentCovenantDoc = {
    ...stored,
    range: { min: isInt(min) ? min : null, max: isInt(max) ? max : null },
    alertThreshold: isInt(alertThreshold) ? alertThreshold : 0,
  };
  const missing = new Set([...(isInt(min) ? [] : ["range.min"]), ...(isInt(max) ? [] : ["range.max"])]);
  // The covenant's own rules: its waivers are not this form's.
  for (const issue of investmentCovenantRules({ ...covenant, waivers: [] })) {
    const field = fieldName(pointerTokens(issue.pointer)) || "covenant";
    problems.add(field, missing.has(field) ? REQUIRED : issue.message);
  }
  // A threshold left out is stood in for by 0, which breaks no rule, and reported once, here.
  if (!isInt(alertThreshold)) problems.add("alertThreshold", REQUIRED);
  return { covenant: problems.empty ? covenant : null, problems };
}

export interface WaiverFormContext {
  investment: InvestmentDoc;
  covenant: InvestmentCovenantDoc;
  /** The waiver being changed (updateWaiver), whose replacement covenant may stay even if archived since. */
  stored?: WaiverDoc;
  today: number;
  covenantConfig: (id: string) => Promise<CovenantConfigDoc | null>;
}

/**
 * A waiver's type and dates against the Waiver schema (required, one of the types, dates in its range), and
 * each date a day of the calendar, which a schema cannot say. The dates and the type it accepts, else null.
 */
function checkTypeAndDates(
  waiverType: string,
  input: WaiverInput,
  problems: Problems,
): { waiverType: WaiverDoc["waiverType"] | null; startDate: number | null; endDate: number | null } {
  const given = {
    _id: PLACEHOLDER_ID,
    waiverType: waiverType === "" ? undefined : waiverType,
    startDate: input.startDate ?? undefined,
    endDate: input.endDate ?? undefined,
  };
  const checked = validate(Waiver, given);
  const refused = new Set<string>();
  for (const issue of checked.ok ? [] : checked.errors) {
    const field = pointerTokens(issue.pointer)[0] ?? "waiver";
    if (refused.has(field)) continue;
    refused.add(field);
    const wording =
      field === "waiverType"
        ? message("must-be-one-of", { choices: WAIVER_TYPES.join(", ") })
        : message("must-be-date");
    problems.add(field, given[field as keyof typeof given] === undefined ? REQUIRED : wording);
  }
  const dateOf = (field: "startDate" | "endDate"): number | null => {
    const value = given[field];
    if (value === undefined || refused.has(field)) return null;
    if (isDateNumber(value)) return value;
    problems.add(field, message("must-be-date"));
    return null;
  };
  return {
    waiverType: refused.has("waiverType") ? null : (waiverType as WaiverDoc["waiverType"]),
    startDate: dateOf("startDate"),
    endDate: dateOf("endDate"),
  };
}

/**
 * The waiver form (spec 3 §5): type, start and end required; REPLACE needs an active replacement covenant of
 * the client's type other than the covenant itself; REPLACE and ALTER need range min, max and the alert
 * threshold; then the waiver rules. DISABLE clears covenant, range and alert; ALTER clears the replacement:
 * values of a cleared field are ignored, not refused.
 */
export async function checkWaiverForm(
  input: WaiverInput,
  context: WaiverFormContext,
): Promise<{ waiver: Omit<WaiverDoc, "_id"> | null; problems: Problems }> {
  const problems = new Problems();
  const { waiverType, startDate, endDate } = checkTypeAndDates(
    text(input.waiverType).toUpperCase(),
    input,
    problems,
  );

  const needsLimits = waiverType === "REPLACE" || waiverType === "ALTER";
  const min = needsLimits ? input.range?.min : undefined;
  const max = needsLimits ? input.range?.max : undefined;
  const alertThreshold = needsLimits ? input.alertThreshold : undefined;
  if (needsLimits) {
    if (!isInt(min)) problems.add("range.min", REQUIRED);
    if (!isInt(max)) problems.add("range.max", REQUIRED);
    if (!isInt(alertThreshold)) problems.add("alertThreshold", REQUIRED);
  }

  let replacement: CovenantConfigDoc | null = null;
  if (waiverType === "REPLACE") {
    const id = text(input.centralCovenantId);
    if (id === "") problems.add("centralCovenantId", REQUIRED);
    else {
      const config = await context.covenantConfig(id);
      const kept = context.stored?.centralCovenant?._id === id;
      if (!config) problems.add("centralCovenantId", message("covenant-not-of-catalogue"));
      else if (config.clientType !== configTypeOf(context.investment.clientType))
        problems.add(
          "centralCovenantId",
          message("covenant-not-for-client-type", { clientType: context.investment.clientType }),
        );
      else if (id === context.covenant.centralCovenantId._id)
        problems.add("centralCovenantId", message("covenant-must-differ"));
      else if (isArchived(config, context.today) && !kept)
        problems.add(
          "centralCovenantId",
          message("covenant-archived-not-choosable", { date: String(config.archived) }),
        );
      else replacement = config;
    }
  }

  const waiver: Omit<WaiverDoc, "_id"> | null = waiverType
    ? {
        waiverType,
        startDate: startDate ?? 0,
        endDate: endDate ?? 0,
        ...(waiverType === "REPLACE" && replacement ? { centralCovenant: covenantRefOf(replacement) } : {}),
        ...(needsLimits
          ? {
              range: { min: isInt(min) ? min : null, max: isInt(max) ? max : null },
              alertThreshold: isInt(alertThreshold) ? alertThreshold : 0,
            }
          : {}),
      }
    : null;
  if (waiver) {
    // The rules on what was given; a missing or refused value was reported above and is stood in for.
    const probe: WaiverDoc = {
      _id: PLACEHOLDER_ID,
      ...waiver,
      startDate: startDate ?? endDate ?? 20000101,
      endDate: endDate ?? startDate ?? 20000101,
      ...(waiverType === "REPLACE" && !replacement
        ? { centralCovenant: context.covenant.centralCovenantId }
        : {}),
      ...(needsLimits
        ? {
            range: {
              min: isInt(min) ? min : isInt(max) ? max : 0,
              max: isInt(max) ? max : isInt(min) ? min : 0,
            },
            alertThreshold: isInt(alertThreshold) ? alertThreshold : 0,
          }
        : {}),
    };
    for (const issue of waiverRules(probe))
      problems.add(fieldName(pointerTokens(issue.pointer)) || "waiver", issue.message);
  }
  return { waiver: problems.empty ? waiver : null, problems };
}

/** An issue's pointer with covenant and waiver indexes replaced by their ids, so it survives reordering. */
function identityPointer(investment: InvestmentDoc, pointer: string): string {
  const tokens = pointerTokens(pointer);
  if (tokens[0] !== "covenants" || tokens[1] === undefined) return pointer;
  const covenant = investment.covenants[Number(tokens[1])];
  if (!covenant) return pointer;
  tokens[1] = covenant._id;
  if (tokens[2] === "waivers" && tokens[3] !== undefined) {
    const waiver = covenant.waivers[Number(tokens[3])];
    if (waiver) tokens[3] = waiver._id;
  }
  return `/${tokens.join("/")}`;
}

function issuesOf(investment: InvestmentDoc): Array<ValidationIssue & { identity: string }> {
  const result = validateInvestment(investment);
  if (result.ok) return [];
  return result.errors.map((issue) => ({
    ...issue,
    identity: `${identityPointer(investment, issue.pointer)}\u0000${issue.message}`,
  }));
}

/**
 * The whole changed investment against the schema and the rules of @ledgerline/schemas: the issues the change
 * brings in (those the stored investment had already are not the change's doing and do not block it).
 * `exempt` lets a write through with issues it means to leave (a covenant just added without its bounds).
 */
export function issuesIntroduced(
  before: InvestmentDoc,
  after: InvestmentDoc,
  exempt: (identityPointer: string) => boolean = () => false,
): ValidationIssue[] {
  const known = new Set(issuesOf(before).map((issue) => issue.identity));
  return issuesOf(after).filter(
    (issue) => !known.has(issue.identity) && !exempt(issue.identity.split("\u0000")[0]!),
  );
}

export function problemsOf(issues: readonly ValidationIssue[]): Problems {
  const problems = new Problems();
  for (const issue of issues) problems.add(issue.path, issue.message);
  return problems;
}
