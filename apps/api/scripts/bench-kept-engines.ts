// The kept engine states' benchmark (`npm run bench:engines -w @ledgerline/api`): what a client's kept state
// costs in memory and what it saves in time, without a database or a server. For BENCH_ENGINE_CLIENTS clients
// (100) of the demo portfolio, each client's newest monthly report is evaluated as the wizard does (every
// computed value of every form at the report's month, the month before, a year before), three ways in the
// same run: from nothing (a fresh state, as every request did before states were kept), from the kept state
// (a request after another), and after one input changed (a save). Prints the time of each and their ratios,
// and the heap the kept states hold per client. Not a test: it prints figures.
import { addMonths, generateDemo, monthOf } from "@ledgerline/schemas";
import type { FormConfig } from "@ledgerline/schemas";
import type { FormulaEngine } from "@ledgerline/formula-engine";
import type { ClientDoc } from "../src/model/clients";
import {
  computedValues,
  formsForClient,
  formulaFields,
  historyStart,
  withEngine,
} from "../src/modules/reports/engine";
import {
  forgetKeptEngines,
  KEPT_ENGINE_STATES,
  keptEngineStates,
  withKeptEngine,
} from "../src/modules/reports/kept-engines";
import type { FormDataDoc } from "../src/modules/reports/model";
import { buildTemplates } from "../src/modules/reports/repository";

const CLIENTS = Number(process.env.BENCH_ENGINE_CLIENTS ?? 100);
const log = (line: string) => console.log(line);

function heapAfterCollection(): number {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error("run with node --expose-gc (npm run bench:engines does)");
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

interface Window {
  client: ClientDoc;
  forms: FormConfig[];
  from: number;
  to: number;
  documents: FormDataDoc[];
  months: string[];
}

const data = generateDemo({ clients: CLIENTS });
const templates = buildTemplates(
  data.formConfigs as unknown as Parameters<typeof buildTemplates>[0],
  data.reportConfigs as unknown as Parameters<typeof buildTemplates>[1],
);
const byClient = new Map<string, FormDataDoc[]>();
for (const document of data.formData as unknown as FormDataDoc[])
  byClient.set(document.clientId, [...(byClient.get(document.clientId) ?? []), document]);

const windows: Window[] = (data.clients as unknown as ClientDoc[]).flatMap((client) => {
  const documents = byClient.get(client._id) ?? [];
  if (documents.length === 0) return [];
  const to = Math.max(...documents.map((document) => document.context.numeric));
  const from = historyStart(to);
  const month = monthOf(to);
  return [
    {
      client,
      forms: formsForClient(templates, client) as FormConfig[],
      from,
      to,
      documents: documents.filter(
        (document) => document.context.numeric >= from && document.context.numeric <= to,
      ),
      months: [month, addMonths(month, -1), addMonths(month, -12)],
    },
  ];
});

function wizardValues(window: Window) {
  return (engine: FormulaEngine) =>
    window.months.flatMap((month) => window.forms.map((form) => computedValues(engine, form, month)));
}

/** One input of the window's newest document changed, as a save leaves the documents a request reads. */
function afterSave(window: Window, value: number): FormDataDoc[] {
  const newest = window.documents.find(
    (document) =>
      document.context.numeric === window.to && formulaFields(formOf(window, document)).length > 0,
  );
  if (!newest) return window.documents;
  const form = formOf(window, newest);
  const computed = new Set(formulaFields(form).map((field) => field.internalName));
  const name = Object.keys(newest.values).find(
    (candidate) => !computed.has(candidate) && typeof newest.values[candidate] === "number",
  );
  if (!name) return window.documents;
  return window.documents.map((document) =>
    document === newest ? { ...document, values: { ...document.values, [name]: value } } : document,
  );
}

function formOf(window: Window, document: FormDataDoc): FormConfig {
  return window.forms.find((form) => form.key === document.configKey) ?? window.forms[0]!;
}

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const view = (window: Window, documents: readonly FormDataDoc[]) => ({
  forms: window.forms,
  client: window.client,
  from: window.from,
  to: window.to,
  documents,
});

log(
  `Kept engine states: ${windows.length} clients, each one monthly report's window (${Math.round(
    windows.reduce((sum, window) => sum + window.documents.length, 0) / windows.length,
  )} documents on average), evaluated as the wizard does at 3 months`,
);
// Compiling is shared by every state: done once here, outside the figures.
for (const window of windows.slice(0, 5)) withEngine(window.forms, window.client, [], () => undefined);
forgetKeptEngines();
const heapBefore = heapAfterCollection();

const fresh = timed(() => {
  for (const window of windows)
    withEngine(window.forms, window.client, window.documents, wizardValues(window));
});
const firstKept = timed(() => {
  for (const window of windows) withKeptEngine(view(window, window.documents), wizardValues(window));
});
const heapKept = heapAfterCollection();
const again = timed(() => {
  for (const window of windows) withKeptEngine(view(window, window.documents), wizardValues(window));
});
const saved = windows.map((window, index) => afterSave(window, 1_000_000 + index));
const afterOneChange = timed(() => {
  windows.forEach((window, index) => withKeptEngine(view(window, saved[index]!), wizardValues(window)));
});
const perClient = (ms: number) => `${(ms / windows.length).toFixed(2)} ms`;
log(`  from nothing (fresh state):         ${perClient(fresh)} a client`);
log(`  kept, first use (state built):      ${perClient(firstKept)} a client`);
log(
  `  kept, again (nothing changed):      ${perClient(again)} a client  (×${(fresh / again).toFixed(0)} faster than from nothing)`,
);
log(
  `  kept, after a save of one input:    ${perClient(afterOneChange)} a client  (×${(fresh / afterOneChange).toFixed(0)} faster than from nothing)`,
);
log(
  `  memory: ${keptEngineStates()} states hold ${((heapKept - heapBefore) / 1024 / 1024).toFixed(1)} MiB of heap, ${((heapKept - heapBefore) / 1024 / windows.length).toFixed(0)} KiB a client window (at most ${KEPT_ENGINE_STATES} kept: ${((((heapKept - heapBefore) / windows.length) * KEPT_ENGINE_STATES) / 1024 / 1024).toFixed(0)} MiB)`,
);
