// GET /download/{fileId} (spec 2 §7): the bytes of a generated export, with the session's bearer token as the
// other file requests send it (features/upload/requests.ts).
import type { Credentials } from "../upload/requests";
import { filenameOf } from "../upload/requests";

export class ExportDownloadError extends Error {
  override name = "ExportDownloadError";
  constructor(readonly status?: number) {
    super(status === undefined ? "network" : `HTTP ${status}`);
  }
}

export function downloadPath(fileId: string): string {
  return `/download/${encodeURIComponent(fileId)}`;
}

export async function fetchExport(
  fileId: string,
  credentials: Credentials,
  doFetch: typeof fetch = globalThis.fetch,
): Promise<{ blob: Blob; filename: string | null }> {
  const headers: Record<string, string> = { language: credentials.language };
  if (credentials.token) headers.authorization = `Bearer ${credentials.token}`;
  let response: Response;
  try {
    response = await doFetch(downloadPath(fileId), { headers, cache: "no-store" });
  } catch {
    throw new ExportDownloadError();
  }
  const fresh = response.headers.get("refresh-token");
  if (fresh && fresh !== credentials.token) credentials.onRefreshedToken(fresh);
  if (!response.ok) throw new ExportDownloadError(response.status);
  return { blob: await response.blob(), filename: filenameOf(response.headers.get("content-disposition")) };
}
