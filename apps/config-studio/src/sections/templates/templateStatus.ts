// A template's state in the list: published, a draft never published, or published with a draft on top.
import type { TemplateSummary } from "./templateApi";

export type TemplateStatus = "published" | "draft" | "published-draft";

export function templateStatus(template: TemplateSummary): TemplateStatus {
  if (!template.publishedVersion) return "draft";
  return template.draft ? "published-draft" : "published";
}

export interface LastChange {
  /** draft: the draft was saved last; published: the latest version was published last. */
  readonly kind: "draft" | "published";
  /** Who: null for versions published before the publisher was recorded. */
  readonly by: string | null;
  readonly at: string | null;
}

/** Who changed it last and when: the draft's author and time, else the latest version's publisher and time. */
export function lastChange(template: TemplateSummary): LastChange {
  if (template.draft)
    return { kind: "draft", by: template.draft.updatedBy.fullName, at: template.draft.updatedAt };
  return { kind: "published", by: template.publishedBy?.fullName ?? null, at: template.publishedAt };
}

/** Rows whose key or name contains the search text (case and accents ignored). */
export function matchesSearch(template: TemplateSummary, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const wanted = fold(search.trim());
  return wanted === "" || fold(template.key).includes(wanted) || fold(template.label).includes(wanted);
}
