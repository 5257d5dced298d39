// The two REST calls of the file path (spec 2 §7), outside the GraphQL client because one streams a file up
// with progress (XMLHttpRequest: fetch cannot report upload progress) and the other brings bytes back. They
// authenticate as src/api/client.ts does: the bearer token and the interface language as headers, and a
// fresh token from a `refresh-token` answer header is handed back to be stored.
import type { UploadAnswer } from "./answers";
import { readUploadAnswer } from "./answers";

export interface Credentials {
  token: string | null;
  language: string;
  /** Called with a token the API refreshed. */
  onRefreshedToken(token: string): void;
}

export interface UploadRequest {
  file: File;
  reportId: string;
  clientId: string;
  numeric: number;
  settings: { reportingScale: number; currency: string };
  /** The user chose to go on with an outdated template. */
  acceptOutdated?: boolean;
}

/** The request never got an answer (offline, connection dropped, server down). */
export class NetworkError extends Error {
  override name = "NetworkError";
}

export const UPLOAD_PATH = "/api/upload";
export const TEMPLATE_PATH = "/api/exportTemp";

/** Sends the file; `onProgress` gets the share sent so far, 0 to 1. Resolves with the API's answer. */
export function postUpload(
  request: UploadRequest,
  credentials: Credentials,
  onProgress: (sent: number) => void,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append("reportId", request.reportId);
  form.append("clientId", request.clientId);
  form.append("numeric", String(request.numeric));
  form.append(
    "settings",
    JSON.stringify({
      reportingScale: request.settings.reportingScale,
      currency: request.settings.currency,
    }),
  );
  if (request.acceptOutdated) form.append("acceptOutdated", "true");
  // Last, so that a server reading the stream has every field before the bytes.
  form.append("file", request.file, request.file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_PATH);
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("language", credentials.language);
    if (credentials.token) xhr.setRequestHeader("authorization", `Bearer ${credentials.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const fresh = xhr.getResponseHeader("refresh-token");
      if (fresh && fresh !== credentials.token) credentials.onRefreshedToken(fresh);
      resolve(readUploadAnswer(xhr.status, parseJson(xhr.responseText)));
    };
    xhr.onerror = () => reject(new NetworkError("network"));
    xhr.ontimeout = () => reject(new NetworkError("timeout"));
    xhr.send(form);
  });
}

/** Why a template could not be downloaded, one per message of spec 2 §8. */
export type TemplateFailure =
  /** The API refused and said why. */
  | "server"
  /** No usable answer: the network, or an error without a message. */
  | "retry"
  /** An answer came, but its bytes could not be turned into a file. */
  | "processing";

export class TemplateDownloadError extends Error {
  override name = "TemplateDownloadError";
  constructor(
    readonly failure: TemplateFailure,
    message = "",
    /** The HTTP status, when an answer came. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the API gave in Content-Disposition, or null. */
  filename: string | null;
}

/** Asks for the report's template; throws a TemplateDownloadError saying which failure it was. */
export async function fetchTemplate(
  body: { reportId: string; clientId: string },
  credentials: Credentials,
  doFetch: typeof fetch = globalThis.fetch,
): Promise<DownloadedFile> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    language: credentials.language,
  };
  if (credentials.token) headers.authorization = `Bearer ${credentials.token}`;
  let response: Response;
  try {
    response = await doFetch(TEMPLATE_PATH, { method: "POST", headers, body: JSON.stringify(body) });
  } catch {
    throw new TemplateDownloadError("retry");
  }
  const fresh = response.headers.get("refresh-token");
  if (fresh && fresh !== credentials.token) credentials.onRefreshedToken(fresh);
  // The API answers a refusal as JSON { success: 0, message }, with an error status or (older servers) 200.
  if ((response.headers.get("content-type") ?? "").includes("application/json") || !response.ok) {
    const answer = parseJson(await response.text().catch(() => ""));
    const message =
      answer && typeof answer === "object" && typeof (answer as { message?: unknown }).message === "string"
        ? (answer as { message: string }).message.trim()
        : "";
    throw new TemplateDownloadError(message ? "server" : "retry", message, response.status);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new TemplateDownloadError("processing");
  }
  if (blob.size === 0) throw new TemplateDownloadError("processing");
  return { blob, filename: filenameOf(response.headers.get("content-disposition")) };
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ""));
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? "").trim();
  return name || null;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
