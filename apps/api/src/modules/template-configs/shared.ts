// What the config studio's operations share: the repository, refusals, the views of drafts and published
// versions, and the published world a draft is judged against.
import type { TemplateWorld } from "@ledgerline/schemas";
import type { Db } from "mongodb";
import type { TemplateDocument } from "../../generated/graphql";
import { message } from "@ledgerline/schemas/messages";
import type { Message } from "@ledgerline/schemas/messages";
import { ERROR_CODES, fieldError, GraphQLFailure, wording } from "../../platform/errors";
import type { ErrorCode, FieldError, Text } from "../../platform/errors";
import { text } from "../../platform/input";
import { compareVersion } from "../reports/repository";
import type { ReportingRepository, Templates } from "../reports/repository";
import type { PersonRef } from "../../model/users";
import { TemplateConfigsRepository } from "./repository";
import type { PublishedDoc, TemplateDraftDoc, TemplateKind } from "./repository";

/** A draft is refused at this serialized size (bytes) or more. */
export const MAX_DRAFT_BYTES = 2 * 1024 * 1024;
/** templateImpact recomputes at most this many clients' reports (the most recent). */
export const MAX_IMPACT_CLIENTS = 200;
/** Months of form data before the period that studioPreviewData returns. */
export const PREVIEW_MONTHS = 24;

const KEY_PATTERN = /^[a-z][A-Za-z0-9]*$/;
/** Set by publishing, never taken from a draft. */
export const PUBLISH_FIELDS = ["_id", "status", "publishedAt", "publishedBy", "version"] as const;

export type Json = Record<string, unknown>;

/**
 * What the studio's operations are given: the composition root's services (app.ts's `services` is one), never
 * a request's context, so that any caller can run them.
 */
export interface TemplateConfigsServices {
  db: Db;
  /** The published templates, read through the reporting area's cache. */
  reporting: Pick<ReportingRepository, "templates">;
}

export function repositoryOf(services: Pick<TemplateConfigsServices, "db">): TemplateConfigsRepository {
  return new TemplateConfigsRepository(services.db);
}

/** A thrown refusal carries its shared message's id and variables like an error as data does. */
function refusal(text: Text, code: ErrorCode): GraphQLFailure {
  const worded = wording(text);
  return new GraphQLFailure(
    worded.message,
    code,
    worded.messageId === null ? {} : { messageId: worded.messageId, params: worded.params },
  );
}

export function badInput(text: Text): GraphQLFailure {
  return refusal(text, ERROR_CODES.BAD_USER_INPUT);
}

export function notFound(text: Text): GraphQLFailure {
  return refusal(text, ERROR_CODES.NOT_FOUND);
}

export function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function kindOf(value: unknown): TemplateKind | null {
  const kind = text(value).toLowerCase();
  return kind === "form" || kind === "report" ? kind : null;
}

export function requireKind(value: unknown): TemplateKind {
  const kind = kindOf(value);
  if (!kind) throw badInput(message("template-kind-invalid"));
  return kind;
}

/** Why a draft cannot be stored at all (it is stored even when invalid otherwise); null when it can. */
export function draftInputProblem(kind: unknown, key: unknown, config: unknown): FieldError | null {
  if (!kindOf(kind)) return fieldError("kind", message("template-kind-invalid"));
  if (typeof key !== "string" || !KEY_PATTERN.test(key) || key.length > 64)
    return fieldError("key", message("template-key-invalid"));
  if (!isRecord(config)) return fieldError("config", message("template-config-not-object"));
  if (config.key !== key) return fieldError("config.key", message("template-config-key-mismatch", { key }));
  if (Buffer.byteLength(JSON.stringify(config), "utf8") >= MAX_DRAFT_BYTES)
    return fieldError("config", message("template-config-too-large"));
  return null;
}

export function conflictMessage(by: PersonRef, at: string): Message<"template-changed-by"> {
  return message("template-changed-by", { name: by.fullName, at });
}

export function person(ref: PersonRef) {
  return { _id: ref._id ?? "", fullName: ref.fullName };
}

export function draftView(draft: TemplateDraftDoc): TemplateDocument {
  return {
    kind: draft.kind,
    key: draft.key,
    status: "draft",
    version: draft.baseVersion,
    config: draft.config,
    revision: draft.revision,
    updatedBy: person(draft.updatedBy),
    updatedAt: draft.updatedAt,
  };
}

export function publishedView(kind: TemplateKind, document: PublishedDoc): TemplateDocument {
  return {
    kind,
    key: document.key,
    status: "published",
    version: document.version,
    config: { ...document, _id: String(document._id) },
    revision: null,
    updatedBy: null,
    updatedAt: document.publishedAt ?? null,
  };
}

/** Published versions (legacy documents marked draft excluded), newest first. */
export function publishedOnly<T extends { status?: string; version: string }>(documents: readonly T[]): T[] {
  return documents
    .filter((document) => document.status !== "draft")
    .sort((a, b) => compareVersion(b.version, a.version));
}

export async function publishedVersionsOf(
  services: Pick<TemplateConfigsServices, "db">,
  kind: TemplateKind,
  key: string,
): Promise<PublishedDoc[]> {
  return publishedOnly(await repositoryOf(services).versionsOf(kind, key));
}

export function invalidateTemplateCaches(services: Pick<TemplateConfigsServices, "reporting">): void {
  // The reporting repository's 30 s template cache (the covenant monitor reads templates through it too).
  (services.reporting as { invalidate?: () => void }).invalidate?.();
}

export async function world(
  services: TemplateConfigsServices,
  templates?: Templates,
): Promise<TemplateWorld> {
  const loaded = templates ?? (await services.reporting.templates());
  const covenants = await repositoryOf(services).covenantConfigs();
  return {
    forms: [...loaded.forms],
    reports: [...loaded.reports],
    covenants,
  } as unknown as TemplateWorld;
}
