// One benchmark page, three renderings of the same generated form (?mode=renderer|rjsf|static), plus a page
// with a single input (?mode=floor) as the reference of what any keystroke costs. The page
// measures its first render (from the start of rendering to a double requestAnimationFrame) and, for each
// keystroke, the time from the key event to a double requestAnimationFrame after it (React has committed by
// then: an input event's update is flushed synchronously).
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import Form from "@rjsf/core";
import validator from "@rjsf/validator-ajv8";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { formatNumber } from "@ledgerline/schemas";
import { FormRenderer } from "../../src/index";
import { generateForm } from "./generatedForm";

declare global {
  interface Window {
    __commits: number;
    __firstRender: number;
    __ready: boolean;
    __samples: { ms: number; commits: number }[];
    __mode: string;
  }
}

const params = new URLSearchParams(location.search);
const mode = params.get("mode") ?? "renderer";
const generated = generateForm(params.has("sections") ? Number(params.get("sections")) : undefined);
const root = document.getElementById("root")!;
const money = (hundredths: number | null | undefined) =>
  typeof hundredths === "number" ? formatNumber(hundredths / 100) : "-n.a.-";

window.__samples = [];
window.__mode = mode;

// Keystroke timing: key event → double rAF.
document.addEventListener(
  "keydown",
  (event) => {
    const start = event.timeStamp;
    const commitsBefore = window.__commits;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.__samples.push({ ms: performance.now() - start, commits: window.__commits - commitsBefore });
      }),
    );
  },
  true,
);

/** Plain @rjsf/core with the default theme: one object per fieldset, the comparisons as help text. */
function plainRjsf(): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  for (const section of generated.form.fields) {
    if (!section.children) {
      properties[section.internalName] = { type: "number", title: section.name.en, readOnly: true };
      continue;
    }
    const inner: Record<string, RJSFSchema> = {};
    const innerUi: UiSchema = {};
    for (const field of section.children) {
      inner[field.internalName] = {
        type: "number",
        title: field.name.en,
        minimum: 0,
        ...(field.formula ? { readOnly: true } : {}),
      };
      const c = generated.comparisons;
      innerUi[field.internalName] = {
        "ui:help": `1FY ${money(c["1FY"][field.internalName] as number)} · 1M ${money(c["1M"][field.internalName] as number)} · 1Y ${money(c["1Y"][field.internalName] as number)}`,
      };
    }
    properties[section.internalName] = { type: "object", title: section.name.en, properties: inner };
    uiSchema[section.internalName] = innerUi;
  }
  return { schema: { type: "object", title: generated.form.name.en, properties }, uiSchema };
}

function plainData(): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const section of generated.form.fields) {
    if (!section.children) continue;
    const inner: Record<string, number> = {};
    for (const field of section.children)
      if (!field.formula) inner[field.internalName] = (generated.values[field.internalName] as number) / 100;
    data[section.internalName] = inner;
  }
  return data;
}

/** Static HTML: the same rows as inputs and text, built with the DOM, no framework, no behaviour. */
function renderStatic(): void {
  const table = document.createElement("table");
  const head = table.createTHead().insertRow();
  for (const title of ["Field", "Value", "1FY", "1M", "1Y"])
    head.appendChild(document.createElement("th")).textContent = title;
  const body = table.createTBody();
  const addRow = (label: string, name: string | null, depth: number) => {
    const tr = body.insertRow();
    const th = tr.appendChild(document.createElement("th"));
    th.textContent = label;
    th.style.paddingLeft = `${depth * 20}px`;
    const cell = tr.insertCell();
    if (name) {
      const input = document.createElement("input");
      input.id = `static-${name}`;
      input.value = money(generated.values[name] as number);
      cell.appendChild(input);
      for (const key of ["1FY", "1M", "1Y"] as const)
        tr.insertCell().textContent = money(generated.comparisons[key][name] as number);
    }
  };
  for (const section of generated.form.fields) {
    addRow(section.name.en, section.children ? null : section.internalName, 0);
    for (const field of section.children ?? []) addRow(field.name.en, field.internalName, 1);
  }
  root.appendChild(table);
}

/** One input and nothing else: what a keystroke costs this browser on this machine right now. */
function renderFloor(): void {
  const input = document.createElement("input");
  input.id = "floor-input";
  root.appendChild(input);
}

const start = performance.now();
if (mode === "floor") {
  renderFloor();
} else if (mode === "static") {
  renderStatic();
} else if (mode === "rjsf") {
  const { schema, uiSchema } = plainRjsf();
  const data = plainData();
  flushSync(() =>
    createRoot(root).render(
      <Form schema={schema} uiSchema={uiSchema} validator={validator} formData={data} />,
    ),
  );
} else {
  flushSync(() =>
    createRoot(root).render(
      <FormRenderer
        form={generated.form}
        month="2025-09"
        values={generated.values}
        comparisons={generated.comparisons}
        currency="USD"
      />,
    ),
  );
}
requestAnimationFrame(() =>
  requestAnimationFrame(() => {
    window.__firstRender = performance.now() - start;
    window.__ready = true;
  }),
);
