// The shape of an API module: its part of the GraphQL schema and resolvers, its REST routes, and what it
// prepares at start (indexes, seeded data). app.ts lists the modules; nothing is discovered implicitly.
// `S` is what the module's operations use of the services: app.ts lists every module as ApiModule<Services>,
// which type-checks that the services it builds meet each module's needs.
import type { FastifyInstance } from "fastify";
import type { Resolvers } from "../generated/graphql";
import type { GraphQLContext } from "../graphql/context";

export interface ApiModule<S = object> {
  name: string;
  typeDefs?: string;
  resolvers?: Resolvers<GraphQLContext<S>>;
  routes?: (app: FastifyInstance) => void;
  /** Runs once at start, before the server listens: indexes (idempotent), seeded reference data. */
  init?: (app: FastifyInstance) => Promise<void>;
}
