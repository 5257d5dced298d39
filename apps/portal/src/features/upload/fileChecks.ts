// The checks the portal makes before sending a file (spec 2 §5 "Upload", §9): one file, .xls or .xlsx, under
// 3 MB. The API checks the same and more (the content, not only the name); these spare the user a round trip.
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from "@ledgerline/schemas/uploads";

export { MAX_UPLOAD_BYTES };
export const ALLOWED_EXTENSIONS = UPLOAD_EXTENSIONS;

/** The message id of the first problem with `file`, or null when it may be sent. */
export type FileProblem = "upload-select-file" | "upload-invalid-type" | "upload-too-large";

export function fileProblem(file: Pick<File, "name" | "size"> | null | undefined): FileProblem | null {
  if (!file) return "upload-select-file";
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !(ALLOWED_EXTENSIONS as readonly string[]).includes(extension))
    return "upload-invalid-type";
  // Up to 3,145,728 bytes inclusive, as the API's multipart limit (it cuts off only what goes beyond it).
  if (file.size > MAX_UPLOAD_BYTES) return "upload-too-large";
  return null;
}
