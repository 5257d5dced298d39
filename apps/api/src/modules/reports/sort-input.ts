// A list query's `sort` argument, checked against the fields that list can be sorted by. Shared by the
// report, investment and covenant lists. The allowed names are looked up as own keys only: a plain object
// lookup would find "constructor" or "__proto__" on Object.prototype and hand a function to the database
// query. An unknown field or direction is refused, so a typo cannot quietly give the default order.
import type { SortInput } from "../../generated/graphql";
import { ERROR_CODES, GraphQLFailure } from "../../platform/errors";
import { text } from "../../platform/input";

export interface SortEntry<Path extends string> {
  path: Path;
  direction: 1 | -1;
}

const DIRECTIONS: ReadonlyMap<string, 1 | -1> = new Map([
  ["", 1],
  ["asc", 1],
  ["ascend", 1],
  ["ascending", 1],
  ["1", 1],
  ["desc", -1],
  ["descend", -1],
  ["descending", -1],
  ["-1", -1],
]);

const DIRECTION_NAMES = "asc, ascend, ascending, 1, desc, descend, descending or -1";

/**
 * The sort entries of `sort`, each field mapped to the stored path it names in `fields`; `fallback` when
 * the list is empty. `argument` names the query's argument in error messages (`sort`, `sorting`).
 */
export function sortEntries<Path extends string>(
  sort: readonly SortInput[] | null | undefined,
  fields: Readonly<Record<string, Path>>,
  fallback: ReadonlyArray<SortEntry<Path>>,
  argument = "sort",
): Array<SortEntry<Path>> {
  const entries = (sort ?? []).map((entry) => {
    const field = text(entry.field);
    if (!Object.hasOwn(fields, field))
      throw new GraphQLFailure(
        `${argument}: cannot sort by "${field}"; sort by one of ${Object.keys(fields).join(", ")}`,
        ERROR_CODES.BAD_USER_INPUT,
        { field: argument },
      );
    const direction = DIRECTIONS.get(text(entry.direction).toLowerCase());
    if (direction === undefined)
      throw new GraphQLFailure(
        `${argument}: "${text(entry.direction)}" is not a sort direction; use ${DIRECTION_NAMES}`,
        ERROR_CODES.BAD_USER_INPUT,
        { field: argument },
      );
    return { path: fields[field]!, direction };
  });
  return entries.length > 0 ? entries : [...fallback];
}
