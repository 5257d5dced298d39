import { describe, expect, it } from "vitest";
import { DependencyGraph } from "./DependencyGraph";
import { topSort } from "./topSort";

const lag = { lo: 0, hi: 0 };
function graphOf(size: number, edges: [number, number][]): DependencyGraph {
  const graph = new DependencyGraph(size);
  for (const [dependent, dependency] of edges) graph.addEdge(dependent, dependency, lag);
  return graph;
}

describe("topSort", () => {
  it("puts every field after the fields it reads", () => {
    const edges: [number, number][] = [
      [0, 3],
      [3, 4],
      [1, 0],
      [2, 1],
      [2, 4],
    ];
    const { sorted, cycles } = topSort(graphOf(5, edges));
    expect(cycles).toEqual([]);
    expect([...sorted].sort()).toEqual([0, 1, 2, 3, 4]);
    for (const [dependent, dependency] of edges)
      expect(sorted.indexOf(dependency)).toBeLessThan(sorted.indexOf(dependent));
  });

  it("reports each cycle as a closed path from its first field", () => {
    const { cycles, sorted } = topSort(
      graphOf(6, [
        [0, 1],
        [1, 2],
        [2, 0],
        [3, 3],
        [4, 0],
      ]),
    );
    expect(cycles).toEqual([
      [0, 1, 2, 0],
      [3, 3],
    ]);
    expect(sorted).toHaveLength(6);
    expect(sorted.indexOf(0)).toBeLessThan(sorted.indexOf(4));
  });

  it("handles long chains without recursion limits", () => {
    const n = 50_000;
    const edges: [number, number][] = Array.from({ length: n - 1 }, (_, i) => [i + 1, i]);
    const { sorted } = topSort(graphOf(n, edges));
    expect(sorted[0]).toBe(0);
    expect(sorted[n - 1]).toBe(n - 1);
  });

  it("finds the downstream of a field", () => {
    const graph = graphOf(4, [
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
    expect([...graph.downstream([1])].sort()).toEqual([2, 3]);
    expect([...graph.downstream([0, 2])].sort()).toEqual([1, 2, 3]);
  });
});
