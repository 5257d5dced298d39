// Measures demo generation: wall and CPU time, JSON size and document counts. Usage (in packages/schemas):
//   npx tsx scripts/measure-demo.ts [clients=500] [runs=3]
// Prints the median of the runs; the machine's load average is printed too, as the figures depend on it.
import { loadavg } from "node:os";
import { generateDemo, type DemoData } from "../src/index.js";

const clients = Number(process.argv[2] ?? 500);
const runs = Math.max(1, Number(process.argv[3] ?? 3));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const wall: number[] = [];
const cpu: number[] = [];
let data: DemoData | undefined;
for (let i = 0; i < runs; i++) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  data = generateDemo({ clients });
  wall.push(performance.now() - t0);
  const used = process.cpuUsage(cpu0);
  cpu.push((used.user + used.system) / 1000);
}
if (!data) throw new Error("no run");
const t0 = performance.now();
const json = JSON.stringify(data);
const stringifyMs = performance.now() - t0;
const bytes = Buffer.byteLength(json, "utf8");

console.log(
  `generateDemo({ clients: ${clients} }), ${runs} run(s), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
console.log(
  `  generation: median ${median(wall).toFixed(0)} ms wall, ${median(cpu).toFixed(0)} ms CPU (runs: ${wall.map((w) => w.toFixed(0)).join(", ")} ms)`,
);
console.log(
  `  JSON: ${(bytes / 1e6).toFixed(1)} MB (${bytes} bytes), JSON.stringify ${stringifyMs.toFixed(0)} ms`,
);
console.log(`  heap used after: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
const counts = Object.entries(data)
  .filter(([, value]) => Array.isArray(value))
  .map(([key, value]) => `${key} ${(value as unknown[]).length}`);
console.log(`  documents: ${counts.join(", ")}`);
