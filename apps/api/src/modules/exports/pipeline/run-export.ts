// Runs one export through the pipeline (docs/exports.md, "One pipeline"): read the input, collect the
// data, lay out the file, then name, store, audit and answer it as every export does.
import type { ExportResult } from "../../../generated/graphql";
import type { ErrorInfo } from "../../../platform/errors";
import type { Access } from "../../access/access";
import { todayNumber } from "../../reports/model";
import { languageOf } from "../../reports/views";
import type { ExportDefinition, ExportRequest } from "./definition";
import { ExportRefusal } from "./definition";
import type { DeliveryServices } from "./deliver";
import { deliverExport } from "./deliver";
import { exportFileName } from "./file-name";

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
 * the export before anything is stored, as it propagates.
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
  const file = definition.file(collected, reading.input);
  return deliverExport(services, access, {
    action: definition.action,
    description: definition.description,
    fileName: exportFileName(file.name),
    sheets: file.sheets,
    contents: file.contents,
  });
}
