// The report editor's edits as pure functions of the config: each returns a new ReportConfig (the history keeps
// the old ones), and none of them judges validity (the server's check does, before publishing).
import type { ClientType, FormConfig, ReportConfig, ReportStep, Translated } from "@ledgerline/schemas";
import { CLIENT_TYPES } from "@ledgerline/schemas";

/** A new report template: everything a config needs, with one step to be added by the author. */
export function newReportConfig(key: string): ReportConfig {
  return {
    key,
    version: "0.0.0",
    name: { en: key },
    category: "financial",
    scheduleType: "monthly",
    contextTarget: "client",
    clientTypes: [...CLIENT_TYPES],
    dueAfterDays: 30,
    steps: [],
  };
}

/**
 * A draft is stored exactly as last saved, even when invalid: the parts the editor's controls need are made
 * present so that a half-made draft still opens.
 */
export function editableReportConfig(
  config: Partial<ReportConfig> | null | undefined,
  key: string,
): ReportConfig {
  const base = newReportConfig(key);
  const source = config ?? {};
  return {
    ...base,
    ...source,
    name: { ...base.name, ...source.name },
    clientTypes: Array.isArray(source.clientTypes) ? source.clientTypes : base.clientTypes,
    steps: Array.isArray(source.steps) ? source.steps : [],
  };
}

export function moveStep(config: ReportConfig, index: number, offset: -1 | 1): ReportConfig {
  const target = index + offset;
  if (index < 0 || index >= config.steps.length || target < 0 || target >= config.steps.length) return config;
  const steps = [...config.steps];
  [steps[index], steps[target]] = [steps[target]!, steps[index]!];
  return { ...config, steps };
}

/** Adds a published form as a required step, at its current published version (the server pins the latest). */
export function addStep(config: ReportConfig, form: Pick<FormConfig, "key" | "version">): ReportConfig {
  if (config.steps.some((step) => step.config.key === form.key)) return config;
  const step: ReportStep = { type: "form", required: true, config: { key: form.key, version: form.version } };
  return { ...config, steps: [...config.steps, step] };
}

export function removeStep(config: ReportConfig, index: number): ReportConfig {
  return { ...config, steps: config.steps.filter((_, i) => i !== index) };
}

export function updateStep(config: ReportConfig, index: number, change: Partial<ReportStep>): ReportConfig {
  return {
    ...config,
    steps: config.steps.map((step, i) => (i === index ? withoutUndefined({ ...step, ...change }) : step)),
  };
}

/** A step filed by every client type of the report has no list of its own (absent means all). */
export function setStepClientTypes(
  config: ReportConfig,
  index: number,
  clientTypes: readonly ClientType[],
): ReportConfig {
  const chosen = config.clientTypes.filter((type) => clientTypes.includes(type));
  const all = chosen.length === 0 || chosen.length === config.clientTypes.length;
  return updateStep(config, index, { clientTypes: all ? undefined : chosen });
}

/** The report's client types; each step's own list stays within them. */
export function setReportClientTypes(config: ReportConfig, clientTypes: readonly ClientType[]): ReportConfig {
  const next = CLIENT_TYPES.filter((type) => clientTypes.includes(type));
  const steps = config.steps.map((step) => {
    if (!step.clientTypes) return step;
    const kept = step.clientTypes.filter((type) => next.includes(type));
    return withoutUndefined({
      ...step,
      clientTypes: kept.length === 0 || kept.length === next.length ? undefined : kept,
    });
  });
  return { ...config, clientTypes: next, steps };
}

/** One language of a translated text; an empty text removes the language (English stays, even empty). */
export function setTranslation(
  text: Translated | undefined,
  language: keyof Translated,
  value: string,
): Translated | undefined {
  const next: Record<string, string> = { ...(text ?? { en: "" }) };
  if (value === "" && language !== "en") delete next[language];
  else next[language] = value;
  if (Object.values(next).every((entry) => entry === "")) return undefined;
  return next as Translated;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
