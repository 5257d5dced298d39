// The REST side of the Excel round trip (spec 2 §7): POST /api/exportTemp answers the template file, and
// POST /api/upload takes the filled one (multipart: file, reportId, clientId, numeric, settings, and
// acceptOutdated="true" to proceed with an outdated template). Both take the bearer token like /graphql and
// answer refusals as `{ success: 0, message, … }` with an HTTP status (docs/excel.md).
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requireAccess } from "../../graphql/operation";
import { refusalOf } from "./answers";
import { fileRefusal } from "./file-checks";
import { MAX_UPLOAD_BYTES } from "./layout";
import { exportTemplateFile, requestLanguage } from "./template-export";
import { XLSX_CONTENT_TYPE } from "../../platform/sheet";
import { handleUpload } from "./upload";
import type { UploadRequest } from "./upload";

async function answerRefusal(reply: FastifyReply, error: unknown): Promise<FastifyReply> {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  if (refusal.retryAfterSeconds !== null) void reply.header("retry-after", String(refusal.retryAfterSeconds));
  return reply.code(refusal.status).send(refusal.answer());
}

const FIELD_NAMES = new Set(["reportId", "clientId", "numeric", "settings", "acceptOutdated"]);

async function readMultipart(request: FastifyRequest, language: string): Promise<UploadRequest> {
  const upload: UploadRequest = { file: null, fields: {}, language };
  for await (const part of request.parts()) {
    if (part.type === "file") {
      // Beyond the limit, toBuffer throws FST_REQ_FILE_TOO_LARGE (413): nothing larger is ever held.
      const buffer = await part.toBuffer();
      if (part.fieldname === "file") upload.file = buffer;
    } else if (FIELD_NAMES.has(part.fieldname) && typeof part.value === "string") {
      upload.fields[part.fieldname] = part.value;
    }
  }
  return upload;
}

export function excelRoutes(app: FastifyInstance): void {
  // Both routes in one scope: multipart is parsed only here, with the upload's limits, and errors Fastify
  // raises itself (a body that is not JSON, a malformed multipart stream) get the routes' answer shape too.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    });
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, "an Excel route failed");
        return reply.code(500).send({ success: 0, message: "Internal server error" });
      }
      return reply.code(status).send({ success: 0, message: error.message });
    });

    scope.post("/api/exportTemp", { bodyLimit: 16 * 1024 }, async (request, reply) => {
      const body = (request.body ?? {}) as { reportId?: unknown; clientId?: unknown };
      try {
        const { file, filename } = await exportTemplateFile(
          app.services,
          requireAccess(request),
          { reportId: String(body.reportId ?? "").trim(), clientId: String(body.clientId ?? "").trim() },
          requestLanguage(request),
        );
        return reply
          .header("content-type", XLSX_CONTENT_TYPE)
          .header("content-disposition", `attachment; filename="${filename}"`)
          .header("access-control-expose-headers", "content-disposition, refresh-token")
          .send(file);
      } catch (error) {
        return answerRefusal(reply, error);
      }
    });

    scope.post("/api/upload", async (request, reply) => {
      try {
        if (!request.isMultipart())
          return reply.code(415).send({ success: 0, message: "Send the file as multipart/form-data." });
        // Who is calling before reading a byte of the file.
        if (request.auth.status !== "authenticated")
          return reply.code(401).send({
            success: 0,
            message: request.auth.status === "invalid" ? request.auth.reason : "Authentication required",
          });
        const language = requestLanguage(request);
        let upload: UploadRequest;
        try {
          upload = await readMultipart(request, language);
        } catch (error) {
          const code = (error as { code?: string; statusCode?: number }).code;
          if (code === "FST_REQ_FILE_TOO_LARGE")
            return answerRefusal(reply, fileRefusal("tooLarge", language));
          if ((error as { statusCode?: number }).statusCode === 413 || code === "FST_FILES_LIMIT")
            return reply.code(413).send({ success: 0, message: "Send one file and the form fields only." });
          throw error;
        }
        return reply.send(await handleUpload(app.services, request.auth.access, upload));
      } catch (error) {
        return answerRefusal(reply, error);
      }
    });
  });
}
