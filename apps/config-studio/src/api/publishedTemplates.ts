// The latest published version of every template of a kind, whole: what formulas may reference. The form,
// report and covenant editors all read it under one query key, so publishing a version (which invalidates
// that key) refreshes every editor's completion and checks at once.
import type { FormConfig } from "@ledgerline/schemas";
import { useQuery } from "@tanstack/react-query";
import { graphql } from "./client";
import { StudioPublishedTemplatesDocument } from "./generated/operations";

export type TemplateKind = "form" | "report";

export const publishedTemplatesKey = (kind: TemplateKind) => ["studio", "published-templates", kind] as const;

export async function fetchPublishedTemplates<Config>(kind: TemplateKind): Promise<Config[]> {
  const data = await graphql(StudioPublishedTemplatesDocument, { kind });
  // JSON: each config whole, as the API stored it.
  return data.publishedTemplates as Config[];
}

/** The published form templates; read once, refreshed when a version is published. */
export function usePublishedForms() {
  return useQuery({
    queryKey: publishedTemplatesKey("form"),
    queryFn: () => fetchPublishedTemplates<FormConfig>("form"),
    staleTime: Infinity,
  });
}
