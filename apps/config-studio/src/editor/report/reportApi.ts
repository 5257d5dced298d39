// The report editor's reads and its save, in the shapes the page needs.
import type { ReportConfig } from "@ledgerline/schemas";
import { fetchTemplate, saveTemplateDraft } from "../publish/templateApi";
import type { TemplateDocument } from "../publish/templateApi";
import type { SaveAnswer } from "./useAutosave";

export type ReportDocument = TemplateDocument<Partial<ReportConfig>>;

export function fetchReportTemplate(key: string): Promise<ReportDocument | null> {
  return fetchTemplate<Partial<ReportConfig>>("report", key);
}

export async function saveReportDraft(
  key: string,
  config: ReportConfig,
  revision: number | null,
): Promise<SaveAnswer> {
  const result = await saveTemplateDraft("report", key, config, revision);
  if (result.success && result.document?.revision != null)
    return { ok: true, revision: result.document.revision };
  return {
    ok: false,
    code: result.error?.code ?? "ERROR",
    message: result.error ?? { message: "The draft was not saved" },
  };
}
