// What a worker thread does for an export's workbook: finds the export by its name among every export of the
// API and writes its workbook (pipeline/workbook-job.ts). A new export is added to EXPORTS, or its
// workbook job fails with "No export named …".
import { handleJob } from "../../platform/worker-pool";
import { covenantsExport, exchangeExport } from "./admin-exports/definitions";
import { factsheetExport } from "./factsheet/definition";
import { investmentsExport } from "./investments-export/definition";
import { exportWorkbookJob, writeExportWorkbook } from "./pipeline/workbook-job";
import type { ExportLayout } from "./pipeline/workbook-job";
import { reportsExport } from "./reports-export/definition";

export const EXPORTS: ReadonlyArray<ExportLayout<unknown, unknown>> = [
  covenantsExport,
  exchangeExport,
  reportsExport,
  investmentsExport,
  factsheetExport,
];

function exportNamed(name: string): ExportLayout<unknown, unknown> {
  const found = EXPORTS.find((definition) => definition.action === name);
  if (!found) throw new Error(`No export named ${name}`);
  return found;
}

export const exportWorkbookHandler = handleJob(exportWorkbookJob, ({ export: name, collected, input }) =>
  writeExportWorkbook(exportNamed(name), collected, input),
);
