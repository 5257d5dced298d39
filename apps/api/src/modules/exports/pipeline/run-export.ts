// Runs one export through the pipeline (docs/exports.md, "One pipeline"): read the input and collect the
// data on the request thread, lay out and write the file on a worker thread, then store, audit and answer
// it as every export does.
import type { ExportResult } from "../../../generated/graphql";
import type { ErrorInfo } from "../../../platform/errors";
import type { Access } from "../../access/access";
import { todayNumber } from "../../reports/model";
import { languageOf } from "../../reports/views";
import type { ExportDefinition, ExportRequest } from "./definition";
import { ExportRefusal } from "./definition";
import type { DeliveryServices } from "./deliver";
import { deliverExport } from "./deliver";
import { exportWorkbookJob } from "./workbook-job";

/** The answer to an export that writes no file. */
function refused(error: ErrorInfo): ExportResult {
  return { success: false, error, fileId: null, fileName: null };
}

/** The language an export's arguments ask for, for those that take one. */
function askedLanguage(args: object): string | undefined {
  return "language" in args && typeof args.language === "string" ? args.language : undefined;
}

/**
 * A refusal writes nothing; a FORBIDDEN thrown while collecting (a client outside the caller's scope) ends
 * the export before anything is stored, as it propagates, and so do a full export queue (TOO_MANY_REQUESTS,
 * WorkerPoolBusy) and a layout that fails on its thread.
 */
export async function runExport<Args extends object, Input, Collected, S>(
  definition: ExportDefinition<Args, Input, Collected, S>,
  args: Args,
  services: S & DeliveryServices,
  access: Access,
): Promise<ExportResult> {
  const request: ExportRequest<S> = {
    services,
    access,
    today: todayNumber(),
    language: languageOf(askedLanguage(args), access.user.language),
  };
  const reading = await definition.read(args, request);
  if (!reading.ok) return refused(reading.error);
  const collected = await definition.collect(reading.input, request);
  if (collected instanceof ExportRefusal) return refused(collected.error);
  const written = await services.workers.run(exportWorkbookJob, {
    export: definition.action,
    collected,
    input: reading.input,
  });
  return deliverExport(services, access, {
    action: definition.action,
    description: definition.description,
    written,
  });
}
