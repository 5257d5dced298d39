// The last step of every export: the workbook streamed into storage for its requester, and an audit entry that
// says who exported what (the file's name and what it holds); the answer carries the file id to download.
import type ExcelJS from "exceljs";
import type { ExportResult } from "../../generated/graphql";
import type { GraphQLContext } from "../../graphql/context";
import { succeeded } from "../../platform/errors";
import type { Access } from "../access/access";
import { personRef } from "../../model/users";

export async function deliverExport(
  context: GraphQLContext,
  access: Access,
  file: {
    /** The mutation, as the audit log names actions. */
    action: string;
    description: string;
    fileName: string;
    write: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>;
    /** What the file holds, for the audit entry ("12 reports"). */
    contents: () => string;
  },
): Promise<ExportResult> {
  const stored = await context.services.exports.saveWorkbook(access.user._id, file.fileName, file.write);
  await context.services.audits.record({
    user: personRef(access.user),
    action: file.action,
    description: file.description,
    text: `${stored.fileName}: ${file.contents()}`,
    targets: [stored.fileId],
  });
  return { ...succeeded(), ...stored };
}
