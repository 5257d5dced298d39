// Every export screen's one flow (spec 2 §2, §8): GENERATING EXPORT while the API writes the file, a toast
// with the API's message when it refuses, then the file fetched from /download/{fileId} and saved.
import { useCallback, useRef, useState } from "react";
import type { CreateExportMutation } from "../../api/generated/operations";
import { useT } from "../../i18n/useT";
import { useNotify } from "../../ui/notify";
import { saveFile } from "../upload/saveFile";
import { useCredentials } from "../upload/useCredentials";
import { ExportDownloadError, fetchExport } from "./download";
import { ERROR_FIELDS } from "../../api/errorFields";

/** What every export mutation answers: they all select EXPORT_RESULT_FIELDS (apps/api/src/modules/exports/schema.ts). */
export type ExportResult = CreateExportMutation["createExport"];

/** The result fields to select in an export mutation. */
export const EXPORT_RESULT_FIELDS = `success ${ERROR_FIELDS} fileId fileName`;

export function useExportDownload(): {
  run(start: () => Promise<ExportResult>): Promise<void>;
  generating: boolean;
} {
  const t = useT();
  const notify = useNotify();
  const { credentials, checkSession } = useCredentials();
  const [generating, setGenerating] = useState(false);
  // One export at a time: a second click while one runs is ignored.
  const running = useRef(false);

  const run = useCallback(
    async (start: () => Promise<ExportResult>) => {
      if (running.current) return;
      running.current = true;
      setGenerating(true);
      try {
        const result = await start();
        if (!result.success || !result.fileId) {
          notify.error(result.error?.message || t("exports-failed"));
          return;
        }
        const file = await fetchExport(result.fileId, credentials());
        saveFile(file.blob, file.filename ?? result.fileName ?? "export.xlsx");
      } catch (error) {
        if (error instanceof ExportDownloadError) {
          if (error.status === 401) checkSession();
          notify.error(t("exports-download-failed"));
        } else {
          notify.apiError(error);
        }
      } finally {
        running.current = false;
        setGenerating(false);
      }
    },
    [t, notify, credentials, checkSession],
  );
  return { run, generating };
}
