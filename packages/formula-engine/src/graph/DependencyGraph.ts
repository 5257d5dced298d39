// Which field reads which: a directed graph over field indices, each edge carrying the lags (months back) at
// which the dependent reads its dependency. Kept apart from evaluation; TopSort orders it and finds cycles.
import type { LagRange } from "../compiler/types";

export interface Edge {
  readonly field: number;
  readonly lag: LagRange;
}

export class DependencyGraph {
  private readonly dependencyLists: Edge[][];
  private readonly dependentLists: Edge[][];

  constructor(readonly size: number) {
    this.dependencyLists = Array.from({ length: size }, () => []);
    this.dependentLists = Array.from({ length: size }, () => []);
  }

  /** `dependent` reads `dependency` at the given lags. */
  addEdge(dependent: number, dependency: number, lag: LagRange): void {
    this.dependencyLists[dependent]!.push({ field: dependency, lag });
    this.dependentLists[dependency]!.push({ field: dependent, lag });
  }

  /** The fields that `field`'s formula reads. */
  dependencies(field: number): readonly Edge[] {
    return this.dependencyLists[field] ?? [];
  }

  /** The fields whose formulas read `field`. */
  dependents(field: number): readonly Edge[] {
    return this.dependentLists[field] ?? [];
  }

  /** Every field that depends on one of `fields`, directly or not (a field of `fields` only if in a cycle). */
  downstream(fields: Iterable<number>): Set<number> {
    const seen = new Set<number>();
    const stack = [...fields];
    while (stack.length > 0) {
      const current = stack.pop()!;
      for (const edge of this.dependentLists[current]!) {
        if (!seen.has(edge.field)) {
          seen.add(edge.field);
          stack.push(edge.field);
        }
      }
    }
    return seen;
  }
}
