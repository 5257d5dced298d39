// The server's check of a draft (never the studio's own): the JSON Schema, the formula engine over every
// published form with the draft in its place, and references other templates and covenants would lose.
import { checkFormConfigs } from "@ledgerline/formula-engine";
import type { ConfigProblem, FormConfigLike } from "@ledgerline/formula-engine";
import {
  danglingReferences,
  nextVersion,
  validateFormConfig,
  validateReportConfig,
} from "@ledgerline/schemas";
import type { FormConfig } from "@ledgerline/schemas";
import type { TemplateProblem } from "../../generated/graphql";
import { wording } from "../../platform/errors";
import type { FieldError, Text } from "../../platform/errors";
import type { Templates } from "../reports/repository";
import type { TemplateKind } from "./repository";
import { message } from "@ledgerline/schemas/messages";
import { PUBLISH_FIELDS, isRecord, publishedVersionsOf, world } from "./shared";
import type { Json, TemplateConfigsServices } from "./shared";

/** A problem with its shared message's id and variables, so that a publish refusal can word it too. */
export type CheckedProblem = TemplateProblem & Pick<FieldError, "messageId" | "params">;

export function problem(
  path: string,
  text: Text,
  code: string,
  severity: "error" | "warning" = "error",
  position?: { line: number; column: number; offset: number; length: number },
): CheckedProblem {
  return {
    path,
    ...wording(text),
    code,
    severity,
    line: position?.line ?? null,
    column: position?.column ?? null,
    offset: position?.offset ?? null,
    length: position?.length ?? null,
  };
}

/** `validations[1]` stays, `-` is the form itself, anything else is a field's internalName. */
function pathOfConfigProblem(field: string): string {
  if (field === "-") return "(root)";
  if (field.startsWith("validations[")) return field;
  return `fields.${field}`;
}

function fromConfigProblem(found: ConfigProblem): CheckedProblem {
  return problem(
    pathOfConfigProblem(found.field),
    found.message,
    found.code ?? "config",
    found.severity ?? "error",
    found.position,
  );
}

/**
 * The config as it would be published: the publishing fields replaced (version: the next one), a report's
 * steps at the latest published version of their forms.
 */
export function asPublished(config: Json, version: string, templates: Templates, kind: TemplateKind): Json {
  const candidate: Json = { ...config };
  for (const field of PUBLISH_FIELDS) delete candidate[field];
  const result: Json = { ...candidate, version, status: "published" };
  if (kind === "report" && Array.isArray(config.steps)) {
    result.steps = config.steps.map((step: unknown) => {
      if (!isRecord(step) || !isRecord(step.config) || typeof step.config.key !== "string") return step;
      const form = templates.form(step.config.key);
      return form ? { ...step, config: { ...step.config, version: form.version } } : step;
    });
  }
  return result;
}

export async function checkConfig(
  services: TemplateConfigsServices,
  kind: TemplateKind,
  config: unknown,
): Promise<{ problems: CheckedProblem[]; candidate: Json | null; version: string }> {
  if (!isRecord(config))
    return {
      problems: [problem("(root)", message("template-config-not-object"), "schema")],
      candidate: null,
      version: "",
    };
  const key = typeof config.key === "string" ? config.key : "";
  const templates = await services.reporting.templates();
  const versions = key
    ? (await publishedVersionsOf(services, kind, key)).map((document) => document.version)
    : [];
  const version = nextVersion(versions);
  const candidate = asPublished(config, version, templates, kind);
  const problems: CheckedProblem[] = [];
  const validated = kind === "form" ? validateFormConfig(candidate) : validateReportConfig(candidate);
  if (!validated.ok)
    for (const issue of validated.errors) problems.push(problem(issue.path, issue.message, "schema"));

  if (kind === "form") {
    const others = templates.forms.filter((form) => form.key !== key);
    const inputs = [
      ...others.map((form) => ({ file: form.key, config: form as unknown as FormConfigLike })),
      { file: key || "(draft)", config: candidate as unknown as FormConfigLike },
    ];
    for (const found of checkFormConfigs(inputs))
      if (found.file === (key || "(draft)")) problems.push(fromConfigProblem(found));
    if (key && Array.isArray(candidate.fields)) {
      let dangling: ReturnType<typeof danglingReferences>;
      try {
        dangling = danglingReferences(candidate as unknown as FormConfig, await world(services, templates));
      } catch {
        // A draft too malformed to follow; its schema problems are reported above.
        dangling = [];
      }
      for (const entry of dangling) {
        // The draft's field the reference names (a reference is `name` or `form.name`).
        const name = entry.reference.split(".").pop() ?? "";
        const path = name ? `fields.${name}` : "(root)";
        problems.push(problem(path, entry.message, "dangling-reference"));
      }
    }
  } else {
    const reportTypes = Array.isArray(config.clientTypes)
      ? (config.clientTypes as unknown[]).map(String)
      : [];
    const steps = Array.isArray(config.steps) ? config.steps : [];
    steps.forEach((step: unknown, index: number) => {
      const path = `steps[${index}]`;
      if (!isRecord(step) || !isRecord(step.config) || typeof step.config.key !== "string") return;
      const formKey = step.config.key;
      const form = templates.form(formKey);
      if (!form) {
        problems.push(problem(path, message("template-step-form-unknown", { formKey }), "config"));
        return;
      }
      const stepTypes = Array.isArray(step.clientTypes) ? (step.clientTypes as unknown[]).map(String) : null;
      const outside = (stepTypes ?? []).filter((type) => !reportTypes.includes(type));
      if (outside.length > 0)
        problems.push(
          problem(
            `${path}.clientTypes`,
            message("template-step-client-types-outside", { clientTypes: outside.join(", ") }),
            "config",
          ),
        );
      const unserved = (stepTypes ?? reportTypes).filter(
        (type) => !(form.clientTypes as string[]).includes(type),
      );
      if (unserved.length > 0)
        problems.push(
          problem(
            path,
            message("template-step-form-not-for-clients", { formKey, clientTypes: unserved.join(", ") }),
            "config",
          ),
        );
    });
  }
  return { problems, candidate, version };
}

export function isError(found: TemplateProblem): boolean {
  return found.severity === "error";
}
