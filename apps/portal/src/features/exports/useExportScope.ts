// Where an export page stands (spec 2 §6): provider staff on /{product}/export/…, or a client's area on
// /client/{clientKey}/export/…, whose client is fixed; and the language the file's texts are asked in.
import { useAtomValue } from "jotai";
import { useParams } from "react-router-dom";
import type { ClientSummary } from "../../api/types";
import { languageAtom } from "../../state/atoms";
import { useClient } from "../shell/ClientScope";
import { exportClientIds } from "./ExportClientField";

export type ExportPageScope = "provider" | "client";

export function useExportScope(scope: ExportPageScope): {
  provider: boolean;
  /** The route's client in a client's area (once loaded), else null. */
  fixedClient: ClientSummary | null;
  language: string;
  /** The client ids to send: the fixed client, or the chosen ones. */
  clientIds(chosen: string[] | undefined): string[];
} {
  const params = useParams();
  const fixedClient = useClient(scope === "client" ? params.clientKey : undefined).data ?? null;
  const language = useAtomValue(languageAtom);
  return {
    provider: scope === "provider",
    fixedClient,
    language,
    clientIds: (chosen) => exportClientIds(fixedClient, chosen),
  };
}
