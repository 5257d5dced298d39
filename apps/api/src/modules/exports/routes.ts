// GET /download/:fileId (spec 2 §7): the caller's own export, streamed. Bearer token as for /graphql and the
// Excel routes. Unknown, expired and other people's files get the same 404, so a file id says nothing about
// whether it exists.
import type { FastifyInstance } from "fastify";
import { XLSX_CONTENT_TYPE } from "../../platform/sheet";

/** RFC 6266: an ASCII fallback name plus the exact name percent-encoded as UTF-8 (RFC 8187). */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const FILE_ID = /^[0-9a-f]{32}$/;

export function exportsRoutes(app: FastifyInstance): void {
  app.get<{ Params: { fileId: string } }>("/download/:fileId", async (request, reply) => {
    const { auth } = request;
    if (auth.status !== "authenticated")
      return reply.code(401).send({
        success: 0,
        message: auth.status === "invalid" ? auth.reason : "Authentication required",
      });
    const file = FILE_ID.test(request.params.fileId)
      ? await app.services.exports.open(request.params.fileId, auth.user._id)
      : null;
    if (!file) return reply.code(404).send({ success: 0, message: "Not found" });
    return reply
      .header("content-type", XLSX_CONTENT_TYPE)
      .header("content-length", file.length)
      .header("content-disposition", attachmentDisposition(file.fileName))
      .header("cache-control", "no-store")
      .header("access-control-expose-headers", "content-disposition, refresh-token")
      .send(file.stream);
  });
}
