// Orders the graph so that every field comes after the fields it reads (Tarjan's strongly connected components,
// iterative), and reports each cycle as a path that returns to its start.
import type { DependencyGraph } from "./DependencyGraph";

export interface TopSortResult {
  /** Every field, dependencies before dependents (fields of a cycle are adjacent, in no particular order). */
  readonly sorted: readonly number[];
  /** Each cycle as a path of field indices, its first field repeated at the end: [a, b, a]. */
  readonly cycles: readonly (readonly number[])[];
}

export function topSort(graph: DependencyGraph): TopSortResult {
  const n = graph.size;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const sorted: number[] = [];
  const components: number[][] = [];
  let counter = 0;

  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    // Each frame: the node and how many of its dependencies have been visited.
    const frames: Array<[number, number]> = [[root, 0]];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const [node, next] = frame;
      const edges = graph.dependencies(node);
      if (next < edges.length) {
        frame[1] = next + 1;
        const target = edges[next]!.field;
        if (index[target] === -1) {
          index[target] = low[target] = counter++;
          stack.push(target);
          onStack[target] = 1;
          frames.push([target, 0]);
        } else if (onStack[target]) {
          low[node] = Math.min(low[node]!, index[target]!);
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]]!, low[node]!);
      if (low[node] === index[node]) {
        const component: number[] = [];
        let member: number;
        do {
          member = stack.pop()!;
          onStack[member] = 0;
          component.push(member);
        } while (member !== node);
        component.sort((a, b) => a - b);
        sorted.push(...component);
        const selfLoop = component.length === 1 && graph.dependencies(node).some((e) => e.field === node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }

  return { sorted, cycles: components.map((component) => cyclePath(graph, component)) };
}

/** The shortest path from the component's first field back to itself, following dependencies. */
function cyclePath(graph: DependencyGraph, component: readonly number[]): number[] {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<number, number>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const edge of graph.dependencies(node)) {
      if (!members.has(edge.field)) continue;
      if (edge.field === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)!) path.push(at);
        path.push(start);
        return [path[0]!, ...path.slice(1, -1).reverse(), start];
      }
      if (!previous.has(edge.field)) {
        previous.set(edge.field, node);
        queue.push(edge.field);
      }
    }
  }
  return [start, start];
}
