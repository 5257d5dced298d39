// "Did you mean …?": the known name closest to an unknown one (edit distance, case differences cost little).

/**
 * The edit distance of `a` and `b`, or `limit` or more when it is at least `limit`: the search below only needs
 * to know whether a candidate beats the best so far, and stopping there keeps a template's compilation (with
 * a few unknown references among thousands of names) from spending most of its time here.
 */
function distance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  const previous = new Array<number>(b.length + 1);
  const current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= b.length; j++) {
      const ca = a.charCodeAt(i - 1);
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0.25 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (current[j]! < rowBest) rowBest = current[j]!;
    }
    // Every later row is at least this row's smallest entry.
    if (rowBest >= limit) return limit;
    for (let j = 0; j <= b.length; j++) previous[j] = current[j]!;
  }
  return previous[b.length]!;
}

/** The candidate closest to `name` (ties: the first in the list); undefined when there are no candidates. */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const d = distance(name, candidate, bestDistance);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
