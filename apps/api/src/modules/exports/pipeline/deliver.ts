// The last step of every export: the workbook (written on a worker thread, workbook-job.ts) stored for its
// requester, and an audit entry that says who exported what (the file's name and what it holds); the answer
// carries the file id to download.
import type { ExportResult } from "../../../generated/graphql";
import { succeeded } from "../../../platform/errors";
import type { JobRunner } from "../../../platform/worker-pool";
import type { Access } from "../../access/access";
import type { AuditLog } from "../../audits/repository";
import { personRef } from "../../../model/users";
import type { ExportStore } from "../repository";
import type { WrittenExport } from "./workbook-job";

/** What delivering is given: the composition root's services (app.ts's `services` is one), never a request. */
export interface DeliveryServices {
  exports: Pick<ExportStore, "saveFile">;
  audits: Pick<AuditLog, "record">;
  /** Where the workbook is laid out and written (the worker pool). */
  workers: JobRunner;
}

export async function deliverExport(
  services: Pick<DeliveryServices, "exports" | "audits">,
  access: Access,
  file: {
    /** The mutation, as the audit log names actions. */
    action: string;
    description: string;
    written: WrittenExport;
  },
): Promise<ExportResult> {
  const { fileName, contents, bytes } = file.written;
  const stored = await services.exports.saveFile(access.user._id, fileName, bytes);
  await services.audits.record({
    user: personRef(access.user),
    action: file.action,
    description: file.description,
    text: `${stored.fileName}: ${contents}`,
    targets: [stored.fileId],
  });
  return { ...succeeded(), ...stored };
}
