// An export screen's mutation on the one flow (useExportDownload): send the variables, then GENERATING
// EXPORT, the API's refusal as a toast, or the file saved. Every export mutation answers one ExportResult
// field, named here so the answer's type says which.
import { useCallback } from "react";
import { useApi } from "../../api/ApiContext";
import type { TypedDocument } from "../../api/client";
import type { ExportResult } from "./useExportDownload";
import { useExportDownload } from "./useExportDownload";

export function useExportMutation<TData extends Record<K, ExportResult>, TVariables, K extends string>(
  document: TypedDocument<TData, TVariables>,
  field: K,
): { generate(variables: TVariables): Promise<void>; generating: boolean } {
  const api = useApi();
  const { run, generating } = useExportDownload();
  const generate = useCallback(
    (variables: TVariables) => run(async () => (await api.graphql(document, variables))[field]),
    [api, run, document, field],
  );
  return { generate, generating };
}
