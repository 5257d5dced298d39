// The last step of every export: the workbook streamed into storage for its requester (every sheet with the
// same "Generated at"), and an audit entry that says who exported what (the file's name and what it holds);
// the answer carries the file id to download.
import type { ExportResult } from "../../../generated/graphql";
import { succeeded } from "../../../platform/errors";
import type { Access } from "../../access/access";
import type { AuditLog } from "../../audits/repository";
import { personRef } from "../../../model/users";
import type { ExportStore } from "../repository";
import type { ExportSheet } from "./sheets";
import { writeExportSheet } from "./sheets";

/** What delivering is given: the composition root's services (app.ts's `services` is one), never a request. */
export interface DeliveryServices {
  exports: Pick<ExportStore, "saveWorkbook">;
  audits: Pick<AuditLog, "record">;
}

export async function deliverExport(
  services: DeliveryServices,
  access: Access,
  file: {
    /** The mutation, as the audit log names actions. */
    action: string;
    description: string;
    fileName: string;
    sheets: Iterable<ExportSheet>;
    /** What the file holds, for the audit entry ("12 reports"). */
    contents: string;
  },
): Promise<ExportResult> {
  const stored = await services.exports.saveWorkbook(access.user._id, file.fileName, async (workbook) => {
    const generatedAt = new Date();
    for (const sheet of file.sheets) writeExportSheet(workbook, sheet, generatedAt);
  });
  await services.audits.record({
    user: personRef(access.user),
    action: file.action,
    description: file.description,
    text: `${stored.fileName}: ${file.contents}`,
    targets: [stored.fileId],
  });
  return { ...succeeded(), ...stored };
}
