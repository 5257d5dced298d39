import { flattenFields, generateDemo, monthOf } from "@ledgerline/schemas";
import type { FormConfig } from "@ledgerline/schemas";
import { beforeEach, describe, expect, it } from "vitest";
import type { ClientDoc } from "../../model/clients";
import { computedValues, formulaFields, historyStart, withEngine } from "./engine";
import { forgetKeptEngines, withKeptEngine } from "./kept-engines";
import type { FormDataDoc } from "./model";

const demo = generateDemo({ clients: 2, months: 30 });
const client = demo.clients.find((candidate) => candidate.clientType !== "AGRO")! as unknown as ClientDoc;
const forms = demo.formConfigs.filter((form) => form.clientTypes.includes(client.clientType)) as FormConfig[];
const ofClient = demo.formData.filter((document) => document.clientId === client._id) as FormDataDoc[];
const to = Math.max(...ofClient.map((document) => document.context.numeric));
const from = historyStart(to);
const inWindow = ofClient.filter(
  (document) => document.context.numeric >= from && document.context.numeric <= to,
);
const month = monthOf(to);

/** Every computed value of every form at the month, as stored. */
function everything(engine: Parameters<Parameters<typeof withEngine>[3]>[0]) {
  return Object.fromEntries(forms.map((form) => [form.key, computedValues(engine, form, month)]));
}

const kept = (documents: readonly FormDataDoc[]) =>
  withKeptEngine({ forms, client, from, to, documents }, everything);
const fresh = (documents: readonly FormDataDoc[]) => withEngine(forms, client, documents, everything);

/** A copy of the documents, as a request reads them, with one input of one document changed. */
function edited(
  documents: readonly FormDataDoc[],
  index: number,
  name: string,
  value: number | null,
): FormDataDoc[] {
  return documents.map((document, at) =>
    at === index ? { ...document, values: { ...document.values, [name]: value } } : structuredClone(document),
  );
}

const inputNames = (configKey: string) => {
  const form = forms.find((candidate) => candidate.key === configKey)!;
  const computed = new Set(formulaFields(form).map((field) => field.internalName));
  return flattenFields(form.fields)
    .map((entry) => entry.field)
    .filter((field) => field.type === "currency" && !computed.has(field.internalName))
    .map((field) => field.internalName);
};

beforeEach(() => forgetKeptEngines());

describe("kept engine states", () => {
  it("answer what an engine computing from nothing answers, and again from the kept values", () => {
    expect(inWindow.length).toBeGreaterThan(20);
    const expected = fresh(inWindow);
    expect(Object.values(expected.balanceSheet ?? {}).some((value) => value !== null)).toBe(true);
    expect(kept(inWindow)).toEqual(expected);
    expect(kept(structuredClone(inWindow))).toEqual(expected);
  });

  it("take in every changed input of a request's documents, whoever wrote it", () => {
    kept(inWindow);
    let documents: FormDataDoc[] = inWindow;
    // Edits at the report's month and at months its formulas look back to (the year before, the month before).
    const targets = [to, historyStart(to, 1), historyStart(to, 12)].map((numeric) =>
      documents.findIndex(
        (document) => document.context.numeric === numeric && document.configKey === "balanceSheet",
      ),
    );
    expect(targets.every((index) => index >= 0)).toBe(true);
    const names = inputNames("balanceSheet");
    for (const [step, index] of [...targets, ...targets].entries()) {
      const name = names[step % names.length]!;
      documents = edited(documents, index, name, step % 3 === 2 ? null : 1_000_000 * (step + 1));
      expect(kept(documents)).toEqual(fresh(documents));
    }
  });

  it("are built again when a document comes or goes", () => {
    kept(inWindow);
    const fewer = inWindow.filter((document) => document.context.numeric !== to);
    expect(kept(fewer)).toEqual(fresh(fewer));
    expect(kept(inWindow)).toEqual(fresh(inWindow));
  });

  it("keep each reader's states apart: documents holding only some values are not taken for changes", () => {
    const names = inputNames("balanceSheet").slice(0, 3);
    const projected = inWindow.map((document) => ({
      ...document,
      values: Object.fromEntries(Object.entries(document.values).filter(([name]) => names.includes(name))),
    }));
    const ofMonitor = () =>
      withKeptEngine(
        { forms, client, from, to, documents: projected, keptFor: "covenant-monitor" },
        everything,
      );
    expect(kept(inWindow)).toEqual(fresh(inWindow));
    expect(ofMonitor()).toEqual(fresh(projected));
    expect(kept(inWindow)).toEqual(fresh(inWindow));
    expect(ofMonitor()).toEqual(fresh(projected));
  });

  it("keep each client window apart", () => {
    const other = inWindow.map((document) => ({
      ...document,
      values: Object.fromEntries(
        Object.entries(document.values).map(([name, value]) => [
          name,
          typeof value === "number" ? value * 2 : value,
        ]),
      ),
    }));
    const otherClient = { ...client, _id: "another-client" };
    const ofOther = () =>
      withKeptEngine({ forms, client: otherClient, from, to, documents: other }, everything);
    expect(ofOther()).toEqual(fresh(other));
    expect(kept(inWindow)).toEqual(fresh(inWindow));
    expect(ofOther()).toEqual(fresh(other));
  });
});
