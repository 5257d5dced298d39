// What every resolver receives as its context.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AuthState } from "../modules/sessions/authenticate";
import type { Services } from "../services";

export interface GraphQLContext {
  app: FastifyInstance;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
  auth: AuthState;
}

export function buildContext(app: FastifyInstance) {
  return (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Omit<GraphQLContext, "app" | "reply"> & { reply: FastifyReply } => ({
    services: app.services,
    request,
    reply,
    auth: request.auth,
  });
}
