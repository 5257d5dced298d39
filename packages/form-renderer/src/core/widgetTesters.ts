// Which widget renders a row: small predicates ranked like jsonforms testers; the highest rank wins.
import type { RenderField, ValueType } from "./fieldModel";

/** A tester returns a rank (higher wins) or -1 when it does not apply. */
export type WidgetTester = (row: RenderField) => number;

export const NOT_APPLICABLE = -1;

/** Matches rows of the given value types. */
export const valueTypeIs =
  (...types: ValueType[]): WidgetTester =>
  (row) =>
    types.includes(row.valueType) ? 1 : NOT_APPLICABLE;

/** Matches computed rows. */
export const isComputed: WidgetTester = (row) => (row.computed ? 1 : NOT_APPLICABLE);

/** Matches covenant rows. */
export const isCovenant: WidgetTester = (row) => (row.covenant ? 1 : NOT_APPLICABLE);

/** Gives a matching tester a rank. */
export const rankWith =
  (rank: number, tester: WidgetTester): WidgetTester =>
  (row) =>
    tester(row) === NOT_APPLICABLE ? NOT_APPLICABLE : rank;

/** Widget names (keys of the RJSF widget registry) with their testers. */
export const WIDGET_TESTERS: ReadonlyArray<{ widget: string; tester: WidgetTester }> = [
  { widget: "LedgerlineNumber", tester: rankWith(1, valueTypeIs("numeric", "currency", "percentual")) },
  { widget: "LedgerlineDate", tester: rankWith(1, valueTypeIs("date")) },
  { widget: "LedgerlineDropdown", tester: rankWith(1, valueTypeIs("dropdown")) },
  { widget: "LedgerlineMonth", tester: rankWith(2, valueTypeIs("month")) },
  { widget: "LedgerlineText", tester: rankWith(1, valueTypeIs("text")) },
  { widget: "LedgerlineTextarea", tester: rankWith(1, valueTypeIs("textarea")) },
  { widget: "LedgerlineBoolean", tester: rankWith(1, valueTypeIs("boolean")) },
  { widget: "LedgerlineComputed", tester: rankWith(5, isComputed) },
  { widget: "LedgerlineCovenant", tester: rankWith(10, isCovenant) },
];

/** The widget name for a row: the highest-ranked tester (text when none applies). */
export function chooseWidget(row: RenderField, testers = WIDGET_TESTERS): string {
  let best = { widget: "LedgerlineText", rank: NOT_APPLICABLE };
  for (const { widget, tester } of testers) {
    const rank = tester(row);
    if (rank > best.rank) best = { widget, rank };
  }
  return best.widget;
}
