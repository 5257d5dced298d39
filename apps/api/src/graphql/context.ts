// What every resolver receives as its context. `S` is what a module's operations use of the composition
// root's services (app.ts): each module names its own needs, so the modules sit below the composition root
// and app.ts, listing the modules, checks that its services meet every module's needs (ApiModule<Services>).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AuthState } from "../modules/access/auth-state";

export interface GraphQLContext<S = object> {
  app: FastifyInstance;
  services: S;
  request: FastifyRequest;
  reply: FastifyReply;
  auth: AuthState;
}

export function buildContext<S>(services: S) {
  return (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Omit<GraphQLContext<S>, "app" | "reply"> & { reply: FastifyReply } => ({
    services,
    request,
    reply,
    auth: request.auth,
  });
}
