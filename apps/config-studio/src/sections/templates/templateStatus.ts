// A template's state in the list: published, a draft never published, or published with a draft on top.
import type { TemplateSummary } from "./templateApi";

export type TemplateStatus = "published" | "draft" | "published-draft";

export function templateStatus(template: TemplateSummary): TemplateStatus {
  if (!template.publishedVersion) return "draft";
  return template.draft ? "published-draft" : "published";
}

/** Who changed it last and when: the draft's author and time, else the publication time (no author known). */
export function lastChange(template: TemplateSummary): { by: string | null; at: string | null } {
  if (template.draft) return { by: template.draft.updatedBy.fullName, at: template.draft.updatedAt };
  return { by: null, at: template.publishedAt };
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
