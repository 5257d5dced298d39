// The worker threads' entry (docs/architecture.md, "Worker pool"): every job the request thread hands off, by
// name. The pool (platform/worker-pool) starts threads on this file: src/worker.ts from the sources,
// dist/worker.js in the build (app.ts, workerEntry).
import { uploadedFileHandler } from "./modules/excel/uploaded-file";
import { rateFileHandler } from "./modules/exchange-rates/rate-file";
import { exportWorkbookHandler } from "./modules/exports/workbook-handler";
import { jobDispatcher } from "./platform/worker-pool";

export default jobDispatcher([exportWorkbookHandler, uploadedFileHandler, rateFileHandler]);
