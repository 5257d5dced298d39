// How every export reads its list arguments and words a refusal (spec 2 §8: the form shows one message).
import { textOf } from "@ledgerline/schemas/messages";
import type { ErrorInfo, Text } from "../../../platform/errors";
import { Problems } from "../../../platform/errors";
import { text } from "../../../platform/input";
import { ExportRefusal } from "./definition";

/** A list argument as distinct trimmed texts, empty ones left out; an absent list is empty (no filter). */
export function distinctTexts(values: readonly string[] | null | undefined): string[] {
  return [...new Set((values ?? []).map(text).filter((value) => value !== ""))];
}

/** The refusal of these problems, its message the first problem's. */
export function firstProblemError(problems: Problems): ErrorInfo {
  return problems.toError(textOf(problems.list[0]!)).error;
}

/** A refusal of one field, found while collecting (e.g. a choice that selects no client). */
export function refusalOf(field: string, problem: Text): ExportRefusal {
  const problems = new Problems();
  problems.add(field, problem);
  return new ExportRefusal(problems.toError(problem).error);
}
