// Sorting documents in memory the way MongoDB sorts them by dotted paths (one key after another, missing
// values first): the lists kept in the process (kept-collection.ts) page with it.
function step(value: unknown, part: string): unknown {
  return value === null || value === undefined ? undefined : (value as Record<string, unknown>)[part];
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  return (a as number | string) < (b as number | string) ? -1 : 1;
}

/**
 * The order of `sort` as a comparison of two documents (reading their keys on every call): for placing one
 * document into a list already in that order.
 */
export function compareByPaths<T>(
  sort: ReadonlyArray<{ path: string; direction: 1 | -1 }>,
): (a: T, b: T) => number {
  const paths = sort.map((entry) => entry.path.split("."));
  return (a, b) => {
    for (let i = 0; i < paths.length; i++) {
      const order =
        compare(paths[i]!.reduce<unknown>(step, a), paths[i]!.reduce<unknown>(step, b)) * sort[i]!.direction;
      if (order !== 0) return order;
    }
    return 0;
  };
}

/** The documents in the order of `sort`, by dotted paths (a new array); missing values sort first. */
export function sortByPaths<T>(
  documents: readonly T[],
  sort: ReadonlyArray<{ path: string; direction: 1 | -1 }>,
): T[] {
  // Each document's sort keys are read once, not once per comparison: lists of all clients hold tens of
  // thousands of reports.
  const paths = sort.map((entry) => entry.path.split("."));
  const keyed = documents.map((document) => ({
    document,
    keys: paths.map((path) => path.reduce<unknown>(step, document)),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < sort.length; i++) {
      const order = compare(a.keys[i], b.keys[i]) * sort[i]!.direction;
      if (order !== 0) return order;
    }
    return 0;
  });
  return keyed.map((entry) => entry.document);
}
