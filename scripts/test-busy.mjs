// `npm run test:busy`: the README's test command while the machine is busy. A CPU hog keeps every core busy
// (one spinning worker thread per core, in a process of its own) while `npm test` runs, RUNS times in a row
// (TEST_BUSY_RUNS, default 3); it stops at the first failure. The suite's verdicts must not depend on how fast
// the machine is (docs/development.md, "Tests under load"): this is how that is checked. Prints each run's
// verdict, time and the load average the hog kept, and exits non-zero when a run failed.
import { spawn } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "..", "..");
const runs = Number(process.env.TEST_BUSY_RUNS ?? 3);
const cores = availableParallelism();
const log = (/** @type {string} */ line) => console.log(`\n[ledgerline test:busy] ${line}`);

if (!Number.isInteger(runs) || runs < 1) {
  console.error(`TEST_BUSY_RUNS must be a whole number ≥ 1, not ${process.env.TEST_BUSY_RUNS}`);
  process.exit(2);
}

/** A process whose threads spin on every core until it is killed. */
function startHog() {
  const spin = `
    const { Worker } = require("node:worker_threads");
    const spinForever = "for (;;) { Math.sqrt(Math.random()); }";
    for (let i = 0; i < ${cores}; i++) new Worker(spinForever, { eval: true });
  `;
  return spawn(process.execPath, ["-e", spin], { stdio: "ignore" });
}

/** @returns {Promise<number>} the exit code of `npm test` */
function npmTest() {
  return new Promise((done) => {
    // Every stage runs for real: a stage Turbo restored from its cache (the last run's lint, typecheck, build
    // and Vitest suites) would say nothing of a busy machine.
    const env = { ...process.env, TURBO_FORCE: "true" };
    const child = spawn("npm", ["test"], { cwd: root, stdio: "inherit", env });
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const hog = startHog();
const stopHog = () => hog.killed || hog.kill("SIGKILL");
process.on("exit", stopHog);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stopHog();
    process.exit(130);
  });

log(`a CPU hog spins ${cores} threads (pid ${hog.pid}); npm test ${runs} times in a row`);
/** @type {string[]} */
const verdicts = [];
let failed = false;
for (let run = 1; run <= runs && !failed; run++) {
  const started = performance.now();
  const code = await npmTest();
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  verdicts.push(
    `run ${run}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${minutes} min, load average ${load}`,
  );
  log(verdicts.at(-1) ?? "");
  failed = code !== 0;
}
stopHog();
log(`${verdicts.join("; ")}`);
process.exit(failed ? 1 : 0);
