// Who may read the development outbox. It holds every invitation link, validation token and reset code the
// demo would have mailed, so anyone who reads it can take over any account: a signed-in provider admin
// only, with the bearer token every REST route takes (as /download/:fileId and the Excel routes do).
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A preHandler: 401 without a valid session, 403 for anyone but a provider admin. Returning the sent reply
 * tells Fastify the request is answered, so the route's handler never runs.
 */
export async function providerAdminOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const { auth } = request;
  if (auth.status !== "authenticated")
    return reply.code(401).send({
      success: 0,
      message: auth.status === "invalid" ? auth.reason : "Authentication required",
    });
  if (!auth.access.profile.isAdmin) return reply.code(403).send({ success: 0, message: "Forbidden" });
  return undefined;
}
